import { useEffect, useEffectEvent } from 'react';
import { useSnapshot } from 'valtio';
import { wallet } from '../wallet/store';

/**
 * Runs `check` while `active`: at once, on every live wallet push (it reloads the wallet snapshot),
 * and every `everyMs` as the fallback when the socket is down (issue 18.2: a deposit paid while the
 * dialog is open is noticed within seconds either way).
 */
export function useArrivalWatch(active: boolean, check: () => void, everyMs: number, key?: string): void {
  const balances = useSnapshot(wallet).snapshot;
  const run = useEffectEvent(check);
  useEffect(() => {
    if (!active) return;
    run();
    const timer = window.setInterval(() => run(), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs, key, balances]);
}
