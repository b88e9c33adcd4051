import { proxy } from 'valtio';
import type { CallOptions } from '../../api/http';
import { statementApi, type SlipRow, type StatementEntry } from '../../api/statement';
import { limits } from '../../lib/constants';

/** One server-paginated list (10 a page, spec §9): its page, rows, total and loading flag. */
interface PagedList<Row> {
  page: number;
  rows: Row[];
  total: number;
  loading: boolean;
}

const emptyList = <Row>(): PagedList<Row> => ({ page: 1, rows: [], total: 0, loading: false });

/** The statement and the slip list (spec §2 Statement, §3 statement entry and slip). */
export const statement = proxy({
  entries: emptyList<StatementEntry>(),
  slips: emptyList<SlipRow>(),
  slipsOpen: false,
});

export function resetStatement(): void {
  statement.entries = emptyList();
  statement.slips = emptyList();
  statement.slipsOpen = false;
}

/** Loads one page; failures are swallowed after the loader is hidden (spec §7). */
async function loadPage<Row>(
  list: PagedList<Row>,
  page: number,
  fetch: (page: number, limit: number, options: CallOptions) => Promise<{ rows: Row[]; total: number }>,
): Promise<void> {
  list.loading = true;
  list.page = page;
  try {
    const reply = await fetch(page, limits.pageSize, { errors: 'silent' });
    if (list.page !== page) return;
    list.rows = reply.rows;
    list.total = reply.total;
  } catch {
    /* silent by spec §7 */
  } finally {
    list.loading = false;
  }
}

export const loadStatement = (page = statement.entries.page) =>
  loadPage(statement.entries, page, (p, limit, options) =>
    statementApi.list(p, limit, options).then((r) => ({ rows: r.statements, total: r.total })),
  );

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
