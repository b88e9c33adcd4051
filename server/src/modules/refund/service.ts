import type { MessageReply, MoneyReply, RefundCheck, RefundPage } from '../../../../src/api/contract.ts';
import type { Db } from '../../db/index.ts';
import { badRequest } from '../../http/errors.ts';
import { countOf, type PageWindow } from '../../http/pagination.ts';
import { toMajor } from '../../core/money.ts';
import { receiptOf } from '../../core/receipt.ts';
import { SYSTEM_ACCOUNTS, balancesOf, lockAccounts, openMemberAccounts, post, refundAccount, walletAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { getSetting } from '../../core/settings.ts';
import { payableIn } from '../../core/currency.ts';
import { percentOf } from '../rewards/hooks.ts';
import { heldBonus, lockMember } from '../rewards/held.ts';
import { pickText, type Reader, type Texts } from '../../http/language.ts';

type RefundState = { net: bigint; currency: string };

/**
 * The refund that the net result of game rounds since the last refund earns (never negative), in
 * what the member's currency can pay.
 */
function accrued({ net, currency }: RefundState, rates: { success: number; fail: number }): bigint {
  return payableIn(currency, net < 0n ? percentOf(-net, rates.fail) : percentOf(net, rates.success));
}

async function netOf(db: Db | Tx, memberId: bigint): Promise<RefundState> {
  const row = await db
    .selectFrom('members')
    .leftJoin('refund_state', 'refund_state.member_id', 'members.id')
    .select(['refund_state.net', 'members.currency'])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  return { net: row?.net ?? 0n, currency: row?.currency ?? 'BAHT' };
}

/** The refund's terms, in the reader's language; the rate is the server's (`{percent}`). */
const INFO: Texts = {
  th: 'คืนยอดเสีย {percent}% ของยอดเสียสุทธินับจากการรับยอดคืนครั้งล่าสุด รับไม่ได้ระหว่างที่ถือโบนัสอยู่',
  la: 'ຄືນຍອດເສຍ {percent}% ຂອງຍອດເສຍສຸດທິນັບແຕ່ການຮັບຍອດຄືນຄັ້ງຫຼ້າສຸດ ຮັບບໍ່ໄດ້ໃນຂະນະທີ່ຖືໂບ⁠ນັດຢູ່',
  en: 'Refund: {percent}% of net losses since your last refund. Not available while a bonus is held.',
};

export async function check(db: Db, memberId: bigint, reader: Reader): Promise<RefundCheck> {
  const [state, rates, held, balances] = await Promise.all([
    netOf(db, memberId),
    getSetting(db, 'refund'),
    heldBonus(db, memberId),
    balancesOf(db, [refundAccount(memberId)]),
  ]);
  const amount = accrued(state, rates);
  return {
    result: amount > 0n,
    bonus: held !== undefined,
    info: `<p>${pickText(INFO, reader, INFO.en!).replace('{percent}', String(rates.fail))}</p>`,
    refundAmount: toMajor(amount),
    refundSuccess: rates.success,
    refundFail: rates.fail,
    balance: toMajor(balances.get(refundAccount(memberId)) ?? 0n),
  };
}

/**
 * Turns the accrued refund into money on the member's refund account. The net is reset only if it
 * is still the value the amount was computed from (compare-and-set), so a round landing meanwhile
 * or a second click cannot pay twice.
 */
export async function receive(tx: Tx, memberId: bigint): Promise<MessageReply & { refundAmount: number }> {
  // The member row first, as a bonus activation takes it: neither can slip past the other's check.
  await lockMember(tx, memberId);
  if (await heldBonus(tx, memberId)) throw badRequest('REFUND_CONDITION');
  const state = await netOf(tx, memberId);
  const amount = accrued(state, await getSetting(tx, 'refund'));
  if (amount <= 0n) throw badRequest('REFUND_MINIMUM');
  const reset = await tx.updateTable('refund_state').set({ net: 0n }).where('member_id', '=', memberId).where('net', '=', state.net).returning('member_id').executeTakeFirst();
  if (!reset) throw badRequest('NO_REFUND', 'the refund changed meanwhile; check again');
  await openMemberAccounts(tx, memberId, [refundAccount(memberId)]);
  await post(tx, {
    kind: 'accrual',
    memberId,
    reference: 'refund',
    postings: [
      { account: SYSTEM_ACCOUNTS.bonus, amount: -amount },
      { account: refundAccount(memberId), amount },
    ],
  });
  await tx.insertInto('refunds').values({ member_id: memberId, amount }).execute();
  return { message: 'REFUND_SUCCESS', refundAmount: toMajor(amount) };
}

/** Moves everything on the refund account into the wallet. */
export async function addToWallet(tx: Tx, memberId: bigint): Promise<MessageReply & MoneyReply> {
  const account = refundAccount(memberId);
  const amount = (await lockAccounts(tx, [account, walletAccount(memberId)])).get(account) ?? 0n;
  if (amount <= 0n) throw badRequest('NO_REFUND');
  const posted = await post(tx, {
    kind: 'bonus',
    memberId,
    reference: 'refund',
    postings: [
      { account, amount: -amount },
      { account: walletAccount(memberId), amount },
    ],
  });
  return {
    message: 'REFUND_SUCCESS',
    ...receiptOf(posted.transactionId),
    wallet: { amount: toMajor(posted.balances.get(walletAccount(memberId)) ?? 0n) },
  };
}

export async function log(db: Db, memberId: bigint, page: PageWindow): Promise<RefundPage> {
  const [rows, total] = await Promise.all([
    db.selectFrom('refunds').select(['id', 'amount', 'created_at']).where('member_id', '=', memberId).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('refunds').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  return {
    refunds: rows.map((r) => ({ _id: String(r.id), refundAmount: toMajor(r.amount), createdAt: r.created_at.toISOString() })),
    total: countOf(total),
  };
}
