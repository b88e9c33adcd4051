import type { WalletSnapshot } from './contract';
import { apiGet } from './http';

/**
 * GET /api/wallet started at boot for a signed-in launch on the home (issue 21.1), before the home's
 * code has loaded. It lives here, not in the wallet store, so /login's first download does not
 * carry the store and the wallet API for a request only members make.
 */
let early: Promise<WalletSnapshot> | null = null;

export function prefetchWalletSnapshot(): void {
  early ??= apiGet<WalletSnapshot>('/api/wallet', { errors: 'silent' });
  early.catch(() => undefined);
}

/** The prefetched reply, once; later loads ask the server again. */
export function takePrefetchedWallet(): Promise<WalletSnapshot> | null {
  const pending = early;
  early = null;
  return pending;
}
