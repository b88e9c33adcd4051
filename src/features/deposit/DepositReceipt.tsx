import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../../platform';
import { Receipt } from '../../ui/Receipt';
import { totalBalance, wallet } from '../wallet/store';
import type { Credit } from './store';
import { useDialogDone } from '../home/store';

export interface DepositReceiptProps {
  /** What arrived, e.g. "Received +100.00 baht" or "Deposit received". */
  title: string;
  credit: Credit;
  /** The channel it came through (already translated): QR provider, slip, True Money. */
  via: string;
  onDone: () => void;
  /** The host's main button says "Done" (Telegram). */
  doneInHost?: boolean;
}

/**
 * A deposit that arrived while the dialog was open (issue 18.2/18.4): the amount, the channel, the
 * statement's reference and time once it answers, and the total balance now.
 */
export function DepositReceipt({ title, credit, via, onDone, doneInHost }: DepositReceiptProps) {
  useDialogDone();
  const { t } = useTranslation();
  const platform = usePlatform();
  const { snapshot } = useSnapshot(wallet);
  // The total once the reloaded snapshot (with its game accounts) is in.
  const total = snapshot && Array.isArray(snapshot.slots) ? totalBalance(snapshot) : null;
  return (
    <Receipt
      title={title}
      amount={credit.amount}
      type="deposit"
      reference={credit.entry?.reference}
      time={credit.entry?.createdAt ?? credit.noticed}
      lines={[{ label: t('receipt.via'), value: via }]}
      balances={total === null ? [] : [{ label: t('ui.balanceCard.total'), amount: total }]}
      copy={(value) => platform.copy(value)}
      onDone={onDone}
      doneInHost={doneInHost}
    />
  );
}
