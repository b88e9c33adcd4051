import type {
  ActivatedBonus, ActiveBonusCheck, BonusItem, BonusListReply, BonusMinimumCheck, BonusType, MessageReply, Promotion,
  PromotionCurrentReply, PromotionFindReply,
} from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { payableIn } from '../../core/currency.ts';
import { pickText, type Reader, type Texts } from '../../http/language.ts';
import { toMajor } from '../../core/money.ts';
import { receiptOf } from '../../core/receipt.ts';
import { SYSTEM_ACCOUNTS, post, walletAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { bannersByOwner } from '../rewards/banners.ts';
import { dayStart, heldBonus, lockMember, weekStart } from '../rewards/held.ts';
import { endLostBonus } from '../rewards/loss-limit.ts';

/** §4: `limit` counts every receipt, `day` those of today, `week` those of this week (UTC+7). */
export function windowStart(type: BonusType, now: Date): Date | null {
  if (type === 'day') return dayStart(now);
  if (type === 'week') return weekStart(now);
  return null;
}

export async function listBonuses(db: Db, memberId: bigint, reader: Reader, now = new Date()): Promise<BonusListReply> {
  const [bonuses, receipts, banners] = await Promise.all([
    db.selectFrom('bonuses').selectAll().where('active', '=', true).orderBy('sort').execute(),
    db
      .selectFrom('user_bonuses')
      .select(['id', 'bonus_code', 'is_active', 'updated_at'])
      .where('member_id', '=', memberId)
      .where('bonus_code', 'is not', null)
      .orderBy('id')
      .execute(),
    bannersByOwner(db, 'bonus', reader),
  ]);
  return {
    bonuses: bonuses.map((b): BonusItem => {
      const mine = receipts.filter((r) => r.bonus_code === b.code);
      const active = mine.find((r) => r.is_active);
      const from = windowStart(b.type, now);
      const receivedCount = mine.filter((r) => from === null || r.updated_at >= from).length;
      return {
        code: b.code,
        type: b.type,
        maxReceived: b.max_received,
        percentFail: b.percent_fail,
        amount: toMajor(b.amount),
        description: pickText(b.description_i18n, reader, b.description),
        banners: banners.get(b.code) ?? [],
        userBonus: {
          _id: active ? String(active.id) : (mine.at(-1) ? String(mine.at(-1)!.id) : null),
          isActive: active !== undefined,
          received: mine.map((r) => ({ updatedAt: r.updated_at.toISOString() })),
        },
        receivedCount,
        isReceived: receivedCount >= b.max_received,
      };
    }),
  };
}

interface Grant {
  code: string;
  type: BonusType | 'promotion';
  amount: bigint;
  turnoverMultiplier: number;
  bonusCode: string | null;
  promotionCode: string | null;
}

/**
 * Records the receipt and pays the bonus from the bonus system account into the wallet. A kip
 * wallet is paid whole kip (an operator's amount with satang, rounded down), as a typed kip amount
 * must be: a fraction there is one "withdraw all" would pay out and no kip amount can move.
 */
async function grant(tx: Tx, memberId: bigint, currency: string, g: Grant, now: Date): Promise<ActivatedBonus> {
  const amount = payableIn(currency, g.amount);
  if (amount <= 0n) throw conflict('NO_DATA', 'the bonus is less than one kip');
  const requiredTurnover = amount * BigInt(g.turnoverMultiplier);
  let id: bigint;
  try {
    ({ id } = await tx
      .insertInto('user_bonuses')
      .values({
        member_id: memberId, bonus_code: g.bonusCode, promotion_code: g.promotionCode, amount,
        required_turnover: requiredTurnover, created_at: now, updated_at: now, cleared_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint?.includes('promotion')) throw conflict('PROMOTION_RECEIVED');
    if (constraint) throw conflict('BONUS_ALREADY_ACTIVE');
    throw err;
  }
  const posted = await post(tx, {
    kind: 'bonus',
    memberId,
    reference: g.bonusCode ? `bonus:${g.bonusCode}` : `promotion:${g.promotionCode}`,
    postings: [
      { account: SYSTEM_ACCOUNTS.bonus, amount: -amount },
      { account: walletAccount(memberId), amount },
    ],
  });
  return {
    ...receiptOf(posted.transactionId, now),
    _id: String(id),
    code: g.code,
    type: g.type,
    isActive: true,
    amount: toMajor(amount),
    requiredTurnover: toMajor(requiredTurnover),
    wallet: { amount: toMajor(posted.balances.get(walletAccount(memberId)) ?? 0n) },
  };
}

/** One held bonus at a time: the same one again is BONUS_ALREADY_ACTIVE, another BONUS_REMAINING. */
async function refuseWhileHeld(tx: Tx, memberId: bigint, code: string): Promise<void> {
  const held = await heldBonus(tx, memberId);
  if (!held) return;
  throw conflict(held.bonus_code === code || held.promotion_code === code ? 'BONUS_ALREADY_ACTIVE' : 'BONUS_REMAINING');
}

export async function activateBonus(tx: Tx, memberId: bigint, code: string, now = new Date()): Promise<ActivatedBonus> {
  const bonus = await tx.selectFrom('bonuses').selectAll().where('code', '=', code).where('active', '=', true).executeTakeFirst();
  if (!bonus) throw notFound('NO_DATA', 'no such bonus');
  // Concurrent activations queue on the member row: the second sees the first's receipt.
  const { currency } = await lockMember(tx, memberId);
  await refuseWhileHeld(tx, memberId, code);
  const from = windowStart(bonus.type, now);
  let q = tx.selectFrom('user_bonuses').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).where('bonus_code', '=', code);
  if (from) q = q.where('updated_at', '>=', from);
  const { n } = await q.executeTakeFirstOrThrow();
  if (Number(n) >= bonus.max_received) throw conflict('BONUS_MAX_CLAIMED');
  return grant(tx, memberId, currency, {
    code, type: bonus.type, amount: bonus.amount, turnoverMultiplier: bonus.turnover_multiplier, bonusCode: code, promotionCode: null,
  }, now);
}

export async function checkActive(db: Db, memberId: bigint): Promise<ActiveBonusCheck> {
  const held = await heldBonus(db, memberId);
  if (!held) return { status: false, type: null, code: null };
  if (held.promotion_code) return { status: true, type: 'promotion', code: held.promotion_code };
  const bonus = await db.selectFrom('bonuses').select('type').where('code', '=', held.bonus_code!).executeTakeFirstOrThrow();
  return { status: true, type: bonus.type, code: held.bonus_code };
}

export async function checkMinimum(db: Db, memberId: bigint): Promise<BonusMinimumCheck> {
  const held = await heldBonus(db, memberId);
  if (!held) return { status: true, turnover: 0, requiredTurnover: 0 };
  return { status: held.turnover >= held.required_turnover, turnover: toMajor(held.turnover), requiredTurnover: toMajor(held.required_turnover) };
}

/**
 * Ends the held bonus, only once its turnover is reached (a conditional update), or once it is lost
 * (loss-limit.ts: a lost round ends it at once; a hold kept from before that rule ends here).
 */
export async function clearBonus(db: Db, memberId: bigint, now = new Date()): Promise<MessageReply> {
  const cleared = await db
    .updateTable('user_bonuses')
    .set({ is_active: false, cleared_at: now })
    .where('member_id', '=', memberId)
    .where('is_active', '=', true)
    .where((eb) => eb('turnover', '>=', eb.ref('required_turnover')))
    .returning('id')
    .executeTakeFirst();
  if (cleared || (await endLostBonus(db, memberId, now))) return { message: 'BONUS_CLEAR' };
  if (await heldBonus(db, memberId)) throw badRequest('BONUS_CONDITION');
  throw notFound('NO_DATA', 'no bonus is held');
}

// ---------------------------------------------------------------- promotion codes

type PromotionRow = { code: string; percent_fail: number; description: string; description_i18n: Texts; amount: bigint };
const promotionOf = (p: PromotionRow, reader: Reader): Promotion => ({
  code: p.code, percentFail: p.percent_fail, description: pickText(p.description_i18n, reader, p.description), amount: toMajor(p.amount),
});

function findPromotion(db: Db | Tx, code: string) {
  return db.selectFrom('promotions').selectAll().where('code', '=', code.trim().toUpperCase()).where('active', '=', true).executeTakeFirst();
}

/** Whether this member has had the promotion already: each member receives one once. */
async function promotionReceived(db: Db | Tx, memberId: bigint, code: string): Promise<boolean> {
  const used = await db.selectFrom('user_bonuses').select('id').where('member_id', '=', memberId).where('promotion_code', '=', code).executeTakeFirst();
  return used !== undefined;
}

/** A promotion by its code; `received` when this member has had it already (a second would be refused). */
export async function find(db: Db, memberId: bigint, code: string, reader: Reader): Promise<PromotionFindReply> {
  const p = await findPromotion(db, code);
  if (!p) return {};
  return (await promotionReceived(db, memberId, p.code)) ? { ...promotionOf(p, reader), received: true } : promotionOf(p, reader);
}

export async function activatePromotion(tx: Tx, memberId: bigint, rawCode: string, now = new Date()): Promise<ActivatedBonus> {
  const p = await findPromotion(tx, rawCode);
  if (!p) throw notFound('NO_PROMOTION');
  const { currency } = await lockMember(tx, memberId);
  if (await promotionReceived(tx, memberId, p.code)) throw conflict('PROMOTION_RECEIVED');
  await refuseWhileHeld(tx, memberId, p.code);
  return grant(tx, memberId, currency, {
    code: p.code, type: 'promotion', amount: p.amount, turnoverMultiplier: p.turnover_multiplier, bonusCode: null, promotionCode: p.code,
  }, now);
}

export async function currentPromotion(db: Db, memberId: bigint, reader: Reader): Promise<PromotionCurrentReply> {
  const held = await heldBonus(db, memberId);
  if (!held?.promotion_code) return { promotion: null };
  const p = await db.selectFrom('promotions').selectAll().where('code', '=', held.promotion_code).executeTakeFirstOrThrow();
  return { promotion: promotionOf(p, reader) };
}
