import { proxy } from 'valtio';
import { slipImageHref, statementApi, type SlipRow, type StatementEntry } from '../../api/statement';
import { limits } from '../../lib/constants';
import { emptyList, loadPage } from '../../lib/paged-list';
import { onSessionEnd } from '../../lib/session';

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

export const loadStatement = (page = statement.entries.page) =>
  loadPage(statement.entries, page, (p, limit) =>
    statementApi.list(p, limit, { errors: 'silent' }).then((r) => ({ rows: r.statements, total: r.total })),
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
  loadPage(statement.slips, page, (p, limit) =>
    statementApi.slips(p, limit, { errors: 'silent' }).then((r) => ({ rows: r.slips, total: r.total })),
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
