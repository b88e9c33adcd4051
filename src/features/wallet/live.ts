import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { chatApi } from '../../api/chat';
import { chatEvents, createSocketTransport, type RealtimeTransport } from '../../api/realtime';
import { getToken } from '../../lib/session';
import { haptic } from '../../platform';
import { reloadWallet, wallet } from './store';

/**
 * Live balance: while the home is open, the member's socket room brings a `wallet` ping whenever a
 * deposit, withdrawal decision, slip decision or game round moves their money, and the home
 * reloads the wallet without a tap. Without a socket backend the refresh button is the way.
 */
// A ping that raised the main wallet is money received (a deposit paid, a slip approved): the
// haptics map's success notification (platform/types.ts).
async function reloadAndTell(): Promise<void> {
  const before = wallet.snapshot?.wallet.amount;
  await reloadWallet();
  const after = wallet.snapshot?.wallet.amount;
  if (before !== undefined && after !== undefined && after > before) haptic('success');
}

export function useLiveBalance(): void {
  const memberId = useSnapshot(wallet).snapshot?.profile._id;
  useEffect(() => {
    if (!memberId) return undefined;
    let transport: RealtimeTransport<unknown> | null = null;
    let cancelled = false;
    void (async () => {
      const config = await chatApi.config({ errors: 'silent' }).catch(() => null);
      if (cancelled || !config?.socket) return;
      transport = createSocketTransport<unknown>(chatEvents.wallet);
      transport.onMessage(() => void reloadAndTell());
      await transport.connect(`${config.PREFIX}-${memberId}`, () => ({ token: getToken() ?? undefined }));
    })();
    return () => {
      cancelled = true;
      transport?.disconnect();
    };
  }, [memberId]);
}
