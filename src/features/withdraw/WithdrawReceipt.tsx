import { useTranslation } from 'react-i18next';
import type { MemberBankAccount, WithdrawReply } from '../../api/contract';
import { usePlatform } from '../../platform';
import { Receipt } from '../../ui/Receipt';
import { outcomeOf, outcomeTone, StatusBadge } from '../../ui/StatusBadge';
import { destinationLines } from './destination';
import styles from './withdraw.module.css';
import { useDialogDone } from '../home/store';

export interface WithdrawReceiptProps {
  result: WithdrawReply;
  /** Where the money goes (the wallet snapshot's bank account). */
  account: MemberBankAccount | null;
  onDone: () => void;
  /** The host's main button says "Done" (Telegram). */
  doneInHost?: boolean;
  onStatement: () => void;
}

/** The line under the badge: when the bank pays while held, where the money is once refused. */
const notes = { pending: 'receipt.pendingNote', failed: 'receipt.withdrawRefused' } as const;
/** The title follows the decision: "requested" would read as still on its way under a red cross. */
const titles = { pending: 'receipt.withdraw', success: 'receipt.withdrawPaid', failed: 'receipt.withdrawNotPaid' } as const;

/**
 * After a withdrawal is accepted (issue 18.3): held until the bank pays, so a clock and "in
 * progress", the destination again, the reference the statement shows and the wallet after. The
 * open receipt follows the decision (`result.status`): a tick once paid, a cross once refused.
 */
export function WithdrawReceipt({ result, account, onDone, doneInHost, onStatement }: WithdrawReceiptProps) {
  useDialogDone();
  const { t, i18n } = useTranslation();
  const platform = usePlatform();
  const outcome = outcomeOf(result.status);
  const note = outcome === 'success' ? null : notes[outcome];
  return (
    <Receipt
      title={t(titles[outcome])}
      amount={result.amount}
      type="withdraw"
      tone={outcome}
      status={
        <>
          <StatusBadge tone={outcomeTone[outcome]} label={t(`statement.status.${outcome}`)} pulse={outcome === 'pending'} />
          {note && <p className={styles.muted}>{t(note)}</p>}
        </>
      }
      reference={result.reference}
      time={result.createdAt}
      lines={account ? destinationLines(account, t, i18n.language) : []}
      balances={[{ label: t('transfer.wallet'), amount: result.wallet.amount }]}
      copy={(value) => platform.copy(value)}
      onDone={onDone}
      doneInHost={doneInHost}
      onStatement={onStatement}
    />
  );
}
