/**
 * The Laos build's kip wallet (issue 19.3): a member's currency is the one chosen at registration,
 * the server answers it, and a kip wallet takes whole kip only — a fraction is refused with a §8
 * code, never stored, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startServer, type TestServer } from './helpers.ts';
import { checkInvariants } from '../src/ledger/index.ts';
import { encryptTruelink } from '../src/modules/deposit/service.ts';
import { createServer } from '../src/main.ts';
import { distinctSlip } from '../../tests/png.ts';

describe.each(engines)('kip wallet in the Laos build (%s)', (engine) => {
  let s: TestServer;
  let kip: string;
  let baht: string;
  beforeAll(async () => {
    s = await startServer(engine, { laos: true });
    kip = await s.api.member('02055501111', '010120001111', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    baht = await s.api.member('02055502222', '010120002222', { currency: 'BAHT', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    await s.api.deposit(kip, 500_000);
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
    expect((await s.api.get<{ wallet: { amount: number } }>('/api/wallet', kip)).body.wallet.amount).toBe(500_000);
  });

  it('an operator approving a kip slip for a fraction is refused, the slip still waiting: no fraction for "withdraw all" to pay out', async () => {
    const member = await s.api.member('02055509191', '010120009191', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    const slip = await s.api.upload<{ reference: string }>('/api/wallet/slip', 'slip.png', distinctSlip(), { token: member });
    const approve = (amount: number) => s.api.post(`/api/sandbox/slips/${slip.body.reference}/approve`, { amount });
    expect((await approve(1000.5)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect(await s.api.walletAmount(member)).toBe(0);
    expect((await approve(1000)).status).toBe(200);
    expect(await s.api.walletAmount(member)).toBe(1000);
  });

  it('takes whole kip, and a baht wallet keeps its satang', async () => {
    const whole = await s.api.post<{ wallet: { amount: number } }>('/api/wallet/withdraw', { amount: 60_000 }, kip, { 'idempotency-key': 'kip-whole' });
    expect(whole.status).toBe(200);
    expect(whole.body.wallet.amount).toBe(440_000);
    const satang = await s.api.post<{ wallet: { amount: number } }>('/api/wallet/withdraw', { amount: 150.5 }, baht, { 'idempotency-key': 'baht-satang' });
    expect(satang.status).toBe(200);
    expect(satang.body.wallet.amount).toBe(4849.5);
  });

  it('withdraws within kip\'s own limits, and says them to the kip member (baht\'s to a baht member and a guest)', async () => {
    const limits = (token?: string) => s.api.get<{ withdrawMin: number; withdrawMax: number }>('/api/lookup/withdraw', token);
    expect((await limits(kip)).body).toEqual({ withdrawMin: 50_000, withdrawMax: 30_000_000 });
    expect((await limits(baht)).body).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    expect((await limits()).body).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    expect((await limits('not-a-session')).body).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    // 60,000 kip is more than baht's maximum read as kip, and well inside kip's; 40,000 kip is below its minimum.
    expect((await s.api.post('/api/wallet/withdraw', { amount: 40_000 }, kip)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await s.api.post('/api/wallet/withdraw', { amount: 60_000 }, kip)).status).toBe(200);
    expect((await s.api.post('/api/wallet/withdraw', { amount: 60_000 }, baht)).body).toMatchObject({ message: 'KEY_INVALID' });
  });

  /** A member with `deposit` on PG, invited by `inviter`; returns its token and PG username. */
  it('offers a kip wallet no True Wallet and refuses its envelopes (they hold baht, credited as as many kip)', async () => {
    type Lookup = { wallets: unknown[] };
    expect((await s.api.get<Lookup>('/api/lookup/deposit', kip)).body.wallets).toEqual([]);
    expect((await s.api.get<Lookup>('/api/lookup/deposit', baht)).body.wallets.length).toBeGreaterThan(0);
    expect((await s.api.get<Lookup>('/api/lookup/deposit')).body.wallets.length).toBeGreaterThan(0);
    const envelope = (v: string) => encryptTruelink(s.config.trueWalletKey, `https://gift.truemoney.com/campaign/?v=${v}`);
    expect((await s.api.post('/api/wallet/truelink', { link: envelope('laokip00000001') }, kip)).body).toMatchObject({ message: 'TRUELINK_INVALID' });
    expect((await s.api.post('/api/wallet/truelink', { link: envelope('laobaht0000001') }, baht)).body).toEqual({ voucher: 'laobaht0000001', status: 'PENDING' });
  });

  it('offers each wallet the accounts and QR providers of its own currency, and refuses a kip wallet a baht QR', async () => {
    type Lookup = { banks: Array<{ bankCode: string; currency: string }> };
    const offered = async (token?: string) => (await s.api.get<Lookup>('/api/lookup/deposit', token)).body.banks;
    // A kip wallet: the Lao account only — a Thai account or a PromptPay QR is paid in baht.
    expect(await offered(kip)).toEqual([expect.objectContaining({ bankCode: 'BCEL', currency: 'LAK' })]);
    // The largest QR each currency's form says on its field, the figure QR creation refuses beyond.
    type Maximum = { qrMaximum: number };
    expect((await s.api.get<Maximum>('/api/lookup/deposit', kip)).body.qrMaximum).toBe(1_000_000_000);
    expect((await s.api.get<Maximum>('/api/lookup/deposit', baht)).body.qrMaximum).toBe(2_000_000);
    expect((await s.api.post('/api/qrcode/KBANK', { amount: 2_000_001 }, baht)).body).toMatchObject({ message: 'QR_FAIL' });
    const bahts = await offered(baht);
    expect(bahts.map((b) => b.bankCode)).toEqual(expect.arrayContaining(['KBANK', 'SCB', 'WW', 'PAYTIMZ']));
    expect(bahts.every((b) => b.currency === 'BAHT')).toBe(true);
    for (const provider of ['KBANK', 'WW', 'PAYTIMZ']) {
      const made = await s.api.post(`/api/qrcode/${provider}`, { amount: 150_000 }, kip);
      expect(made.body, provider).toMatchObject({ message: 'QR_FAIL' });
      expect((await s.api.get(`/api/qrcode/${provider}`, kip)).body, provider).toEqual({ hasQrcode: false });
    }
    expect((await s.api.post('/api/qrcode/KBANK', { amount: 150 }, baht)).status).toBe(200);
  });

  it('labels the wheel\'s prizes with no currency: a coupon pays in the member\'s own (a "10 ฿" slice paid 10 kip)', async () => {
    const setup = await s.api.get<{ result: { activeSpinwheel: { slices: Array<{ code: string; label: string }> } } }>('/api/spinwheel/setup', kip);
    const labels = setup.body.result.activeSpinwheel.slices.filter((slice) => slice.code !== 'NONE').map((slice) => slice.label);
    expect(labels).toEqual(['5', '10', '20', '50', '100', '300', '1000']);
  });

  it("pays a promotion and a wheel prize an operator priced with satang in whole kip, rounded down (a baht wallet keeps the satang)", async () => {
    await s.ctx.db.insertInto('promotions').values({ code: 'HALFKIP', amount: 1050n, percent_fail: 0, turnover_multiplier: 1, description: 'Half' }).execute();
    const kipMember = await s.api.member('02055506161', '010120006161', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    const bahtMember = await s.api.member('02055506262', '010120006262', { currency: 'BAHT', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    expect((await s.api.get('/api/promotion/activate/HALFKIP', kipMember)).body).toMatchObject({ amount: 10, requiredTurnover: 10, wallet: { amount: 10 } });
    expect((await s.api.get('/api/promotion/activate/HALFKIP', bahtMember)).body).toMatchObject({ amount: 10.5, wallet: { amount: 10.5 } });

    // Every slice of the wheel worth 7.75 for one spin each; the seeded slices come back after.
    const slices = await s.ctx.db.selectFrom('spin_slices').select(['wheel_id', 'code', 'amount', 'weight']).execute();
    await s.ctx.db.updateTable('spin_slices').set({ amount: 775n, weight: 1 }).execute();
    try {
      const ids = await Promise.all([kipMember, bahtMember].map(async (token) => BigInt((await s.api.get<{ profile: { _id: string } }>('/api/account/profile', token)).body.profile._id)));
      await s.ctx.db.updateTable('members').set({ coin: 1 }).where('id', 'in', ids).execute();
      for (const [token, amount] of [[kipMember, 7], [bahtMember, 7.75]] as const) {
        expect((await s.api.post('/api/spinwheel/spin', {}, token)).status).toBe(200);
        const { body } = await s.api.get<{ coupons: Array<{ amount: number }> }>('/api/spinwheel/coupon', token);
        expect(body.coupons.map((coupon) => coupon.amount)).toEqual([amount]);
      }
    } finally {
      for (const slice of slices) {
        await s.ctx.db.updateTable('spin_slices').set({ amount: slice.amount, weight: slice.weight }).where('wheel_id', '=', slice.wheel_id).where('code', '=', slice.code).execute();
      }
    }
  });

  async function invitee(phone: string, bankNo: string, inviter: string, currency: string, onGame: number) {
    const { body: me } = await s.api.get<{ profile: { _id: string } }>('/api/account/profile', inviter);
    const token = await s.api.member(phone, bankNo, { currency, bankCode: 'BCEL', bankAccountName: 'SOMSAK', inviteCode: `PR${me.profile._id}` });
    await s.api.deposit(token, onGame);
    await s.api.get('/api/wallet/activate/PG', token);
    await s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: onGame }, token);
    const { body } = await s.api.get<{ username: string }>('/api/wallet/account/PG', token);
    return { token, username: body.username };
  }
  const round = (username: string, delta: number) => s.api.post('/api/sandbox/games/PG/round', { username, delta });

  it('pays invite bonus and refund in whole kip, and no invite bonus across currencies (kip never turns into baht)', async () => {
    // A kip invitee of a kip inviter loses 333 kip: 1 % is 3.33 kip, paid as 3; the refund's 5 % (16.65) as 16.
    const kipFriend = await invitee('02055503333', '010120003333', kip, 'LAK', 1000);
    expect((await round(kipFriend.username, -333)).status).toBe(200);
    expect((await s.api.get('/api/invite/bonus', kip)).body).toMatchObject({ amount: 3 });
    expect((await s.api.get('/api/refund/check', kipFriend.token)).body).toMatchObject({ result: true, refundAmount: 16 });
    expect((await s.api.get('/api/refund/receive', kipFriend.token)).body).toEqual({ message: 'REFUND_SUCCESS', refundAmount: 16 });
    // Moving the invite bonus takes whole kip, as every typed kip amount does.
    expect((await s.api.post('/api/wallet/add', { amount: 2.5 }, kip)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await s.api.post<{ wallet: { amount: number } }>('/api/wallet/add', { amount: 3 }, kip)).status).toBe(200);

    // A kip invitee of a baht inviter: a million kip lost pays the baht inviter nothing (not 10,000 baht).
    const before = (await s.api.get<{ amount: number }>('/api/invite/bonus', baht)).body.amount;
    const crossFriend = await invitee('02055504444', '010120004444', baht, 'LAK', 1_000_000);
    expect((await round(crossFriend.username, -1_000_000)).status).toBe(200);
    expect((await s.api.get('/api/invite/bonus', baht)).body).toMatchObject({ amount: before });
    expect(await checkInvariants(s.ctx.db)).toMatchObject({ unbalancedTransactions: [], driftedAccounts: [], negativeMemberAccounts: [] });
  });

  it('a game pays a kip wallet whole kip', async () => {
    const player = await invitee('02055505555', '010120005555', kip, 'LAK', 10_000);
    expect((await round(player.username, 0.37)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await round(player.username, 5)).body).toEqual({ amount: 10_005 });
  });

  // One PostgreSQL database opened twice (PGlite's directory is one process's).
  it.runIf(engine === 'postgres')('a Thai build refuses to start on a database holding kip wallets', async () => {
    // Started on it, a Thai build took kip fractions and offered Thai banks.
    await expect(createServer({ ...s.config, laos: false })).rejects.toThrow(/kip wallets.*LAOS=1/);
    expect((await s.api.get('/api/wallet', kip)).status).toBe(200);
  });
});

