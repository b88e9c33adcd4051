import { sql } from 'kysely';
import type { DbOrTx } from '../../core/tx.ts';
import { walletAccount } from '../../ledger/index.ts';

/**
 * The end-bonus threshold (spec §9, a server value; the bonus notice tells the member): a held bonus
 * or promotion is lost once what the member can play with — the wallet and the game accounts — falls
 * below its `percent_fail` % of the amount granted. Without it a bonus played down to nothing stayed
 * held, and its turnover, never reachable now, blocked withdrawing the member's next deposits.
 *
 * Losing ends the hold as clearing does (it shows as finished in the statement); what is left stays
 * the member's — less than the turnover would have left. A `percent_fail` of 0 never loses. One
 * statement, so it needs no transaction of its own; a game round runs it inside its own.
 */
export async function endLostBonus(db: DbOrTx, memberId: bigint, now: Date): Promise<boolean> {
  const playable = sql`(SELECT coalesce(sum(a.balance), 0) FROM ledger_accounts a
    WHERE a.member_id = ${memberId} AND (a.name = ${walletAccount(memberId)} OR a.name LIKE ${`game:${memberId}:%`}))`;
  const percentFail = sql`coalesce(
    (SELECT b.percent_fail FROM bonuses b WHERE b.code = u.bonus_code),
    (SELECT p.percent_fail FROM promotions p WHERE p.code = u.promotion_code), 0)`;
  const { rows } = await sql<{ id: bigint }>`UPDATE user_bonuses u SET is_active = false, cleared_at = ${now}
    WHERE u.member_id = ${memberId} AND u.is_active AND ${playable} * 100 < u.amount * ${percentFail}
    RETURNING u.id`.execute(db);
  return rows.length > 0;
}
