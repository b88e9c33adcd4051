/**
 * The Laos build's kip wallet (issue 19.3): a member's currency is the one chosen at registration,
 * the server answers it, and a kip wallet takes whole kip only — a fraction is refused with a §8
 * code, never stored, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startServer, type TestServer } from './helpers.ts';

describe.each(engines)('kip wallet in the Laos build (%s)', (engine) => {
  let s: TestServer;
  let kip: string;
  let baht: string;
  beforeAll(async () => {
    s = await startServer(engine, { laos: true });
    kip = await s.api.member('02055501111', '010120001111', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    baht = await s.api.member('02055502222', '010120002222', { currency: 'BAHT', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    await s.api.deposit(kip, 5000);
    await s.api.deposit(baht, 5000);
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers the currency chosen at registration in the wallet and the profile', async () => {
    expect((await s.api.get<{ profile: { currency: string } }>('/api/wallet', kip)).body.profile.currency).toBe('LAK');
    expect((await s.api.get<{ profile: { currency: string } }>('/api/account/profile', kip)).body.profile.currency).toBe('LAK');
    expect((await s.api.get<{ profile: { currency: string } }>('/api/wallet', baht)).body.profile.currency).toBe('BAHT');
  });

  it('refuses a fraction of a kip with KEY_INVALID on every typed amount, and moves nothing', async () => {
    for (const [url, body] of [
      ['/api/wallet/withdraw', { amount: 150.5 }],
      ['/api/wallet/withdrawAll', { amount: 150.5 }],
      ['/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10.25 }],
      ['/api/qrcode/KBANK', { amount: 300.5 }],
    ] as const) {
      const reply = await s.api.post(url, body, kip, { 'idempotency-key': `kip-${url}` });
      expect(reply.status, url).toBe(400);
      expect(reply.body.message, url).toBe('KEY_INVALID');
    }
    expect((await s.api.get<{ wallet: { amount: number } }>('/api/wallet', kip)).body.wallet.amount).toBe(5000);
  });

  it('takes whole kip, and a baht wallet keeps its satang', async () => {
    const whole = await s.api.post<{ wallet: { amount: number } }>('/api/wallet/withdraw', { amount: 150 }, kip, { 'idempotency-key': 'kip-whole' });
    expect(whole.status).toBe(200);
    expect(whole.body.wallet.amount).toBe(4850);
    const satang = await s.api.post<{ wallet: { amount: number } }>('/api/wallet/withdraw', { amount: 150.5 }, baht, { 'idempotency-key': 'baht-satang' });
    expect(satang.status).toBe(200);
    expect(satang.body.wallet.amount).toBe(4849.5);
  });
});
