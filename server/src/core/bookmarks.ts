/**
 * Where the far pages of an append-only list begin (issue 21.5): a page far down a member's
 * statement is read from the list's oldest end, and an offset costs every row it skips. Once a
 * page has been read, the row it began with is remembered by its position counted from the oldest
 * row, which never changes once the rows below it are settled (written more than a minute ago, as
 * in core/settled-count.ts: later rows land on top). The next read of that page, or of a page near
 * it, seeks to the remembered row in the index and skips only the rows between.
 *
 * Per process and bounded, like the settled counts; a list's marks are dropped after REMEMBER_MS
 * so the one case a count can be wrong in (a transaction open for about a minute) heals alike.
 */
const REMEMBER_MS = 10 * 60_000;
const MAX_LISTS = 10_000;
const MARKS_PER_LIST = 32;

/** A row's place in its list's order: its time (as PostgreSQL prints it, to the microsecond) and id. */
export interface RowKey {
  at: string;
  id: string;
}

export interface Bookmark {
  /** Rows older than this one in the list. */
  position: number;
  key: RowKey;
}

export interface Bookmarks {
  /** The remembered row nearest to `position` at or below it, if any. */
  below(list: string, position: number): Bookmark | undefined;
  remember(list: string, mark: Bookmark): void;
}

interface ListMarks {
  since: number;
  marks: Bookmark[];
}

export function bookmarks(now: () => number = Date.now): Bookmarks {
  const lists = new Map<string, ListMarks>();
  const live = (list: string) => {
    const found = lists.get(list);
    if (found && now() - found.since < REMEMBER_MS) return found;
    lists.delete(list);
    return undefined;
  };
  return {
    below(list, position) {
      let best: Bookmark | undefined;
      for (const mark of live(list)?.marks ?? []) if (mark.position <= position && (!best || mark.position > best.position)) best = mark;
      return best;
    },
    remember(list, mark) {
      const found = live(list) ?? { since: now(), marks: [] };
      const marks = [...found.marks.filter((m) => m.position !== mark.position), mark].slice(-MARKS_PER_LIST);
      // Most recently used last, so the first is the one to let go.
      lists.delete(list);
      if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
      lists.set(list, { since: found.since, marks });
    },
  };
}
