import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { watchWallet } from '../wallet/store';

/**
 * Runs `check` while `active` (the wallet store's watch: at once, on every live wallet push, and
 * every `everyMs` as the fallback when the socket is down), so a deposit paid while the dialog is
 * open is noticed within seconds either way (issue 18.2). A new `key` starts the watch afresh.
 */
export function useArrivalWatch(active: boolean, check: () => void, everyMs: number, key?: string): void {
  const run = useEffectEvent(check);
  useEffect(() => (active ? watchWallet(() => run(), everyMs) : undefined), [active, everyMs, key]);
}

/** The toast an arrival says ("Your deposit of 100.00 baht has arrived"). */
export function useReceivedText(): (amount: number) => string {
  const { t, i18n } = useTranslation();
  return (amount) => t('deposit.qr.receivedToast', { amount: formatAmount(amount, i18n.language) });
}

/** A person checks slips and the wallet provider redeems links: the statement is asked slowly, a live push at once. */
const CREDIT_POLL_MS = 5000;

/**
 * Watches for the decision on something sent from the open dialog (a slip by its reference, a gift
 * link by its voucher) until it is `settled` (credited, or a slip refused); `check` asks the server.
 */
export function useCreditWatch(sent: string | null, settled: boolean, check: (receivedText: (amount: number) => string) => Promise<void>): void {
  const receivedText = useReceivedText();
  useArrivalWatch(sent !== null && !settled, () => void check(receivedText), CREDIT_POLL_MS, sent ?? '');
}
