import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { WALLET } from '../../api/contract';
import { usePlatform } from '../../platform';
import { Receipt, type ReceiptBalance } from '../../ui/Receipt';
import { StatusBadge } from '../../ui/StatusBadge';
import { activeSlots, wallet } from '../wallet/store';
import { accountBalance, accountName, type TransferResult } from './store';
import { useDialogDone } from '../home/store';

export interface TransferReceiptProps {
  result: TransferResult;
  onDone: () => void;
  /** The host's main button says "Done" (Telegram). */
  doneInHost?: boolean;
  onStatement: () => void;
}

/**
 * After a transfer (issue 18.4): what moved from where to where, and both sides' balances now, so
 * the player sees the money arrived (K PLUS and TrueMoney end every transfer like this).
 */
export function TransferReceipt({ result, onDone, doneInHost, onStatement }: TransferReceiptProps) {
  useDialogDone();
  const { t } = useTranslation();
  const platform = usePlatform();
  const { snapshot, lastSync } = useSnapshot(wallet);
  // A game's balance only once the wallet has been read since the move (after a dropped network
  // the read comes when it is back); the main wallet's comes with the reply.
  const gamesCurrent = lastSync !== null && lastSync >= result.repliedAt;
  const slots = activeSlots(snapshot);
  const nameOf = (code: string) => accountName(slots, code, t);
  // The wallet's balance from the reply itself; a game's from the snapshot reloaded after the move.
  const balanceOf = (code: string): ReceiptBalance | null => {
    const amount = code === WALLET ? result.reply.wallet.amount : gamesCurrent ? accountBalance(snapshot, code) : undefined;
    return amount === undefined || code === 'ALL' ? null : { label: nameOf(code), amount };
  };
  const balances = [balanceOf(result.from), balanceOf(result.to)].filter((b): b is ReceiptBalance => b !== null);
  return (
    <Receipt
      title={t('receipt.transfer')}
      amount={result.amount}
      type="transfer"
      status={<StatusBadge tone="success" label={t('statement.status.success')} />}
      reference={result.reply.reference}
      time={result.reply.createdAt}
      lines={[
        { label: t('receipt.from'), value: nameOf(result.from) },
        { label: t('receipt.to'), value: nameOf(result.to) },
      ]}
      balances={balances}
      copy={(value) => platform.copy(value)}
      onDone={onDone}
      doneInHost={doneInHost}
      onStatement={onStatement}
    />
  );
}
