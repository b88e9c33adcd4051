import { PageRequest } from '../../../src/api/contract.ts';
import { parse } from './validate.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** `{ page, limit }` of a paginated list body (page from 1, 10 a page by default) as LIMIT/OFFSET. */
export function pageWindow(body: unknown): PageWindow {
  const { page, limit } = parse(PageRequest, body);
  return { limit, offset: (page - 1) * limit };
}

/** COUNT(*) comes back as bigint, string or number depending on the engine. */
export const countOf = (row: { n: bigint | number | string } | undefined): number => Number(row?.n ?? 0);

/** A page as read from one end of a list: the first `limit` rows after skipping `offset` from that end. */
export interface PageSlice extends PageWindow {
  /** true: counted from the newest row (the order the member sees); false: from the oldest. */
  fromNewest: boolean;
}

/** How far down a list a page may be before knowing the total first pays for itself. */
export const FAR_OFFSET = 200;

/**
 * The same page, read from whichever end of a list of `total` rows is nearer: page 500 of 6,000
 * rows skips 1,000 rows from the oldest end instead of 4,990 from the newest (issue 21.5: an offset
 * costs the rows it skips). `null` when the page lies past the end of the list.
 */
export function nearerEnd(window: PageWindow, total: number): PageSlice | null {
  if (window.offset >= total) return null;
  const fromOldest = total - window.offset - window.limit;
  if (fromOldest >= window.offset) return { ...window, fromNewest: true };
  // The last page may be short: it holds the rows from the oldest up to `offset` from the newest.
  return { fromNewest: false, offset: Math.max(0, fromOldest), limit: Math.min(window.limit, total - window.offset) };
}
