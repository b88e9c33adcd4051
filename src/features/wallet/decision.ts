import type { TFunction } from 'i18next';
import type { WalletDecision, WalletPush } from '../../api/contract';
import { formatAmount } from '../../lib/money';

export interface DecisionNotice {
  text: string;
  tone: 'success' | 'error';
}

/** The sheet that shows a decision itself while open: a deposit's credit or refusal, a withdrawal's receipt. */
const sheetOf = (decision: WalletDecision) => (decision.kind === 'withdraw' ? 'withdraw' : 'deposit');

/**
 * What a `wallet` push says happened, as the home says it: a balance that jumped (a withdrawal
 * refused, its money back) or stayed (a slip refused) is explained, not only redrawn. Nothing when
 * the push is no decision, or when the sheet that shows the decision itself is open (`openSheet`).
 */
export function decisionNotice(push: unknown, t: TFunction, language: string, openSheet: string | null): DecisionNotice | null {
  const decision = (push as WalletPush | null)?.decision;
  if (!decision || sheetOf(decision) === openSheet) return null;
  if (decision.kind === 'slip') return { text: t('home.decision.slipRefused', { reason: t(`slipReason.${decision.reason}`) }), tone: 'error' };
  const amount = formatAmount(decision.amount, language);
  if (decision.kind === 'deposit') return { text: t('deposit.qr.receivedToast', { amount }), tone: 'success' };
  return decision.status === 'SUCCESS'
    ? { text: t('home.decision.withdrawPaid', { amount }), tone: 'success' }
    : { text: t('home.decision.withdrawRefused', { amount }), tone: 'error' };
}
