import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatApi } from '../../api/chat';
import { chatEvents, createSocketTransport, type RealtimeTransport } from '../../api/realtime';
import { getToken } from '../../lib/session';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { haptic } from '../../platform';
import { dialogs } from '../home/store';
import { receiptFollowsWallet, withdrawal } from '../withdraw/store';
import { toast } from '../notify/store';
import { decisionNotice } from './decision';
import { depositOnScreen, reloadWallet, wallet } from './store';

/**
 * Live balance: while the home is open, the member's socket room brings a `wallet` ping whenever a
 * deposit, withdrawal decision, slip decision, game round or the member's own move (from this
 * device or another) moves their money, and the home reloads the wallet without a tap. Without a
 * socket backend the refresh button is the way.
 */
// A ping that raised the main wallet is money received (a deposit paid, a slip approved): the
// haptics map's success notification (platform/types.ts).
async function reloadAndTell(): Promise<void> {
  const before = wallet.snapshot?.wallet.amount;
  await reloadWallet();
  const after = wallet.snapshot?.wallet.amount;
  if (before !== undefined && after !== undefined && after > before) haptic('success');
}

function afterPageLoad(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 0);
      }),
  );
}

const readWalletAgain = () => void reloadWallet();

export function useLiveBalance(): void {
  const memberId = useSnapshot(wallet).snapshot?.profile._id;
  // The device back online: whatever moved meanwhile (a withdrawal whose reply the cut swallowed, a
  // deposit paid) is read at once, socket or no socket.
  useOnlineAgain(true, readWalletAgain);
  const { t, i18n } = useTranslation();
  // A decision on the member's money is said, not only redrawn (api/contract.ts WalletDecision).
  const tell = useEffectEvent((push: unknown) => {
    const open = { sheet: dialogs.open, withdrawalId: withdrawal.result?.withdrawalId, showsDeposit: depositOnScreen };
    const notice = decisionNotice(push, t, i18n.language, open);
    if (notice) toast(notice.text, notice.tone);
  });
  useEffect(() => {
    if (!memberId) return undefined;
    let transport: RealtimeTransport<unknown> | null = null;
    let cancelled = false;
    void (async () => {
      // The socket is a nicety: it waits until the page has loaded and the main thread is idle,
      // so socket.io never competes with the home's first paint (issue 21.1).
      await afterPageLoad();
      if (cancelled) return;
      const config = await chatApi.config({ errors: 'silent' }).catch(() => null);
      if (cancelled || !config?.socket) return;
      transport = createSocketTransport<unknown>(chatEvents.wallet);
      // Back after the socket was down (a network cut, a server restart): pings sent meanwhile are
      // lost, so the balance is asked again rather than trusted.
      let wasDown = false;
      transport.onStatus((status) => {
        if (status === 'reconnecting') wasDown = true;
        else if (status === 'connected' && wasDown) {
          wasDown = false;
          void reloadAndTell();
        }
      });
      transport.onMessage((push) => {
        // An open withdraw receipt's "balances now" follows too (an earlier withdrawal refused, a deposit credited).
        void reloadAndTell().then(() => receiptFollowsWallet());
        tell(push);
      });
      await transport.connect(`${config.PREFIX}-${memberId}`, () => ({ token: getToken() ?? undefined }));
    })();
    return () => {
      cancelled = true;
      transport?.disconnect();
    };
  }, [memberId]);
}
