import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInvariants } from '../src/ledger/index.ts';
import { engines, startServer, freshBudgetMinute, type TestServer } from './helpers.ts';
import { distinctSlip } from '../../tests/png.ts';

const DAY = 86_400_000;

// These calls send no Accept-Language, so server texts come in the site default, Thai (content-language.test.ts).
describe.each(engines)('invite, refund, bonus, promotion, spin wheel and statement on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const expectLedgerSound = async () =>
    expect(await checkInvariants(s.ctx.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativeMemberAccounts: [], total: 0n });

  /** A member with money on PG; returns its token and PG username. */
  async function player(phone: string, bankNo: string, deposit: number, extra: Record<string, unknown> = {}) {
    const token = await s.api.member(phone, bankNo, extra);
    if (deposit > 0) await s.api.deposit(token, deposit);
    await s.api.get('/api/wallet/activate/PG', token);
    const { body } = await s.api.get<{ username: string }>('/api/wallet/account/PG', token);
    return { token, username: body.username };
  }
  const round = (username: string, delta: number) => s.api.post('/api/sandbox/games/PG/round', { username, delta });
  /** Wins then loses `half`: turnover 2×half, balance unchanged. */
  const churn = async (username: string, half: number) => {
    expect((await round(username, half)).status).toBe(200);
    expect((await round(username, -half)).status).toBe(200);
  };

  it('bonus: received limits for limit / day / week with the clock controlled, conditions before clearing', async () => {
    const { api } = s;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-05T03:00:00Z')); // a Wednesday, 10:00 in Bangkok
    const { token, username } = await player('0861000001', '6100000001', 0);
    const list = await api.get<{ bonuses: Array<{ code: string; type: string; banners: unknown[]; isReceived: boolean; percentFail: number }> }>('/api/bonus', token);
    expect(list.body.bonuses.map((b) => [b.code, b.type])).toEqual([['WELCOME100', 'limit'], ['DAILY20', 'day'], ['WEEKLY50', 'week']]);
    expect(list.body.bonuses.every((b) => b.banners.length === 2 && !b.isReceived)).toBe(true);
    expect((await api.get('/api/bonus/check/active', token)).body).toEqual({ status: false, type: null, code: null });
    expect((await api.get('/api/bonus/activate/NOPE', token)).body).toMatchObject({ message: 'NO_DATA' });
    expect((await api.get('/api/bonus/clear', token)).status).toBe(404);

    // day: twice a day.
    const first = await api.get<{ amount: number; wallet: { amount: number } }>('/api/bonus/activate/DAILY20', token);
    expect(first.body).toMatchObject({ amount: 20, wallet: { amount: 20 }, type: 'day', isActive: true });
    expect((await api.get('/api/bonus/activate/DAILY20', token)).body).toEqual({ message: 'BONUS_ALREADY_ACTIVE' });
    expect((await api.get('/api/bonus/activate/WEEKLY50', token)).body).toEqual({ message: 'BONUS_REMAINING' });
    expect((await api.get('/api/bonus/check/active', token)).body).toEqual({ status: true, type: 'day', code: 'DAILY20' });
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CONDITION' });
    await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 20 }, token);
    await churn(username, 15); // turnover 30 of 40
    expect((await api.get('/api/bonus/check/minimum', token)).body).toEqual({ status: false, turnover: 30, requiredTurnover: 40 });
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CONDITION' });
    await churn(username, 5);
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    expect((await api.get('/api/bonus/activate/DAILY20', token)).status).toBe(200);
    await churn(username, 20);
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    expect((await api.get('/api/bonus/activate/DAILY20', token)).body).toEqual({ message: 'BONUS_MAX_CLAIMED' });
    const daily = async () => (await api.get<{ bonuses: Array<{ code: string; receivedCount: number; isReceived: boolean; userBonus: { received: unknown[] } }> }>('/api/bonus', token)).body.bonuses;
    expect((await daily()).find((b) => b.code === 'DAILY20')).toMatchObject({ receivedCount: 2, isReceived: true, userBonus: { received: [{}, {}] } });
    // 23:59 Bangkok is still today; 00:00 is a new day.
    vi.setSystemTime(new Date('2025-03-05T16:59:00Z'));
    expect((await api.get('/api/bonus/activate/DAILY20', token)).body).toEqual({ message: 'BONUS_MAX_CLAIMED' });
    vi.setSystemTime(new Date('2025-03-05T17:00:00Z'));
    expect((await daily()).find((b) => b.code === 'DAILY20')).toMatchObject({ receivedCount: 0, isReceived: false });
    expect((await api.get('/api/bonus/activate/DAILY20', token)).status).toBe(200);
    await churn(username, 20);
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });

    // week (Monday to Sunday, Bangkok time): once a week.
    expect((await api.get('/api/bonus/activate/WEEKLY50', token)).status).toBe(200);
    await churn(username, 125);
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    vi.setSystemTime(new Date('2025-03-09T16:59:00Z')); // Sunday 23:59
    expect((await api.get('/api/bonus/activate/WEEKLY50', token)).body).toEqual({ message: 'BONUS_MAX_CLAIMED' });
    vi.setSystemTime(new Date('2025-03-09T17:00:00Z')); // Monday 00:00
    expect((await api.get('/api/bonus/activate/WEEKLY50', token)).status).toBe(200);
    await churn(username, 125);
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });

    // limit: once ever.
    expect((await api.get('/api/bonus/activate/WELCOME100', token)).status).toBe(200);
    // Not paid out before its turnover, alone or swept up with the game accounts by "withdraw all".
    const walletNow = async () => (await api.get<{ wallet: { amount: number } }>('/api/wallet', token)).body.wallet.amount;
    const before = await walletNow();
    expect((await api.post('/api/wallet/withdraw', { amount: 100 }, token)).body).toEqual({ message: 'BONUS_CONDITION' });
    expect((await api.post('/api/wallet/withdrawAll', {}, token)).body).toEqual({ message: 'BONUS_CONDITION' });
    expect(await walletNow()).toBe(before);
    await churn(username, 150);
    // Turnover reached: withdrawable, before or after the bonus is cleared.
    expect((await api.post('/api/wallet/withdraw', { amount: 100 }, token)).body).toMatchObject({ status: 'PENDING', amount: 100 });
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    vi.setSystemTime(new Date(Date.now() + 20 * DAY)); // weeks later (the session lasts 30 days)
    expect((await api.get('/api/bonus/activate/WELCOME100', token)).body).toEqual({ message: 'BONUS_MAX_CLAIMED' });
    await expectLedgerSound();
  });

  it('bonus and promotion: concurrent activations give one effect; promotion codes find / activate / current', async () => {
    const { api } = s;
    const { token, username } = await player('0861000002', '6100000002', 0);
    const tries = await Promise.all(Array.from({ length: 6 }, () => api.get('/api/bonus/activate/WEEKLY50', token)));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.status !== 200).map((r) => r.body)).toEqual(Array(5).fill({ message: 'BONUS_ALREADY_ACTIVE' }));
    expect(await api.walletAmount(token)).toBe(50);

    expect((await api.get('/api/promotion/find/NOPE', token)).body).toEqual({});
    expect((await api.get('/api/promotion/find/newyear2025', token)).body).toEqual({ code: 'NEWYEAR2025', percentFail: 40, description: expect.stringContaining('โค้ดปีใหม่'), amount: 50 });
    expect((await api.get('/api/promotion/activate/NOPE', token)).body).toEqual({ message: 'NO_PROMOTION' });
    expect((await api.get('/api/promotion/activate/NEWYEAR2025', token)).body).toEqual({ message: 'BONUS_REMAINING' });
    await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 50 }, token);
    await churn(username, 125);
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    expect((await api.get('/api/promotion/current', token)).body).toEqual({ promotion: null });
    const promos = await Promise.all(Array.from({ length: 4 }, () => api.get('/api/promotion/activate/newyear2025', token)));
    expect(promos.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await api.get('/api/promotion/current', token)).body).toMatchObject({ promotion: { code: 'NEWYEAR2025' } });
    expect((await api.get('/api/bonus/check/active', token)).body).toEqual({ status: true, type: 'promotion', code: 'NEWYEAR2025' });
    expect((await api.get('/api/promotion/activate/NEWYEAR2025', token)).body).toEqual({ message: 'PROMOTION_RECEIVED' });
    // Searched again, it says so (the dialog offers no Receive that could only be refused); for another member it does not.
    expect((await api.get('/api/promotion/find/newyear2025', token)).body).toMatchObject({ code: 'NEWYEAR2025', received: true });
    const other = await api.member('0861000021', '6100000021');
    expect((await api.get('/api/promotion/find/newyear2025', other)).body).not.toHaveProperty('received');
    expect(await api.walletAmount(token)).toBe(50); // 50 of the first bonus went to PG
    await expectLedgerSound();
  });

  it('bonus: lost below its end-bonus threshold (percentFail), so the next deposit can be withdrawn', async () => {
    const { api } = s;
    const { token, username } = await player('0861000009', '6100000009', 100);
    // WELCOME100: 100.00 at 50 %, turnover 300 — lost once wallet and games together fall below 50.00.
    expect((await api.get('/api/bonus/activate/WELCOME100', token)).status).toBe(200);
    await api.post('/api/wallet/transferAll', { to: 'PG' }, token);
    expect((await round(username, -150)).status).toBe(200); // 50.00 left: not below
    expect((await api.get('/api/bonus/check/active', token)).body).toEqual({ status: true, type: 'limit', code: 'WELCOME100' });
    expect((await round(username, 20)).status).toBe(200); // a win never loses it
    expect((await round(username, -30.01)).status).toBe(200); // 39.99
    expect((await api.get('/api/bonus/check/active', token)).body).toEqual({ status: false, type: null, code: null });
    const finished = await api.post<{ statements: Array<{ statementType: string }> }>('/api/statement', { page: 1, limit: 10 }, token);
    expect(finished.body.statements[0]).toMatchObject({ statementType: 'finish_bonus' });
    await api.deposit(token, 500);
    expect((await api.post('/api/wallet/withdraw', { amount: 500 }, token)).body).toMatchObject({ status: 'PENDING', amount: 500 });

    // A threshold the operator raises over a held bonus: ending it is the member's own clear.
    expect((await api.get('/api/promotion/activate/VIP888', token)).status).toBe(200); // 88.00 held, 127.99 playable
    expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CONDITION' });
    await s.ctx.db.updateTable('promotions').set({ percent_fail: 150 }).where('code', '=', 'VIP888').execute();
    try {
      expect((await api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    } finally {
      await s.ctx.db.updateTable('promotions').set({ percent_fail: 10 }).where('code', '=', 'VIP888').execute();
    }
    await expectLedgerSound();
  });

  it('promotion codes cannot be walked: misses spend a budget per member and per address, finds do not', async () => {
    const ask = (path: string, token: string, remoteAddress: string) =>
      s.app
        .inject({ method: 'GET', url: path, remoteAddress, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'wallet-user' } })
        .then((r) => r.json<Record<string, unknown>>());
    const { token } = await player('0861000031', '6100000031', 0);
    const { token: other } = await player('0861000032', '6100000032', 0);
    freshBudgetMinute(s);
    // Finding a real code spends nothing.
    for (let i = 0; i < 12; i++) expect(await ask('/api/promotion/find/VIP888', token, '198.51.100.70')).toMatchObject({ code: 'VIP888' });
    // Ten misses a minute (find or activate), then even a real code waits.
    for (let i = 0; i < 5; i++) expect(await ask(`/api/promotion/find/VIP${i}00`, token, '198.51.100.70')).toEqual({});
    for (let i = 5; i < 10; i++) expect(await ask(`/api/promotion/activate/VIP${i}00`, token, '198.51.100.70')).toEqual({ message: 'NO_PROMOTION' });
    expect(await ask('/api/promotion/find/VIP990', token, '198.51.100.70')).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    expect(await ask('/api/promotion/find/VIP888', token, '198.51.100.71')).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    // Another member on that address is held too (members are free to make); elsewhere, not.
    expect(await ask('/api/promotion/find/VIP888', other, '198.51.100.70')).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    expect(await ask('/api/promotion/find/VIP888', other, '198.51.100.72')).toMatchObject({ code: 'VIP888' });
  });

  it('spin wheel: coins from deposits, weighted spin, coupons claimed once under concurrent clicks', async () => {
    const { api, ctx } = s;
    const token = await api.member('0861000003', '6100000003');
    const other = await api.member('0861000004', '6100000004');
    expect((await api.get('/api/spinwheel/active', token)).body).toEqual({ active: true });
    const setup0 = await api.get<{ result: { activeSpinwheel: { name: string; slices: Array<Record<string, string>> }; userCoin: number; depositPerCoin: number } }>(
      '/api/spinwheel/setup',
      token,
    );
    expect(setup0.body.result.userCoin).toBe(0);
    // How coins are earned, for the page to say (the seeded 10,000 minor units: 100.00 a coin).
    expect(setup0.body.result.depositPerCoin).toBe(100);
    expect(setup0.body.result.activeSpinwheel.slices).toHaveLength(8);
    expect(Object.keys(setup0.body.result.activeSpinwheel.slices[0]!).sort()).toEqual(['bgColor', 'code', 'htmlDescription', 'label', 'textColor']);
    expect((await api.post('/api/spinwheel/spin', {}, token)).body).toEqual({ message: 'NO_DATA', detail: 'no coins left' });

    await api.deposit(token, 350); // 3 coins (one per 100)
    expect((await api.get<{ profile: { coin: number } }>('/api/account/profile', token)).body.profile.coin).toBe(3);
    // Make the draw certain for the test: only P10 has a weight.
    await ctx.db.updateTable('spin_slices').set({ weight: 0 }).where('code', '<>', 'P10').execute();
    const spins = await Promise.all(Array.from({ length: 5 }, () => api.post<{ success: boolean; result: { code: string; remainingCoin: number; couponId: string } }>('/api/spinwheel/spin', {}, token)));
    const won = spins.filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    expect(won.map((r) => r.body.result.remainingCoin).sort()).toEqual([0, 1, 2]);
    expect(won.every((r) => r.body.result.code === 'P10')).toBe(true);
    await ctx.db.updateTable('spin_slices').set({ weight: 10 }).execute();

    const coupons = await api.get<{ coupons: Array<{ _id: string; amount: number; status: string; prize: { label: string; name: string; htmlDescription: string } }> }>('/api/spinwheel/coupon', token);
    expect(coupons.body.coupons).toHaveLength(3);
    expect(coupons.body.coupons[0]).toMatchObject({ amount: 10, status: 'CLAIMABLE', prize: { label: '10 ฿', name: 'วงล้อนำโชค' } });
    const [c1, c2, c3] = coupons.body.coupons.map((c) => c._id);
    const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => api.post('/api/spinwheel/coupon/claim', { coupon: c1 }, token, { 'idempotency-key': `claim-${i}` })));
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.status !== 200).map((r) => r.body)).toEqual(Array(5).fill({ message: 'NO_CLAIMABLE_COUPON' }));
    expect(await api.walletAmount(token)).toBe(360);
    expect((await api.post('/api/spinwheel/coupon/claim', { coupon: c2 }, other)).body).toEqual({ message: 'NO_CLAIMABLE_COUPON' });
    expect((await api.post('/api/spinwheel/coupon/claim', {}, token)).body).toEqual({ message: 'KEY_MISSING', detail: 'coupon' });
    expect((await api.post('/api/spinwheel/coupon/claim', { coupon: 'abc' }, token)).body).toMatchObject({ message: 'KEY_INVALID' });
    await ctx.db.updateTable('spin_coupons').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', BigInt(c3!)).execute();
    expect((await api.post('/api/spinwheel/coupon/claim', { coupon: c3 }, token)).body).toEqual({ message: 'COUPON_EXPIRED' });
    // A held bonus blocks claiming.
    await api.get('/api/bonus/activate/DAILY20', token);
    expect((await api.post('/api/spinwheel/coupon/claim', { coupon: c2 }, token)).body).toEqual({ message: 'BONUS_REMAINING' });
    await expectLedgerSound();
  });

  it('spin wheel: a claimed prize is withdrawable once played through, so an unplayed deposit\'s coins are no free money', async () => {
    const { api, ctx } = s;
    const { token, username } = await player('0861000013', '6100000013', 1000); // 10 coins
    await ctx.db.updateTable('spin_slices').set({ weight: 0 }).where('code', '<>', 'P10').execute();
    try {
      for (let i = 0; i < 2; i++) expect((await api.post('/api/spinwheel/spin', {}, token)).status).toBe(200);
    } finally {
      await ctx.db.updateTable('spin_slices').set({ weight: 10 }).execute();
    }
    const coupons = await api.get<{ coupons: Array<{ _id: string }> }>('/api/spinwheel/coupon', token);
    for (const coupon of coupons.body.coupons) expect((await api.post('/api/spinwheel/coupon/claim', { coupon: coupon._id }, token)).status).toBe(200);
    expect(await api.walletAmount(token)).toBe(1020);
    // Deposit, spin, claim, take it all out: refused until the 20 won are played.
    expect((await api.post('/api/wallet/withdraw', { amount: 1000 }, token)).body).toEqual({ message: 'PRIZE_TURNOVER' });
    // The wallet says what is still to play, so the withdraw sheet can say it before Confirm.
    const owed = async () => (await api.get<{ wallet: { prizeTurnoverDue?: number } }>('/api/wallet', token)).body.wallet;
    expect(await owed()).toEqual({ amount: 1020, prizeTurnoverDue: 20 });
    expect((await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 50 }, token)).status).toBe(200);
    await churn(username, 5); // 10 of the 20 played
    expect((await owed()).prizeTurnoverDue).toBe(10);
    expect((await api.post('/api/wallet/withdraw', { amount: 100 }, token)).body).toEqual({ message: 'PRIZE_TURNOVER' });
    await churn(username, 5);
    expect(await owed()).not.toHaveProperty('prizeTurnoverDue');
    expect((await api.post('/api/wallet/withdraw', { amount: 100 }, token)).status).toBe(200);
    await expectLedgerSound();
  });

  it('spin wheel: deposits near the coin ceiling are credited, and the coins stop at it', async () => {
    const { api, ctx } = s;
    const token = await api.member('0861000014', '6100000014');
    const { body: me } = await api.get<{ profile: { _id: string } }>('/api/account/profile', token);
    const memberId = BigInt(me.profile._id);
    const ceiling = 2_147_483_647; // members.coin is an int
    await ctx.db.updateTable('members').set({ coin: ceiling - 7 }).where('id', '=', memberId).execute();
    await api.deposit(token, 1000); // 10 coins: 3 past the ceiling
    await api.deposit(token, 500); // at the ceiling already
    expect((await api.get<{ profile: { coin: number } }>('/api/account/profile', token)).body.profile.coin).toBe(ceiling);
    expect(await api.walletAmount(token)).toBe(1500);
    const deposits = await ctx.db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', 'deposit').execute();
    expect(deposits).toHaveLength(2);
    await expectLedgerSound();
  });

  it('invite and refund: inviter accrues from the invitee\'s play; refund from net losses, refused while a bonus is held', async () => {
    const { api } = s;
    const inviter = await player('0861000005', '6100000005', 0);
    const { body: me } = await api.get<{ profile: { _id: string } }>('/api/account/profile', inviter.token);
    const friend = await player('0861000006', '6100000006', 300, { inviteCode: `PR${me.profile._id}`, name: 'Friend One' });
    await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 200 }, friend.token);
    await round(friend.username, -100); // inviter +1% = 1.00; refund net -100
    await round(friend.username, 20); // inviter +5% = 1.00; refund net -80
    const invites = await api.post<{ invites: Array<{ from: { name: string }; amount: number }>; total: number }>('/api/invite', { page: 1, limit: 10 }, inviter.token);
    expect(invites.body).toMatchObject({ total: 1, invites: [{ from: { name: 'Friend One' }, amount: 2 }] });
    expect((await api.post('/api/invite', { page: 0 }, inviter.token)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.get('/api/invite/bonus', inviter.token)).body).toEqual({ amount: 2, success: 5, fail: 1 });
    expect((await api.get<{ banners: unknown[] }>('/api/invite/banners', inviter.token)).body.banners).toHaveLength(2);
    expect((await api.post('/api/wallet/add', { amount: 3 }, inviter.token)).body).toEqual({ message: 'NO_INVITE_BONUS' });
    expect((await api.post<{ wallet: { amount: number } }>('/api/wallet/add', { amount: 2 }, inviter.token)).body.wallet.amount).toBe(2);
    expect((await api.post('/api/invite', {}, friend.token)).body).toEqual({ total: 0, invites: [] });

    const check = await api.get('/api/refund/check', friend.token);
    expect(check.body).toMatchObject({ result: true, bonus: false, refundAmount: 4, refundFail: 5, balance: 0 });
    expect((await api.get<{ banners: unknown[] }>('/api/refund/banners', friend.token)).body.banners).toHaveLength(1);
    const receives = await Promise.all(Array.from({ length: 4 }, () => api.get('/api/refund/receive', friend.token)));
    expect(receives.filter((r) => r.status === 200).map((r) => r.body)).toEqual([{ message: 'REFUND_SUCCESS', refundAmount: 4 }]);
    expect((await api.get('/api/refund/receive', friend.token)).body).toEqual({ message: 'REFUND_MINIMUM' });
    expect((await api.get('/api/refund/check', friend.token)).body).toMatchObject({ result: false, refundAmount: 0, balance: 4 });
    const added = await api.get<{ message: string; wallet: { amount: number } }>('/api/refund/addWallet', friend.token);
    expect(added.body).toMatchObject({ message: 'REFUND_SUCCESS', wallet: { amount: 104 } });
    expect((await api.get('/api/refund/addWallet', friend.token)).body).toEqual({ message: 'NO_REFUND' });
    expect((await api.post('/api/refund', { page: 1, limit: 10 }, friend.token)).body).toMatchObject({ total: 1, refunds: [{ refundAmount: 4 }] });
    await round(friend.username, -40);
    await api.get('/api/bonus/activate/DAILY20', friend.token);
    expect((await api.get('/api/refund/check', friend.token)).body).toMatchObject({ result: true, bonus: true, refundAmount: 2 });
    expect((await api.get('/api/refund/receive', friend.token)).body).toEqual({ message: 'REFUND_CONDITION' });
    await expectLedgerSound();
  });

  it('statement and slips: every wallet activity with status, paginated with total; slip images for their owner only', async () => {
    const { api, app } = s;
    const { token } = await player('0861000007', '6100000007', 500);
    const other = await api.member('0861000008', '6100000008');
    await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 100 }, token);
    const w = await api.post<{ withdrawalId: string }>('/api/wallet/withdraw', { amount: 150 }, token);
    await api.get('/api/bonus/activate/DAILY20', token);
    const page1 = await api.post<{ total: number; statements: Array<Record<string, unknown>> }>('/api/statement', { page: 1, limit: 10 }, token);
    expect(page1.body.total).toBe(4);
    expect(page1.body.statements.map((e) => [e.statementType, e.status, e.from, e.to, e.amount])).toEqual([
      ['bonus', 'SUCCESS', 'BONUS', 'WALLET', 20],
      ['withdraw', 'PENDING', 'WALLET', 'BANK', 150],
      ['transfer', 'SUCCESS', 'WALLET', 'PG', 100],
      ['deposit', 'SUCCESS', 'QR', 'WALLET', 500],
    ]);
    expect(page1.body.statements[0]).toMatchObject({ bonus: { description: expect.stringContaining('โบนัสรายวัน') } });
    await api.post(`/api/sandbox/withdrawals/${w.body.withdrawalId}/reject`);
    const page2 = await api.post<{ total: number; statements: Array<Record<string, unknown>> }>('/api/statement', { page: 2, limit: 3 }, token);
    expect(page2.body).toMatchObject({ total: 4, statements: [{ statementType: 'deposit' }] });
    expect((await api.post<{ statements: Array<Record<string, unknown>> }>('/api/statement', { limit: 2 }, token)).body.statements[1]).toMatchObject({ statementType: 'withdraw', status: 'FAILED' });
    expect((await api.post('/api/statement', {}, other)).body).toEqual({ total: 0, statements: [] });

    // Slips: upload two, reject one.
    const boundary = '----rw';
    const payload = (picture: Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`), picture, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const upload = async (picture: Buffer) => (await app.inject({ method: 'POST', url: '/api/wallet/slip', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, 'x-requested-with': 'wallet-user' }, payload: payload(picture) })).json() as { reference: string };
    const a = await upload(distinctSlip());
    const bPicture = distinctSlip();
    const b = await upload(bPicture);
    await api.post(`/api/sandbox/slips/${a.reference}/reject`, { note: 'EXPIRED_SLIP' });
    const slips = await api.post<{ total: number; slips: Array<{ reference: string; status: string; note: string | null; link: string; amount: number }> }>('/api/statement/slip', { page: 1, limit: 10 }, token);
    expect(slips.body.total).toBe(2);
    expect(slips.body.slips.find((x) => x.reference === a.reference)).toMatchObject({ status: 'FAILED', note: 'EXPIRED_SLIP', amount: 0 });
    expect(slips.body.slips.find((x) => x.reference === b.reference)).toMatchObject({ status: 'PENDING', note: null });
    const image = await app.inject({ method: 'GET', url: slips.body.slips[0]!.link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // A slip opens in a window of its own: were it ever taken for a page, a sandboxed one.
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const ref = await api.get<{ url: string }>(`/api/statement/slip/reference/${b.reference}`, token);
    expect((await app.inject({ method: 'GET', url: ref.body.url })).rawPayload.equals(bPicture)).toBe(true);
    expect((await api.get(`/api/statement/slip/reference/${b.reference}`, other)).body).toEqual({ message: 'NO_DATA' });
    expect((await app.inject({ method: 'GET', url: ref.body.url.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/banners/bonus-daily20.svg' })).headers['content-type']).toContain('image/svg+xml');
    await expectLedgerSound();
  });
});
