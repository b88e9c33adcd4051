import { useEffect, useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';
import type { GameAccount, WalletSnapshot } from '../../api/contract';
import { actionsBelongTo } from '../../api/action';
import { walletApi } from '../../api/wallet';
import { forgetPrefetched, prefetchedOr } from '../../api/home-prefetch';
import { forgetWalletCurrency, onWalletCurrency, setWalletCurrency, walletCurrency, type WalletCurrency } from '../../lib/money';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { onSessionEnd } from '../../lib/session';
import { buildConfig } from '../../config/build';

/**
 * The member's money as the server last reported it (spec §3 wallet snapshot). Every feature that
 * moves money calls `reloadWallet()` afterwards instead of patching balances itself.
 */
export const wallet = proxy({
  snapshot: null as WalletSnapshot | null,
  loading: false,
  /** The last load failed (the home then offers a retry instead of balances). */
  failed: false,
  refreshing: false,
  /** When the shown balances were last loaded or synced with the game providers (`last_sync`). */
  lastSync: readStored(storageKeys.lastSync),
});

/** What the balance helpers read; valtio's read-only snapshots fit it as well as the store. */
interface Balances<S> {
  readonly wallet: { readonly amount: number };
  readonly slots: readonly S[];
}
type SlotBalance = Pick<GameAccount, 'isActive' | 'amount'>;

/** Main wallet plus every active game account (spec §2 Member home, withdraw dialog). */
export function totalBalance(snapshot: Balances<SlotBalance> | null): number {
  if (!snapshot) return 0;
  const games = snapshot.slots.filter((s) => s.isActive).reduce((sum, s) => sum + s.amount, 0);
  return Math.round((snapshot.wallet.amount + games) * 100) / 100;
}

export const activeSlots = <S extends SlotBalance>(snapshot: Balances<S> | null): S[] =>
  snapshot?.slots.filter((s) => s.isActive) ?? [];

/** The balances on screen are as of now: the card's "last updated" line (issue 18.6: filled on first load too). */
function markSynced(): void {
  const now = new Date().toISOString();
  wallet.lastSync = now;
  writeStored(storageKeys.lastSync, now);
}

// The snapshot asked for at boot, before the home's code has loaded (issue 21.1); the home's first
// load takes it instead of asking again.
async function fetchSnapshot(): Promise<WalletSnapshot> {
  // A signed-in launch on the home started the request at boot (src/api/home-prefetch.ts).
  return prefetchedOr('/api/wallet', () => walletApi.snapshot({ errors: 'silent' }));
}

// Loads can overlap (a live push, the refresh button, a sheet's reload after a transfer); the
// network may answer them out of order. Only a reply newer than the one on screen is shown, so a
// slow older reply cannot put back an older balance, and nothing asked before a sign-out lands
// after it (the next member would see the last one's money).
let asked = 0;
let shown = 0;
const inFlight = new Set<number>();

/** Loads the snapshot. A failure is only logged (spec §7). */
export async function reloadWallet(): Promise<void> {
  const mine = ++asked;
  inFlight.add(mine);
  wallet.loading = true;
  try {
    const snapshot = await fetchSnapshot();
    if (mine <= shown) return;
    shown = mine;
    wallet.snapshot = snapshot;
    // Every amount on screen follows the member's wallet currency (issue 19.3: kip in the Laos build).
    setWalletCurrency(snapshot.profile.currency === 'LAK' ? 'LAK' : 'BAHT');
    // Moves asked from now on are this member's; another member's lost ones are not theirs to see.
    actionsBelongTo(snapshot.profile._id);
    wallet.failed = false;
    markSynced();
  } catch (error) {
    // A newer load already answered: this failure says nothing about the balances on screen.
    if (mine <= shown) return;
    wallet.failed = true;
    console.warn('wallet load failed', error);
  } finally {
    if (inFlight.delete(mine)) wallet.loading = inFlight.size > 0;
  }
}

/** Reads the wallet unless it is on screen or on its way (a screen opened straight, before the home read it). */
export function ensureWallet(): void {
  if (!wallet.snapshot && !wallet.loading) void reloadWallet();
}

/**
 * For a screen that shows amounts but not the wallet (the wheel's coupons, the bonus cards): in the
 * Laos build a member's wallet is kip or baht and only the wallet read says which, so such a screen
 * opened straight (a bookmark, a host's link, a new device) reads it too, and draws again when it
 * says the other currency than the build's usual one. Elsewhere it is always baht.
 */
export function useMemberCurrency(): WalletCurrency {
  useEffect(() => {
    if (buildConfig.laos) ensureWallet();
  }, []);
  return useSyncExternalStore(onWalletCurrency, walletCurrency);
}

/** The deposits the open deposit sheet shows (channel keys `qr:…`, `slip:…`, `truelink:…`): it says their decisions itself. */
const depositsOnScreen = new Set<string>();

/** The deposit sheet shows these; returns the cleanup for when it no longer does. */
export function showingDeposits(sources: readonly string[]): () => void {
  for (const source of sources) depositsOnScreen.add(source);
  return () => {
    for (const source of sources) depositsOnScreen.delete(source);
  };
}

export const depositOnScreen = (source: string): boolean => depositsOnScreen.has(source);

/**
 * Calls `changed` on each new wallet snapshot (a live push, a reload) until the returned stop: an
 * open sheet whose figures the same moves change (a refund, an invite bonus) reads them again.
 */
export function onWalletChange(changed: () => void): () => void {
  let seen = wallet.snapshot;
  return subscribe(wallet, () => {
    // Only a new snapshot is news; the loading and refreshing flags flip around every load.
    if (wallet.snapshot === seen) return;
    seen = wallet.snapshot;
    changed();
  });
}

/**
 * Runs `check` at once, after every reload of the snapshot and every `everyMs`; returns the stop.
 * For a sheet waiting on someone else's decision (a QR paid, a slip approved, a withdrawal paid or
 * refused): a live `wallet` push reloads the snapshot (features/wallet/live.ts), so the check runs
 * within a second of the decision; the timer is the fallback when the socket is down.
 */
export function watchWallet(check: () => void, everyMs: number): () => void {
  const unsubscribe = onWalletChange(check);
  const timer = window.setInterval(check, everyMs);
  check();
  return () => {
    unsubscribe();
    window.clearInterval(timer);
  };
}

/** Balance refresh (spec §4): refresh all slots, update the time, reload the wallet. */
export async function refreshAll(): Promise<void> {
  if (wallet.refreshing) return;
  wallet.refreshing = true;
  try {
    await walletApi.refreshSlots();
    await reloadWallet();
  } catch {
    /* the http layer already showed the toast */
  } finally {
    wallet.refreshing = false;
  }
}

/** Forgets everything (stories and logout). */
export function resetWallet(): void {
  forgetPrefetched();
  // Replies to loads asked before now are dropped when they come.
  shown = asked;
  inFlight.clear();
  wallet.snapshot = null;
  forgetWalletCurrency();
  actionsBelongTo(undefined);
  wallet.loading = false;
  wallet.failed = false;
  wallet.refreshing = false;
  wallet.lastSync = readStored(storageKeys.lastSync);
}

onSessionEnd(resetWallet);
