import { proxy } from 'valtio';
import { idempotentAction, outcomeUnknown } from '../../api/action';
import { refundApi, type RefundCheck, type RefundRow } from '../../api/refund';
import type { MoneyReply } from '../../api/contract';
import { emptyList, loadPage } from '../../lib/paged-list';
import { haptic } from '../../platform';
import { onSessionEnd } from '../../lib/session';
import { latestOnly } from '../../lib/latest-only';

/** Refund (rebate) of losses (spec §2 Refund, §3 Refund check, §4 Refund). */
export const refund = proxy({
  check: null as RefundCheck | null,
  checking: false,
  /** The check got no answer and none is shown: "could not check", not "no refund". */
  checkFailed: false,
  receiving: false,
  adding: false,
  /** The server's answer to the last receive (a §8 code such as REFUND_SUCCESS, or text). */
  message: null as string | null,
  /** Refunds received, 10 a page. */
  list: emptyList<RefundRow>(),
});

export function resetRefund(): void {
  Object.assign(refund, {
    check: null,
    checking: false,
    checkFailed: false,
    receiving: false,
    adding: false,
    message: null,
    list: emptyList(),
  });
}

onSessionEnd(resetRefund);

/** The check is read on open, after each move and on every wallet ping: the newest read's answer is the one shown. */
const checkTurn = latestOnly();

export async function loadRefundCheck(): Promise<void> {
  const current = checkTurn();
  refund.checking = true;
  try {
    const check = await refundApi.check({ errors: 'silent' });
    if (!current()) return;
    refund.check = check;
    refund.checkFailed = false;
  } catch {
    // Silent by spec §7, yet never shown as "no refund available" when nothing came.
    if (current()) refund.checkFailed = refund.check === null;
  } finally {
    if (current()) refund.checking = false;
  }
}

export const loadRefunds = (page = refund.list.page) =>
  loadPage(refund.list, page, (p, limit) =>
    refundApi.list(p, limit, { errors: 'silent' }).then((r) => ({ rows: r.refunds, total: r.total })),
  );

/** Receives the refund, then checks again (spec §4). */
export async function receiveRefund(): Promise<boolean> {
  if (!refund.check?.result || refund.check.bonus) return false;
  const outcome = await idempotentAction(
    refund,
    'receiving',
    async (idempotencyKey) => {
      const reply = await refundApi.receive({ idempotencyKey });
      refund.message = reply.message ?? 'REFUND_SUCCESS';
      haptic('success');
      await Promise.all([loadRefundCheck(), loadRefunds(1)]);
    },
    'refund:receive',
  );
  if (outcome.status === 'failed') haptic('error');
  // No answer: it may have been received. The check says what is so now (a tap again still gets
  // the lost try's answer, under its key), rather than offering a refund already taken.
  if (outcomeUnknown(outcome)) void Promise.all([loadRefundCheck(), loadRefunds(1)]);
  return outcome.status === 'done';
}

/** Adds the received refund to the wallet (confirmed by the member first); resolves the reply (its receipt) or null. */
export async function addRefundToWallet(): Promise<MoneyReply | null> {
  const outcome = await idempotentAction(
    refund,
    'adding',
    (idempotencyKey) => refundApi.addWallet({ idempotencyKey }),
    'refund:add',
  );
  if (outcome.status !== 'done') {
    if (outcome.status === 'failed') haptic('error');
    if (outcomeUnknown(outcome)) void loadRefundCheck();
    return null;
  }
  haptic('success');
  // The refund check reloads behind the receipt, which has what it shows from the reply.
  void loadRefundCheck();
  return outcome.value;
}