describe.each(engines)("each build's members bank in its own country (%s)", (engine) => {
  let lao: TestServer;
  let thai: TestServer;
  beforeAll(async () => {
    [lao, thai] = await Promise.all([startServer(engine, { laos: true }), startServer(engine)]);
  });
  afterAll(async () => {
    await Promise.all([lao?.close(), thai?.close()]);
  });
  const registration = (phone: string, bankCode: string, bankAccountNo: string, currency: string) => ({
    name: 'Test Member',
    username: phone,
    password: 'secret-1',
    bankCode,
    bankAccountName: 'SOMSAK',
    bankAccountNo,
    currency,
  });

  it("refuses another country's bank at registration and at a profile change (a kip payout to a Thai account), keeping a member's own", async () => {
    for (const currency of ['LAK', 'BAHT']) {
      const refused = await lao.api.post('/api/account', registration('02055503333', 'KBANK', '1112223335', currency));
      expect(refused.body, currency).toMatchObject({ message: 'INVALID_BANK' });
    }
    expect((await lao.api.post('/api/account/validate', registration('02055503333', 'KBANK', '1112223335', 'LAK'))).body).toMatchObject({ message: 'INVALID_BANK' });
    expect((await thai.api.post('/api/account', registration('0861113333', 'BCEL', '010120003333', 'BAHT'))).body).toMatchObject({ message: 'INVALID_BANK' });

    const kip = await lao.api.member('02055503333', '010120003333', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'SOMSAK' });
    const change = (bankCode: string, bankAccountNo: string) =>
      lao.api.put('/api/account/profile', { name: 'Test Member', bankCode, bankAccountName: 'SOMSAK', bankAccountNo, password: 'secret-1' }, kip);
    expect((await change('KBANK', '1112223336')).body).toMatchObject({ message: 'INVALID_BANK' });
    expect((await change('LDB', '020120003333')).status).toBe(200);
    // A member whose bank is another country's from before keeps it through a profile change.
    await lao.ctx.db.updateTable('members').set({ bank_code: 'KBANK' }).where('username', '=', '02055503333').execute();
    expect((await change('KBANK', '1112223337')).status).toBe(200);
  });
});

describe.each(engines)('no kip wallet outside the Laos build (%s)', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses a registration asking for kip (it would take fractions and kip\'s withdrawal limits), and registers no one', async () => {
    const asked = await s.api.post('/api/account', {
      name: 'Test Member',
      username: '0861112222',
      password: 'secret-1',
      bankCode: 'KBANK',
      bankAccountName: 'สมชาย ใจดี',
      bankAccountNo: '1112223334',
      currency: 'LAK',
    });
    expect(asked).toMatchObject({ status: 400, body: { message: 'KEY_INVALID' } });
    expect((await s.api.post('/api/login', { username: '0861112222', password: 'secret-1' })).status).not.toBe(200);
    // Baht, said or not, is the Thai build's wallet.
    const token = await s.api.member('0861112222', '1112223334');
    expect((await s.api.get<{ profile: { currency: string } }>('/api/wallet', token)).body.profile.currency).toBe('BAHT');
  });
});
