import { sql } from 'kysely';
import type { Db, Tx } from '../core/tx.ts';
import { LedgerError } from './errors.ts';

export * from './accounts.ts';
export * from './errors.ts';

export type TransactionKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_reject'
  | 'withdraw_paid'
  | 'transfer'
  | 'game_round'
  | 'bonus'
  /** Invite and refund money set aside on a member's invite/refund account (not yet in the wallet). */
  | 'accrual';

export interface Posting {
  account: string;
  amount: bigint;
}

export interface Entry {
  kind: TransactionKind;
  memberId: bigint | null;
  reference?: string;
  postings: Posting[];
}

export interface Posted {
  transactionId: bigint;
  /** Balance of each touched account after the posting, by account name. */
  balances: Map<string, bigint>;
}

interface PostRow {
  name: string;
  balance: bigint;
  amount: bigint;
  is_system: boolean;
  transaction_id: bigint | null;
}

/**
 * Writes one balanced transaction in a single statement (one round trip, whatever the number of
 * postings): it locks the touched accounts in a fixed order (by name, so two movements over the
 * same accounts cannot deadlock), and only when every account exists and no member account would
 * go below zero does it move the balances and append the transaction and its postings. Otherwise
 * it changes nothing and fails with a LedgerError (`insufficient-funds`, `unknown-account`), however many
 * requests race for the same money. Atomic on its own; inside a caller's transaction it commits or
 * rolls back with the rest of it.
 */
export async function post(tx: Db | Tx, entry: Entry): Promise<Posted> {
  const { postings } = entry;
  const names = new Set(postings.map((p) => p.account));
  if (postings.length < 2 || names.size !== postings.length) throw new LedgerError('invalid-entry', undefined, 'need two or more distinct accounts');
  if (postings.some((p) => p.amount === 0n)) throw new LedgerError('invalid-entry', undefined, 'zero posting');
  if (postings.reduce((sum, p) => sum + p.amount, 0n) !== 0n) throw new LedgerError('invalid-entry', undefined, 'postings do not sum to zero');

  const { rows } = await postStatement(entry).execute(tx);

  const transactionId = rows[0]?.transaction_id;
  if (transactionId === undefined || transactionId === null) {
    const found = new Set(rows.map((r) => r.name));
    const missing = postings.find((p) => !found.has(p.account));
    if (missing) throw new LedgerError('unknown-account', missing.account);
    throw new LedgerError('insufficient-funds', rows.find((r) => !r.is_system && r.balance < 0n)?.name);
  }
  return { transactionId, balances: new Map(rows.map((r) => [r.name, r.balance])) };
}

/**
 * The one statement `post` runs (checked entry). Exported so the bench can hand this very
 * statement to pgbench: the database's ceiling for our transfers (scripts/bench-pgbench.ts).
 */
export function postStatement({ postings, ...entry }: Entry) {
  // Data-modifying CTEs run exactly once, to completion; `ok` gates every write on the locked rows.
  return sql<PostRow>`
    WITH p AS (
      SELECT * FROM unnest(${postings.map((x) => x.account)}::text[], ${postings.map((x) => x.amount)}::bigint[]) AS p (name, amount)
    ), locked AS (
      SELECT a.id, a.name, a.balance, a.is_system, p.amount
      FROM ledger_accounts a JOIN p ON p.name = a.name
      ORDER BY a.name
      FOR UPDATE OF a
    ), ok AS (
      SELECT count(*) = ${postings.length}::int AND coalesce(bool_and(is_system OR balance + amount >= 0), false) AS ok FROM locked
    ), moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + l.amount
      FROM locked l, ok WHERE ok.ok AND a.id = l.id
    ), t AS (
      INSERT INTO ledger_transactions (kind, member_id, reference)
      SELECT ${entry.kind}::text, ${entry.memberId}::bigint, ${entry.reference ?? null}::text FROM ok WHERE ok.ok
      RETURNING id
    ), written AS (
      INSERT INTO ledger_postings (transaction_id, account_id, amount) SELECT t.id, l.id, l.amount FROM t, locked l
    )
    SELECT l.name, l.balance + l.amount AS balance, l.amount, l.is_system, t.id AS transaction_id
    FROM locked l LEFT JOIN t ON true`;
}

/**
 * Locks accounts for the rest of the caller's transaction and reads their balances. Every lock on
 * ledger accounts is taken in one global order, by name (as `post` does): a transaction that locks
 * some accounts first and posts later must lock everything it will touch here, up front, or two
 * requests of one member can each hold what the other waits for (a deadlock, 40P01).
 */
export async function lockAccounts(tx: Tx, names: string[]): Promise<Map<string, bigint>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .selectFrom('ledger_accounts')
    .select(['name', 'balance'])
    .where('name', 'in', [...new Set(names)])
    .orderBy('name')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.name, r.balance]));
}

export async function openMemberAccounts(tx: Tx, memberId: bigint, names: string[]): Promise<void> {
  await tx
    .insertInto('ledger_accounts')
    .values(names.map((name) => ({ name, member_id: memberId, is_system: false })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function balancesOf(db: Db | Tx, names: string[]): Promise<Map<string, bigint>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('ledger_accounts').select(['name', 'balance']).where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, r.balance]));
}

export interface InvariantReport {
  unbalancedTransactions: bigint[];
  driftedAccounts: string[];
  negativeMemberAccounts: string[];
  total: bigint;
}

/** The three ledger invariants, read straight from the tables (used by tests and the bench). */
export async function checkInvariants(db: Db): Promise<InvariantReport> {
  const unbalanced = await sql<{ transaction_id: bigint }>`
    SELECT transaction_id FROM ledger_postings GROUP BY transaction_id HAVING sum(amount) <> 0`.execute(db);
  const drifted = await sql<{ name: string }>`
    SELECT a.name FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
    WHERE a.balance <> coalesce(p.s, 0)`.execute(db);
  const negative = await sql<{ name: string }>`
    SELECT name FROM ledger_accounts WHERE NOT is_system AND balance < 0`.execute(db);
  const total = await sql<{ total: bigint | string | null }>`SELECT sum(balance) AS total FROM ledger_accounts`.execute(db);
  return {
    unbalancedTransactions: unbalanced.rows.map((r) => r.transaction_id),
    driftedAccounts: drifted.rows.map((r) => r.name),
    negativeMemberAccounts: negative.rows.map((r) => r.name),
    total: BigInt(total.rows[0]?.total ?? 0),
  };
}
