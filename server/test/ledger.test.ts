import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/ledger/index.ts';
import { engines, startServer, type TestServer, TEST_RATE_LIMITS } from './helpers.ts';
import { setSetting } from '../src/core/settings.ts';

const clean = { unbalancedTransactions: [], driftedAccounts: [], negativeMemberAccounts: [], total: 0n };

describe.each(engines)('ledger on %s', (engine) => {
  let s: TestServer;
  let phone = 900_000_000;
  const nextMember = async () => {
    phone += 1;
    const token = await s.api.member(`0${phone}`, `7${phone}`);
    return token;
  };
  /** A new member with `deposit` in the wallet and `game`'s account open. */
  const fundedMember = async (game: string, deposit: number) => {
    const token = await nextMember();
    await s.api.get(`/api/wallet/activate/${game}`, token);
    await s.api.deposit(token, deposit);
    return token;
  };
  beforeAll(async () => {
    s = await startServer(engine);
    // The property run deposits at machine speed, far past a player's ten a minute.
    await setSetting(s.ctx.db, 'rateLimits', { ...TEST_RATE_LIMITS, deposit: { perMinute: 100_000, perHour: 100_000 } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('50 concurrent debits of 30 % of a balance: exactly 3 succeed', async () => {
    const token = await fundedMember('JOKER2', 1000);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'JOKER2', amount: 300 }, token)),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.body.message === 'MONEY_NOT_ENOUGH')).toBe(true);
    expect(await s.api.walletAmount(token)).toBe(100);
    expect(await checkInvariants(s.ctx.db)).toEqual(clean);
  });

  it('withdrawals racing withdraw-everything all land: none lost to a lock-order deadlock', async () => {
    const token = await fundedMember('PG', 5000);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => s.api.post(i % 4 === 0 ? '/api/wallet/withdrawAll' : '/api/wallet/withdraw', { amount: 100 }, token)),
    );
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual([]);
    expect(await s.api.walletAmount(token)).toBe(1000);
    expect(await checkInvariants(s.ctx.db)).toEqual(clean);
  });

  it('QR payments racing withdrawals and a bonus activation all land: a deposit takes the member row first, as they do', async () => {
    const refused: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const token = await fundedMember('PG', 2000);
      // Each is a coin's worth or more, so the credit also adds spin-wheel coins to the member row.
      const qrs = await Promise.all(
        ['KBANK', 'WW', 'PAYTIMZ'].map((provider) => s.api.post<{ qrcodeId: string }>(`/api/qrcode/${provider}`, { amount: 200 }, token)),
      );
      const replies = await Promise.all([
        ...qrs.map((qr) => s.api.post(`/api/sandbox/qrcode/${qr.body.qrcodeId}/pay`)),
        s.api.get('/api/bonus/activate/WELCOME100', token),
        s.api.post('/api/wallet/withdraw', { amount: 100 }, token),
        s.api.post('/api/wallet/withdraw', { amount: 100 }, token),
      ]);
      // A withdrawal after the bonus is held is refused for it; nothing else may be.
      for (const reply of replies) if (reply.status !== 200 && reply.body.message !== 'BONUS_CONDITION') refused.push(`${reply.status} ${reply.body.message}`);
    }
    expect(refused).toEqual([]);
    expect(await checkInvariants(s.ctx.db)).toEqual(clean);
  });

  it('game rounds racing withdraw-everything while spin-prize turnover is owed: refused as PRIZE_TURNOVER, not lost to a deadlock', async () => {
    const token = await fundedMember('PG', 5000);
    await s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 2000 }, token);
    const { body } = await s.api.get<{ username: string }>('/api/wallet/account/PG', token);
    const memberId = BigInt((await s.api.get<{ profile: { _id: string } }>('/api/account/profile', token)).body.profile._id);
    // As a claimed prize leaves it: 1,000.00 still to play.
    await s.ctx.db.updateTable('members').set({ prize_turnover_due: 100_000n }).where('id', '=', memberId).execute();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? s.api.post('/api/sandbox/games/PG/round', { username: body.username, delta: i % 4 === 0 ? 1 : -1 })
          : s.api.post('/api/wallet/withdrawAll', { amount: 100 }, token),
      ),
    );
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual(Array(20).fill('PRIZE_TURNOVER'));
    expect(await checkInvariants(s.ctx.db)).toEqual(clean);
  });

  it('everything into a game gathers the wallet and every other game, as the app’s question says', async () => {
    const token = await fundedMember('PG', 500);
    await s.api.get('/api/wallet/activate/JOKER2', token);
    await s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'JOKER2', amount: 120 }, token);
    await s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 30 }, token);
    const all = await s.api.post<{ wallet: { amount: number }; amount: number }>('/api/wallet/transferAll', { to: 'PG' }, token);
    expect(all.body.wallet.amount).toBe(0);
    // What was gathered, which the app says on the receipt (it cannot work it out after a reload).
    expect(all.body.amount).toBe(470);
    const { body } = await s.api.get<{ slots: Array<{ code: string; amount: number }> }>('/api/wallet', token);
    expect(body.slots.find((x) => x.code === 'PG')?.amount).toBe(500);
    expect(body.slots.find((x) => x.code === 'JOKER2')?.amount).toBe(0);
    const statement = await s.api.post<{ statements: Array<{ statementType: string; from: string; to: string; amount: number }> }>(
      '/api/statement',
      { page: 1, limit: 1 },
      token,
    );
    expect(statement.body.statements[0]).toMatchObject({ statementType: 'transfer', from: 'ALL', to: 'PG', amount: 470 });
    expect(await checkInvariants(s.ctx.db)).toEqual(clean);
  });

  it('the same Idempotency-Key twice moves money once and replies the same', async () => {
    const token = await nextMember();
    await s.api.get('/api/wallet/activate/PG', token);
    await s.api.deposit(token, 200);
    const send = () => s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 40 }, token, { 'idempotency-key': 'tap-1' });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    // Racing retries of one tap are also one movement.
    const racing = await Promise.all([1, 2, 3].map(() => s.api.post('/api/wallet/withdraw', { amount: 200 - 40 }, token, { 'idempotency-key': 'tap-2' })));
    expect(racing[0]!.status).toBe(200);
    expect(new Set(racing.map((r) => JSON.stringify(r)))).toHaveProperty('size', 1);
    expect(await s.api.walletAmount(token)).toBe(0);
    // Reusing a key for a different request is refused, not replayed.
    const reused = await s.api.post('/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 1 }, token, { 'idempotency-key': 'tap-1' });
    expect(reused.body).toMatchObject({ message: 'KEY_INVALID' });
    // The same body in another key order is the same request: replayed.
    const reordered = await s.api.post('/api/wallet/transfer', { amount: 40, to: 'PG', from: 'WALLET' }, token, { 'idempotency-key': 'tap-1' });
    expect(reordered).toEqual(first);
    // And the path spelled with escapes (the router decodes `%61`): the same route, replayed, not moved again.
    const escaped = await s.api.post('/%61pi/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 40 }, token, { 'idempotency-key': 'tap-1' });
    expect(escaped).toEqual(first);
    // The same key and body to another URL (the path's own value differs) is another request.
    const qr = await s.api.post('/api/qrcode/KBANK', { amount: 100 }, token, { 'idempotency-key': 'tap-3' });
    expect(qr.status).toBe(200);
    expect((await s.api.post('/api/qrcode/PAYTIMZ', { amount: 100 }, token, { 'idempotency-key': 'tap-3' })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect(await checkInvariants(s.ctx.db)).toEqual(clean);
  });

  it('random operations keep the model balances and the invariants', async () => {
    const members = await Promise.all([0, 1].map(() => nextMember()));
    const usernames: string[] = [];
    for (const token of members) {
      await s.api.get('/api/wallet/activate/PG', token);
      const creds = await s.api.get<{ username: string }>('/api/wallet/account/PG', token);
      usernames.push(creds.body.username);
    }
    const model = members.map(() => ({ wallet: 0, game: 0 }));
    const pending: Array<{ id: string; member: number; amount: number }> = [];
    const m = fc.integer({ min: 0, max: members.length - 1 });
    const amount = fc.integer({ min: 1, max: 400 });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), m, amount }),
      fc.record({ kind: fc.constant('toGame' as const), m, amount }),
      fc.record({ kind: fc.constant('toWallet' as const), m, amount }),
      fc.record({ kind: fc.constant('round' as const), m, amount: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0) }),
      fc.record({ kind: fc.constant('withdraw' as const), m, amount: fc.integer({ min: 100, max: 400 }) }),
      fc.record({ kind: fc.constant('decide' as const), m, amount: fc.boolean().map((b) => (b ? 1 : 0)) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          const token = members[o.m]!;
          const state = model[o.m]!;
          if (o.kind === 'deposit') {
            await s.api.deposit(token, o.amount);
            state.wallet += o.amount;
          } else if (o.kind === 'toGame' || o.kind === 'toWallet') {
            const [from, to] = o.kind === 'toGame' ? ['WALLET', 'PG'] : ['PG', 'WALLET'];
            const res = await s.api.post('/api/wallet/transfer', { from, to, amount: o.amount }, token);
            const available = o.kind === 'toGame' ? state.wallet : state.game;
            expect(res.status).toBe(available >= o.amount ? 200 : 400);
            if (res.status === 200) {
              state.wallet += o.kind === 'toGame' ? -o.amount : o.amount;
              state.game += o.kind === 'toGame' ? o.amount : -o.amount;
            }
          } else if (o.kind === 'round') {
            const res = await s.api.post('/api/sandbox/games/PG/round', { username: usernames[o.m], delta: o.amount });
            expect(res.status).toBe(state.game + o.amount >= 0 ? 200 : 400);
            if (res.status === 200) state.game += o.amount;
          } else if (o.kind === 'withdraw') {
            const res = await s.api.post<{ withdrawalId: string }>('/api/wallet/withdraw', { amount: o.amount }, token);
            expect(res.status).toBe(state.wallet >= o.amount ? 200 : 400);
            if (res.status === 200) {
              state.wallet -= o.amount;
              pending.push({ id: res.body.withdrawalId, member: o.m, amount: o.amount });
            }
          } else {
            const w = pending.shift();
            if (!w) continue;
            const approve = o.amount === 1;
            expect((await s.api.post(`/api/sandbox/withdrawals/${w.id}/${approve ? 'approve' : 'reject'}`)).status).toBe(200);
            if (!approve) model[w.member]!.wallet += w.amount;
          }
        }
        for (const [i, token] of members.entries()) {
          const snap = await s.api.get<{ wallet: { amount: number }; slots: Array<{ code: string; amount: number }> }>('/api/wallet', token);
          expect(snap.body.wallet.amount).toBe(model[i]!.wallet);
          expect(snap.body.slots.find((x) => x.code === 'PG')!.amount).toBe(model[i]!.game);
        }
        expect(await checkInvariants(s.ctx.db)).toEqual(clean);
      }),
      { numRuns: 15 },
    );
  });

  it('postings are append-only', async () => {
    await expect(s.ctx.db.deleteFrom('ledger_postings').execute()).rejects.toThrow(/append-only/);
    await expect(s.ctx.db.updateTable('ledger_transactions').set({ kind: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});
