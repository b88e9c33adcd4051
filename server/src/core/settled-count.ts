import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Tx } from './tx.ts';

/**
 * Totals of rows that are never deleted (ledger transactions are append-only, chat messages are
 * kept) without counting every row on every page (issue 21.5): each process remembers, per list,
 * how many rows up to some id it has counted, and each call counts only the rows after that id.
 *
 * A row joins the remembered part only once it is settled, i.e. written more than SETTLE_SECONDS
 * ago, and only below the first row that is not; the remembered id is the last settled row's, so
 * any row that lands later with a higher id is counted. Ids are handed out before commit, so a row
 * can become visible after rows with higher ids; for one to land below a settled row, its
 * transaction would have to stay open for about SETTLE_SECONDS / 2 (the server's are short). Even
 * then a remembered count is dropped after REMEMBER_MS and counted afresh, so the total is the
 * exact count of the rows, apart from that one case, which heals within REMEMBER_MS.
 */
export const SETTLE_SECONDS = 60;
const REMEMBER_MS = 10 * 60_000;
const MAX_LISTS = 50_000;

interface Remembered {
  upTo: bigint;
  count: number;
  at: number;
}

/** The rows of one list after an id: a query selecting their `id` and `created_at`. */
export type RowsAfter = (id: bigint) => RawBuilder<unknown>;

export interface SettledCounter {
  /** The number of rows in the list `key` (rows as `rowsAfter` selects them). */
  total(db: Db | Tx, key: string, rowsAfter: RowsAfter): Promise<number>;
}

/**
 * The counting statement: the rows after `upTo`, the settled edge below the first unsettled row,
 * and both counts. Every step reads `r` once: the first unsettled id is a scalar computed once (an
 * InitPlan), not a join the planner may re-run per row. Written as a join it was: with the table's
 * statistics taken while it was small, a member with 3,450 rows written in the last minute had
 * the minimum recomputed for each of them, 8 s per page of statement.
 */
export const countQuery = (upTo: bigint, rowsAfter: RowsAfter) => sql<{
  recent: string | number | bigint;
  up_to: string | number | bigint;
  settled: string | number | bigint;
}>`
  WITH r AS MATERIALIZED (${rowsAfter(upTo)}),
  edge AS MATERIALIZED (
    SELECT coalesce(max(r.id), ${upTo}::bigint) AS up_to FROM r
    WHERE r.id < coalesce((SELECT min(u.id) FROM r u WHERE u.created_at >= now() - make_interval(secs => ${SETTLE_SECONDS})),
                          9223372036854775807))
  SELECT (SELECT count(*) FROM r) AS recent, edge.up_to,
    (SELECT count(*) FROM r WHERE r.id <= edge.up_to) AS settled
  FROM edge`;

export function settledCounter(now: () => number = Date.now): SettledCounter {
  const remembered = new Map<string, Remembered>();
  return {
    async total(db, key, rowsAfter) {
      const known = remembered.get(key);
      const fresh = known && now() - known.at < REMEMBER_MS ? known : { upTo: 0n, count: 0, at: now() };
      const { rows } = await countQuery(fresh.upTo, rowsAfter).execute(db);
      const row = rows[0]!;
      remembered.delete(key);
      if (remembered.size >= MAX_LISTS) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, { upTo: BigInt(row.up_to), count: fresh.count + Number(row.settled), at: fresh.at });
      return fresh.count + Number(row.recent);
    },
  };
}
