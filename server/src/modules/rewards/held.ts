import type { Db } from '../../db/index.ts';
import type { Tx } from '../../core/tx.ts';

/** The bonus or promotion a member holds now, if any (at most one: a unique partial index). */
export function heldBonus(db: Db | Tx, memberId: bigint) {
  return db
    .selectFrom('user_bonuses')
    .select(['id', 'bonus_code', 'promotion_code', 'amount', 'turnover', 'required_turnover'])
    .where('member_id', '=', memberId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/**
 * Serialises a member's reward actions (activate, receive) without a read-then-write race. NO KEY
 * UPDATE, not UPDATE: the row stays open to the key-share locks every ledger insert naming the
 * member takes, so a reward action and a transfer cannot deadlock on it.
 */
export async function lockMember(tx: Tx, memberId: bigint): Promise<{ prizeTurnoverDue: bigint; currency: string }> {
  const row = await tx.selectFrom('members').select(['prize_turnover_due', 'currency']).where('id', '=', memberId).forNoKeyUpdate().executeTakeFirstOrThrow();
  return { prizeTurnoverDue: row.prize_turnover_due, currency: row.currency };
}

/** Thailand and Laos are UTC+7 all year: a "day" and a "week" (from Monday) are local ones. */
const LOCAL_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export function dayStart(now: Date): Date {
  const localDay = Math.floor((now.getTime() + LOCAL_OFFSET_MS) / DAY_MS);
  return new Date(localDay * DAY_MS - LOCAL_OFFSET_MS);
}

export function weekStart(now: Date): Date {
  const localDay = Math.floor((now.getTime() + LOCAL_OFFSET_MS) / DAY_MS);
  const sinceMonday = (localDay + 3) % 7; // 1970-01-01 was a Thursday
  return new Date((localDay - sinceMonday) * DAY_MS - LOCAL_OFFSET_MS);
}
