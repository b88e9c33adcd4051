import { useEffect, useEffectEvent } from 'react';
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

/** A person checks slips and the wallet provider redeems links: the statement is asked slowly, a live push at once. */
const CREDIT_POLL_MS = 5000;

/**
 * Watches for the decision on something sent from the open dialog (a slip by its reference, a gift
 * link by its voucher) until it is `settled` (credited, or a slip refused); `check` asks the server.
 */
export function useCreditWatch(sent: string | null, settled: boolean, check: () => Promise<void>): void {
  useArrivalWatch(sent !== null && !settled, () => void check(), CREDIT_POLL_MS, sent ?? '');
}
