import { proxy } from 'valtio';
import type { CallOptions } from '../../api/http';
import { slipImageHref, statementApi, type SlipRow, type StatementEntry } from '../../api/statement';
import { limits } from '../../lib/constants';
import { onSessionEnd } from '../../lib/session';

/** One server-paginated list (10 a page, spec §9): its page, rows, total and loading flag. */
interface PagedList<Row> {
  page: number;
  rows: Row[];
  total: number;
  loading: boolean;
  /** The last load failed with nothing shown: "could not load", not "no entries yet". */
  failed: boolean;
}

const emptyList = <Row>(): PagedList<Row> => ({ page: 1, rows: [], total: 0, loading: false, failed: false });

/** The statement and the slip list (spec §2 Statement, §3 statement entry and slip). */
export const statement = proxy({
  entries: emptyList<StatementEntry>(),
  slips: emptyList<SlipRow>(),
  slipsOpen: false,
  /** The slip whose image link is being asked for (issue 18.6). */
  openingSlip: null as string | null,
});

export function resetStatement(): void {
  statement.entries = emptyList();
  statement.slips = emptyList();
  statement.slipsOpen = false;
  statement.openingSlip = null;
}

onSessionEnd(resetStatement);

/**
 * Loads one page; failures are swallowed after the loader is hidden (spec §7) — and the pager goes
 * back to the page whose rows are still shown, so it never marks page 1 over page 2's entries.
 */
async function loadPage<Row>(
  list: PagedList<Row>,
  page: number,
  fetch: (page: number, limit: number, options: CallOptions) => Promise<{ rows: Row[]; total: number }>,
): Promise<void> {
  const shown = list.page;
  list.loading = true;
  list.page = page;
  try {
    const reply = await fetch(page, limits.pageSize, { errors: 'silent' });
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

export const loadStatement = (page = statement.entries.page) =>
  loadPage(statement.entries, page, (p, limit, options) =>
    statementApi.list(p, limit, options).then((r) => ({ rows: r.statements, total: r.total })),
  );

/**
 * Asks the shown page again without a loader: lines waiting on a decision (a slip being checked, a
 * withdrawal being paid) turn "success" or "failed" while the player reads, and an open receipt,
 * which shows its line, with them. Each shown line takes its fresh self in place; none is added or
 * removed, so nothing moves under the player's finger or an open receipt. Only if the player is
 * still on that page and no other load is under way; a failure waits for the next ask.
 */
export async function refreshShownEntries(): Promise<void> {
  const list = statement.entries;
  if (list.loading) return;
  const page = list.page;
  try {
    const reply = await statementApi.list(page, limits.pageSize, { errors: 'silent' });
    if (list.page !== page || list.loading) return;
    const fresh = new Map(reply.statements.map((entry) => [entry._id, entry]));
    list.rows = list.rows.map((row) => fresh.get(row._id) ?? row);
  } catch {
    /* the next ask */
  }
}

export const loadSlips = (page = statement.slips.page) =>
  loadPage(statement.slips, page, (p, limit, options) =>
    statementApi.slips(p, limit, options).then((r) => ({ rows: r.slips, total: r.total })),
  );

export function openSlips(): void {
  statement.slipsOpen = true;
  void loadSlips(1);
}

export function closeSlips(): void {
  statement.slipsOpen = false;
}

/**
 * Opens a slip's image through GET /api/statement/slip/reference/{ref} (spec §7): the list's own
 * signed link expires after an hour, so a fresh one is asked for at the tap. A failure shows the
 * §8 toast of the http layer.
 */
export async function openSlipImage(reference: string, open: (url: string) => void): Promise<void> {
  if (statement.openingSlip) return;
  statement.openingSlip = reference;
  try {
    const { url } = await statementApi.slipImage(reference);
    open(slipImageHref(url));
  } catch {
    /* the toast is shown */
  } finally {
    statement.openingSlip = null;
  }
}
