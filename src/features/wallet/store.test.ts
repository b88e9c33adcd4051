import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { WalletSnapshot } from '../../api/contract';
import { http } from '../../api/http';
import { reloadWallet, resetWallet, wallet } from './store';

/** A snapshot whose main wallet holds `amount` (only the fields the store reads). */
const snapshotOf = (amount: number): WalletSnapshot =>
  ({ wallet: { amount }, slots: [], profile: { _id: 'member-1', currency: 'BAHT' } }) as unknown as WalletSnapshot;

/** Every GET /api/wallet waits until the test answers it, in whatever order the test picks. */
function heldServer() {
  const waiting: Array<{ answer: (amount: number) => void; fail: () => void }> = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      waiting.push({
        answer: (amount) => resolve({ data: snapshotOf(amount), status: 200, statusText: '', headers: {}, config }),
        // A server error, not a lost connection: GETs are retried after a transport failure.
        fail: () => {
          const response = { data: { message: 'INTERNAL_SERVER_ERROR' }, status: 500, statusText: '', headers: {}, config };
          reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
        },
      });
    });
  http.defaults.adapter = adapter;
  onTestFinished(() => {
    http.defaults.adapter = original;
  });
  return waiting;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two loads in flight, the older asked first; each waits for the test to answer its request. */
async function twoLoads() {
  const waiting = heldServer();
  const older = reloadWallet();
  const newer = reloadWallet();
  await settle();
  return { older: { done: older, server: waiting[0]! }, newer: { done: newer, server: waiting[1]! } };
}

afterEach(() => resetWallet());

describe('reloadWallet', () => {
  it('keeps the newer balance when an older load answers last', async () => {
    const { older, newer } = await twoLoads();
    newer.server.answer(250);
    await newer.done;
    expect(wallet.snapshot?.wallet.amount).toBe(250);
    expect(wallet.loading).toBe(true);
    older.server.answer(100);
    await older.done;
    expect(wallet.snapshot?.wallet.amount).toBe(250);
    expect(wallet.loading).toBe(false);
  });

  it('shows an older answer until the newer one comes', async () => {
    const { older, newer } = await twoLoads();
    older.server.answer(100);
    await older.done;
    expect(wallet.snapshot?.wallet.amount).toBe(100);
    newer.server.answer(250);
    await newer.done;
    expect(wallet.snapshot?.wallet.amount).toBe(250);
  });

  it('does not call the balances failed when an older load fails after a newer one answered', async () => {
    const { older, newer } = await twoLoads();
    newer.server.answer(250);
    await newer.done;
    older.server.fail();
    await older.done;
    expect(wallet.failed).toBe(false);
    expect(wallet.snapshot?.wallet.amount).toBe(250);
  });

  it('drops a load asked before sign-out that answers after it', async () => {
    const waiting = heldServer();
    const before = reloadWallet();
    await settle();
    resetWallet();
    waiting[0]!.answer(900);
    await before;
    expect(wallet.snapshot).toBeNull();
    expect(wallet.loading).toBe(false);
  });
});
