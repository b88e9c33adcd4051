import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePlatform, useHostButtons } from '../../platform';
import { Receipt } from '../../ui/Receipt';
import { wallet } from '../wallet/store';
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
 * statement's reference and time once it answers, and the main wallet it landed in, as the
 * withdrawal's and transfer's receipts show the accounts they moved (a total with the games in read
 * as a second "balance now" beside theirs).
 */
export function DepositReceipt({ title, credit, via, onDone, doneInHost }: DepositReceiptProps) {
  useDialogDone();
  const { t } = useTranslation();
  const platform = usePlatform();
  const { snapshot } = useSnapshot(wallet);
  // Once the reloaded snapshot is in.
  const landed = snapshot?.wallet?.amount ?? null;
  return (
    <Receipt
      title={title}
      amount={credit.amount}
      type="deposit"
      reference={credit.entry?.reference}
      time={credit.entry?.createdAt ?? credit.noticed}
      lines={[{ label: t('receipt.via'), value: via }]}
      balances={landed === null ? [] : [{ label: t('transfer.wallet'), amount: landed }]}
      copy={(value) => platform.copy(value)}
      onDone={onDone}
      doneInHost={doneInHost}
    />
  );
}

/**
 * "Done" on the host's main button (Telegram) while a slip's or link's receipt shows, as the
 * withdrawal's, the transfer's and the QR's receipts have it; resolves whether the host draws it
 * (the receipt then leaves its web button out). Called by the tab, which stays mounted around its
 * receipt: the button's state follows `onDone` (null: no receipt, no button).
 */
export function useReceiptDoneInHost(onDone: (() => void) | null): boolean {
  const { t } = useTranslation();
  return useHostButtons(onDone ? { text: t('ui.receipt.done'), onClick: onDone } : null).main;
}
