import { sql } from 'kysely';
import { SYSTEM_ACCOUNTS, inviteAccount, post } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { getSetting } from '../../core/settings.ts';
import { payableIn } from '../../core/currency.ts';
import { endLostBonus } from './loss-limit.ts';

const percentOf = (amount: bigint, percent: number): bigint => (amount * BigInt(Math.round(percent * 100))) / 10_000n;
const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * What a game round (delta > 0 won, < 0 lost) feeds, inside the round's own transaction: the refund
 * (net result since the last refund), the held bonus's turnover, the turnover still owed on claimed
 * spin-wheel prizes, and the inviter's invite bonus. A lost round may end the held bonus (loss-limit.ts).
 * Returns the inviter the round earned an invite bonus, if any (their screens are told).
 */
export async function afterGameRound(tx: Tx, memberId: bigint, delta: bigint, now = new Date()): Promise<bigint | null> {
  await tx
    .insertInto('refund_state')
    .values({ member_id: memberId, net: delta })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ net: sql`refund_state.net + excluded.net` }))
    .execute();
  const held = await tx
    .updateTable('user_bonuses')
    .set({ turnover: sql`turnover + ${abs(delta)}` })
    .where('member_id', '=', memberId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (delta < 0n && held.numUpdatedRows > 0n) await endLostBonus(tx, memberId, now);
  const member = await tx
    .selectFrom('members as m')
    .leftJoin('members as inviter', 'inviter.id', 'm.inviter_id')
    .select(['m.inviter_id', 'm.prize_turnover_due', 'm.currency', 'inviter.currency as inviter_currency'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  if (member && member.prize_turnover_due > 0n) {
    await tx
      .updateTable('members')
      .set({ prize_turnover_due: sql`greatest(prize_turnover_due - ${abs(delta)}, 0)` })
      .where('id', '=', memberId)
      .execute();
  }
  // The invite bonus is a share of the invitee's round in the invitee's currency. Across currencies
  // (a baht inviter, a kip invitee in the Laos build) there is no rate to pay it at: paid as it
  // stands, kip would turn into as many baht; it is not paid.
  if (!member?.inviter_id || member.inviter_currency !== member.currency) return null;
  const rates = await getSetting(tx, 'invite');
  const credit = payableIn(member.currency, percentOf(abs(delta), delta < 0n ? rates.fail : rates.success));
  if (credit <= 0n) return null;
  await post(tx, {
    kind: 'accrual',
    memberId: member.inviter_id,
    reference: `invite:${memberId}`,
    postings: [
      { account: SYSTEM_ACCOUNTS.bonus, amount: -credit },
      { account: inviteAccount(member.inviter_id), amount: credit },
    ],
  });
  await tx.insertInto('invite_credits').values({ inviter_id: member.inviter_id, invitee_id: memberId, amount: credit }).execute();
  return member.inviter_id;
}

/**
 * `members.coin` is an int. Past it, adding coins failed the whole deposit (22003), rolled back and
 * never credited; a balance stops at the ceiling instead: more coins than anyone could spin.
 */
const COIN_CEILING = 2_147_483_647n;

/** A deposit earns spin-wheel coins: one per `depositPerCoin` minor units of that deposit, up to COIN_CEILING. */
export async function afterDeposit(tx: Tx, memberId: bigint, amount: bigint): Promise<void> {
  const { depositPerCoin } = await getSetting(tx, 'spin');
  if (depositPerCoin <= 0) return;
  const earned = amount / BigInt(depositPerCoin);
  if (earned <= 0n) return;
  // The figure sent is capped too: coin::bigint + it must not overflow either.
  const coins = Number(earned < COIN_CEILING ? earned : COIN_CEILING);
  await tx
    .updateTable('members')
    .set({ coin: sql`least(coin::bigint + ${coins}, ${sql.lit(Number(COIN_CEILING))})` })
    .where('id', '=', memberId)
    .execute();
}

export { percentOf };
