import type { TFunction } from 'i18next';
import type { WalletDecision, WalletPush } from '../../api/contract';
import { formatAmount } from '../../lib/money';

export interface DecisionNotice {
  text: string;
  tone: 'success' | 'error';
}

/** What is open over the home: the sheet, and the withdrawal whose receipt the withdraw sheet shows. */
export interface OpenSheet {
  sheet: string | null;
  withdrawalId?: string;
}

/**
 * The open sheet shows this decision itself: the deposit sheet its credit or refusal, the withdraw
 * sheet the decision on the withdrawal on its receipt — not one on an earlier withdrawal, which
 * would otherwise go unsaid while the receipt of the next one is open.
 */
const shownBy = (decision: WalletDecision, open: OpenSheet) =>
  decision.kind === 'withdraw' ? open.sheet === 'withdraw' && open.withdrawalId === decision.withdrawalId : open.sheet === 'deposit';

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
