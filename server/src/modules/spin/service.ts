import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Coupon, CouponsReply, MoneyReply, SpinActiveReply, SpinReply, SpinSetupReply, SpinSlice } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import type { SpinSlicesTable } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { payableIn } from '../../core/currency.ts';
import { pickText, type Reader, type Texts } from '../../http/language.ts';
import { toMajor } from '../../core/money.ts';
import { receiptOf } from '../../core/receipt.ts';
import { SYSTEM_ACCOUNTS, post, walletAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { getSetting } from '../../core/settings.ts';
import { heldBonus, lockMember } from '../rewards/held.ts';
import { DEFAULT_SETTINGS } from '../../db/seed.ts';

type SliceRow = Pick<SpinSlicesTable, 'code' | 'label' | 'bg_color' | 'text_color' | 'html_description'> & { label_i18n: Texts; html_description_i18n: Texts };
/** A slice in the reader's language: its label (the prize) and its description. */
const sliceOf = (s: SliceRow, reader: Reader): SpinSlice => ({
  code: s.code,
  label: pickText(s.label_i18n, reader, s.label),
  bgColor: s.bg_color,
  textColor: s.text_color,
  htmlDescription: pickText(s.html_description_i18n, reader, s.html_description),
});

function activeWheel(db: Db | Tx) {
  return db.selectFrom('spinwheels').select(['id', 'name', 'name_i18n']).where('active', '=', true).orderBy('id').executeTakeFirst();
}

function slicesOf(db: Db | Tx, wheelId: bigint) {
  return db.selectFrom('spin_slices').selectAll().where('wheel_id', '=', wheelId).orderBy('sort').execute();
}

export async function active(db: Db): Promise<SpinActiveReply> {
  return { active: (await activeWheel(db)) !== undefined };
}

export async function setup(db: Db, memberId: bigint, reader: Reader): Promise<SpinSetupReply> {
  const [wheel, member, { depositPerCoin }] = await Promise.all([
    activeWheel(db),
    db.selectFrom('members').select('coin').where('id', '=', memberId).executeTakeFirstOrThrow(),
    getSetting(db, 'spin'),
  ]);
  const slices = wheel ? await slicesOf(db, wheel.id) : [];
  const activeSpinwheel = wheel ? { name: pickText(wheel.name_i18n, reader, wheel.name), slices: slices.map((s) => sliceOf(s, reader)) } : null;
  // Beyond spec §3: how coins are earned, so the page can tell a player without any.
  return { result: { activeSpinwheel, userCoin: member.coin, depositPerCoin: toMajor(BigInt(Math.max(depositPerCoin, 0))) } };
}

/** A weighted draw: each slice's chance is its weight over the total. */
export function pick<T extends { weight: number }>(slices: T[], draw = randomInt): T {
  const total = slices.reduce((sum, s) => sum + s.weight, 0);
  if (total <= 0) throw new Error('spin: no slice has a weight');
  let n = draw(total);
  for (const s of slices) {
    if (n < s.weight) return s;
    n -= s.weight;
  }
  throw new Error('spin: unreachable');
}

/** Takes one coin (a conditional decrement: never below zero), draws a slice and issues its coupon. */
export async function spin(tx: Tx, memberId: bigint, reader: Reader): Promise<SpinReply> {
  const wheel = await activeWheel(tx);
  if (!wheel) throw notFound('NO_DATA', 'no active wheel');
  const coin = await tx
    .updateTable('members')
    .set({ coin: sql`coin - 1` })
    .where('id', '=', memberId)
    .where('coin', '>=', 1)
    .returning(['coin', 'currency'])
    .executeTakeFirst();
  if (!coin) throw badRequest('NO_DATA', 'no coins left');
  const slice = pick(await slicesOf(tx, wheel.id));
  // The coupon holds what it will pay: whole kip for a kip wallet (a slice priced with satang, rounded down).
  const amount = payableIn(coin.currency, slice.amount);
  let couponId: string | null = null;
  if (amount > 0n) {
    const { couponDays } = await getSetting(tx, 'spin');
    const row = await tx
      .insertInto('spin_coupons')
      .values({ member_id: memberId, wheel_id: wheel.id, slice_code: slice.code, amount, expires_at: new Date(Date.now() + couponDays * 86_400_000), claimed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    couponId = String(row.id);
  }
  return { success: true, result: { code: slice.code, label: pickText(slice.label_i18n, reader, slice.label), remainingCoin: coin.coin, couponId }, error: null };
}

export async function coupons(db: Db, memberId: bigint, reader: Reader, now = new Date()): Promise<CouponsReply> {
  const rows = await db
    .selectFrom('spin_coupons as c')
    .innerJoin('spin_slices as s', (join) => join.onRef('s.wheel_id', '=', 'c.wheel_id').onRef('s.code', '=', 'c.slice_code'))
    .innerJoin('spinwheels as w', 'w.id', 'c.wheel_id')
    .select([
      'c.id', 'c.amount', 'c.status', 'c.expires_at', 'c.created_at', 's.code', 's.label', 's.label_i18n', 's.bg_color', 's.text_color',
      's.html_description', 's.html_description_i18n', 'w.name', 'w.name_i18n',
    ])
    .where('c.member_id', '=', memberId)
    .orderBy('c.id', 'desc')
    .execute();
  return {
    coupons: rows.map((r): Coupon => ({
      _id: String(r.id),
      prize: { ...sliceOf(r, reader), name: pickText(r.name_i18n, reader, r.name) },
      amount: toMajor(r.amount),
      status: r.status === 'CLAIMABLE' && r.expires_at <= now ? 'EXPIRED' : r.status,
      expiresAt: r.expires_at.toISOString(),
      createdAt: r.created_at.toISOString(),
    })),
  };
}

/** Pays a coupon once: the CLAIMABLE → CLAIMED update is the guard, however many clicks race. */
export async function claim(tx: Tx, memberId: bigint, couponId: bigint, now = new Date()): Promise<MoneyReply & { amount: number }> {
  // The member row first, as a bonus activation takes it: a claim racing one sees it held.
  await lockMember(tx, memberId);
  if (await heldBonus(tx, memberId)) throw badRequest('BONUS_REMAINING');
  const row = await tx
    .updateTable('spin_coupons')
    .set({ status: 'CLAIMED', claimed_at: now })
    .where('id', '=', couponId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'CLAIMABLE')
    .where('expires_at', '>', now)
    .returning(['amount', 'slice_code'])
    .executeTakeFirst();
  if (!row) {
    const coupon = await tx.selectFrom('spin_coupons').select(['status']).where('id', '=', couponId).where('member_id', '=', memberId).executeTakeFirst();
    throw badRequest(coupon?.status === 'CLAIMABLE' ? 'COUPON_EXPIRED' : 'NO_CLAIMABLE_COUPON');
  }
  // Withdrawable once played through (see DEFAULT_SETTINGS.spin); a setting stored before it had no prizeTurnover.
  const { prizeTurnover = DEFAULT_SETTINGS.spin.prizeTurnover } = await getSetting(tx, 'spin');
  const due = row.amount * BigInt(prizeTurnover);
  if (due > 0n) await tx.updateTable('members').set({ prize_turnover_due: sql`prize_turnover_due + ${due}` }).where('id', '=', memberId).execute();
  const posted = await post(tx, {
    kind: 'bonus',
    memberId,
    reference: `luckydraw:${couponId}`,
    postings: [
      { account: SYSTEM_ACCOUNTS.bonus, amount: -row.amount },
      { account: walletAccount(memberId), amount: row.amount },
    ],
  });
  return {
    amount: toMajor(row.amount),
    ...receiptOf(posted.transactionId, now),
    wallet: { amount: toMajor(posted.balances.get(walletAccount(memberId)) ?? 0n) },
  };
}
