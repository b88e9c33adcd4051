import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { WalletSnapshot } from '../../api/contract';
import { ApiError, http } from '../../api/http';
import { forgetUnansweredActions, idempotentAction, isCarried } from '../../api/action';
import { reloadWallet, resetWallet, wallet } from './store';

/** A snapshot whose main wallet holds `amount` (only the fields the store reads). */
const snapshotOf = (amount: number, member = 'member-1'): WalletSnapshot =>
  ({ wallet: { amount }, slots: [], profile: { _id: member, currency: 'BAHT' } }) as unknown as WalletSnapshot;

/** Every GET /api/wallet waits until the test answers it, in whatever order the test picks. */
function heldServer() {
  const waiting: Array<{ answer: (amount: number, member?: string) => void; fail: () => void }> = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      waiting.push({
        answer: (amount, member) => resolve({ data: snapshotOf(amount, member), status: 200, statusText: '', headers: {}, config }),
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

describe('whose moves', () => {
  /** Signs `member` in as far as the wallet knows: their wallet read. */
  async function walletOf(member: string) {
    const waiting = heldServer();
    const load = reloadWallet();
    await settle();
    waiting[0]!.answer(100, member);
    await load;
  }

  it("a member's withdrawal with no answer is not the next member's on this phone, and is still theirs when they come back", async () => {
    onTestFinished(() => {
      forgetUnansweredActions();
      sessionStorage.clear();
    });
    await walletOf('member-a');
    const lost = () => Promise.reject(new ApiError('NETWORK', undefined, undefined, true));
    await idempotentAction({ sending: false }, 'sending', lost, 'attempt-w1:withdraw:150', true);
    forgetUnansweredActions();
    expect(isCarried('withdraw:150')).toBe(true);
    // Signed out (the session's stores forgotten), another member signs in.
    resetWallet();
    await walletOf('member-b');
    expect(isCarried('withdraw:150')).toBe(false);
    resetWallet();
    await walletOf('member-a');
    expect(isCarried('withdraw:150')).toBe(true);
  });
});
