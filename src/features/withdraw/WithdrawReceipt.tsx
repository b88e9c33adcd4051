import { useTranslation } from 'react-i18next';
import type { MemberBankAccount, WithdrawReply } from '../../api/contract';
import { usePlatform } from '../../platform';
import { Receipt } from '../../ui/Receipt';
import { StatusBadge } from '../../ui/StatusBadge';
import { destinationLines } from './destination';
import styles from './withdraw.module.css';

export interface WithdrawReceiptProps {
  result: WithdrawReply;
  /** Where the money goes (the wallet snapshot's bank account). */
  account: MemberBankAccount | null;
  onDone: () => void;
  /** The host's main button says "Done" (Telegram). */
  doneInHost?: boolean;
  onStatement: () => void;
}

/**
 * After a withdrawal is accepted (issue 18.3): held until the bank pays, so a clock and "in
 * progress", the destination again, the reference the statement shows and the wallet after.
 */
export function WithdrawReceipt({ result, account, onDone, doneInHost, onStatement }: WithdrawReceiptProps) {
  const { t, i18n } = useTranslation();
  const platform = usePlatform();
  return (
    <Receipt
      title={t('receipt.withdraw')}
      amount={result.amount}
      type="withdraw"
      tone="pending"
      status={
        <>
          <StatusBadge tone="warning" label={t('statement.status.pending')} pulse />
          <p className={styles.muted}>{t('receipt.pendingNote')}</p>
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
