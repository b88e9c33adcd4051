import { limits } from './constants';

/** One server-paginated list (10 a page, spec §9): its page, rows, total and loading flag. */
export interface PagedList<Row> {
  page: number;
  /** Replaced whole by each load, never changed in place (so a screen's snapshot of it fits too). */
  rows: readonly Row[];
  total: number;
  loading: boolean;
  /** The last load failed with nothing shown: "could not load", not "no entries yet". */
  failed: boolean;
}

export const emptyList = <Row>(): PagedList<Row> => ({ page: 1, rows: [], total: 0, loading: false, failed: false });

/** Asks the server for one page of `limit` rows; rejects when no answer came. */
export type PageFetch<Row> = (page: number, limit: number) => Promise<{ rows: Row[]; total: number }>;

/**
 * Loads one page into `list` (a valtio proxy). Failures are swallowed (spec §7: list loads say
 * nothing), but never shown as an answer: the pager goes back to the page whose rows are still
 * shown, so it never marks page 2 over page 1's rows, and a list that has shown nothing yet is
 * `failed` — a screen says "could not load" with Retry, not "no entries yet". A reply to a page the
 * player has already left is dropped.
 */
export async function loadPage<Row>(list: PagedList<Row>, page: number, fetch: PageFetch<Row>): Promise<void> {
  const shown = list.page;
  list.loading = true;
  list.page = page;
  try {
    const reply = await fetch(page, limits.pageSize);
    if (list.page !== page) return;
    const last = Math.max(1, Math.ceil(reply.total / limits.pageSize));
    // A page past the end (one kept in the link of a list that has since shrunk): its last page.
    if (reply.rows.length === 0 && page > last) {
      list.page = shown;
      await loadPage(list, last, fetch);
      return;
    }
    list.rows = reply.rows;
    list.total = reply.total;
    list.failed = false;
  } catch {
    if (list.page === page) {
      list.page = shown;
      list.failed = list.rows.length === 0;
    }
  } finally {
    list.loading = false;
  }
}
