import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';

export * from './accounts.ts';

export type Tx = Transaction<Database>;
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

/**
 * Writes one balanced transaction. Each balance moves by a conditional UPDATE, so a debit that
 * would take a member account below zero changes nothing and fails with MONEY_NOT_ENOUGH, however
 * many requests race for the same money. Must run inside the caller's database transaction: the
 * caller rolls everything back when this throws.
 */
export async function post(tx: Tx, entry: Entry): Promise<Posted> {
  const { postings } = entry;
  const names = new Set(postings.map((p) => p.account));
  if (postings.length < 2 || names.size !== postings.length) throw new Error('ledger: need two or more distinct accounts');
  if (postings.some((p) => p.amount === 0n)) throw new Error('ledger: zero posting');
  if (postings.reduce((sum, p) => sum + p.amount, 0n) !== 0n) throw new Error('ledger: postings do not sum to zero');

  const balances = new Map<string, bigint>();
  const ids = new Map<string, bigint>();
  // A fixed lock order (by name) keeps two transfers over the same accounts from deadlocking.
  for (const p of [...postings].sort((a, b) => (a.account < b.account ? -1 : 1))) {
    const row = await tx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${p.amount}` })
      .where('name', '=', p.account)
      .where((eb) => eb.or([eb('is_system', '=', true), eb('balance', '>=', -p.amount)]))
      .returning(['id', 'balance'])
      .executeTakeFirst();
    if (!row) {
      if (p.amount < 0n) throw badRequest('MONEY_NOT_ENOUGH');
      throw new Error(`ledger: no account ${p.account}`);
    }
    balances.set(p.account, row.balance);
    ids.set(p.account, row.id);
  }
  // The transaction row and its postings in one statement: one round trip fewer per movement.
  const accountIds = postings.map((p) => ids.get(p.account)!);
  const amounts = postings.map((p) => p.amount);
  const { rows } = await sql<{ transaction_id: bigint }>`
    WITH t AS (
      INSERT INTO ledger_transactions (kind, member_id, reference)
      VALUES (${entry.kind}, ${entry.memberId}, ${entry.reference ?? null}) RETURNING id
    )
    INSERT INTO ledger_postings (transaction_id, account_id, amount)
    SELECT t.id, p.account_id, p.amount
    FROM t, unnest(${accountIds}::bigint[], ${amounts}::bigint[]) AS p (account_id, amount)
    RETURNING transaction_id`.execute(tx);
  const transactionId = rows[0]!.transaction_id;
  return { transactionId, balances };
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
