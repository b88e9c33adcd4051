import { proxy } from 'valtio';
import type { GameAccount, WalletSnapshot } from '../../api/contract';
import { walletApi } from '../../api/wallet';
import { readStored, storageKeys, writeStored } from '../../lib/storage';

/**
 * The member's money as the server last reported it (spec §3 wallet snapshot). Every feature that
 * moves money calls `reloadWallet()` afterwards instead of patching balances itself.
 */
export const wallet = proxy({
  snapshot: null as WalletSnapshot | null,
  loading: false,
  refreshing: false,
  /** When the balances were last synced with the game providers (`last_sync`). */
  lastSync: readStored(storageKeys.lastSync),
});

/** Main wallet plus every active game account (spec §2 Member home, withdraw dialog). */
export function totalBalance(snapshot: Pick<WalletSnapshot, 'wallet' | 'slots'> | null): number {
  if (!snapshot) return 0;
  const games = snapshot.slots.filter((s) => s.isActive).reduce((sum, s) => sum + s.amount, 0);
  return Math.round((snapshot.wallet.amount + games) * 100) / 100;
}

export const activeSlots = (snapshot: WalletSnapshot | null): GameAccount[] => snapshot?.slots.filter((s) => s.isActive) ?? [];

/** Loads the snapshot. A failure is only logged (spec §7). */
export async function reloadWallet(): Promise<void> {
  wallet.loading = true;
  try {
    wallet.snapshot = await walletApi.snapshot({ errors: 'silent' });
  } catch (error) {
    console.warn('wallet load failed', error);
  } finally {
    wallet.loading = false;
  }
}

/** Balance refresh (spec §4): refresh all slots, update the time, reload the wallet. */
export async function refreshAll(): Promise<void> {
  if (wallet.refreshing) return;
  wallet.refreshing = true;
  try {
    await walletApi.refreshSlots();
    const now = new Date().toISOString();
    wallet.lastSync = now;
    writeStored(storageKeys.lastSync, now);
    await reloadWallet();
  } catch {
    /* the http layer already showed the toast */
  } finally {
    wallet.refreshing = false;
  }
}
