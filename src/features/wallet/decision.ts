import type { TFunction } from 'i18next';
import { depositSource, type WalletDecision, type WalletPush } from '../../api/contract';
import { formatAmount } from '../../lib/money';

export interface DecisionNotice {
  text: string;
  tone: 'success' | 'error';
}

/** What is open over the home: the sheet, the withdrawal on its receipt, the deposits it shows. */
export interface OpenSheet {
  sheet: string | null;
  withdrawalId?: string;
  /** Whether the open deposit sheet shows this deposit (its channel key). */
  showsDeposit?: (source: string) => boolean;
}

const depositKey = (decision: Exclude<WalletDecision, { kind: 'withdraw' }>) =>
  decision.kind === 'deposit' ? decision.source : decision.kind === 'slip' ? depositSource.slip(decision.reference) : depositSource.truelink(decision.voucher);

/**
 * The open sheet shows this decision itself: the deposit sheet the credit or refusal of a deposit
 * it shows, the withdraw sheet the decision on the withdrawal on its receipt. An earlier slip
 * approved while the sheet shows the next one, or an earlier withdrawal refused under the next
 * one's receipt, would otherwise go unsaid.
 */
const shownBy = (decision: WalletDecision, open: OpenSheet) =>
  decision.kind === 'withdraw'
    ? open.sheet === 'withdraw' && open.withdrawalId === decision.withdrawalId
    : open.sheet === 'deposit' && open.showsDeposit?.(depositKey(decision)) === true;

/**
 * What a `wallet` push says happened, as the home says it: a balance that jumped (a withdrawal
 * refused, its money back) or stayed (a slip or a gift link refused) is explained, not only redrawn. Nothing when
 * the push is no decision, or when the open sheet shows the decision itself.
 */
export function decisionNotice(push: unknown, t: TFunction, language: string, open: OpenSheet): DecisionNotice | null {
  const decision = (push as WalletPush | null)?.decision;
  if (!decision || shownBy(decision, open)) return null;
  if (decision.kind === 'slip') return { text: t('home.decision.slipRefused', { reason: t(`slipReason.${decision.reason}`) }), tone: 'error' };
  if (decision.kind === 'truelink') {
    return { text: t('home.decision.truelinkRefused', { reason: t(`truelinkReason.${decision.reason}`) }), tone: 'error' };
  }
  const amount = formatAmount(decision.amount, language);
  if (decision.kind === 'deposit') return { text: t('deposit.qr.receivedToast', { amount }), tone: 'success' };
  return decision.status === 'SUCCESS'
    ? { text: t('home.decision.withdrawPaid', { amount }), tone: 'success' }
    : { text: t('home.decision.withdrawRefused', { amount }), tone: 'error' };
}
