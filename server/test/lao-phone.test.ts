/**
 * One Lao number, one member: players write the same number with or without its trunk 0 and with
 * the country code (`020 5550 7777`, `20 5550 7777`, `+856 20 5550 7777`). Each spelling used to
 * register its own member, with its own SMS and password-guess budgets. Every door now takes the
 * number's one spelling, and members stored under another spelling before still sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startServer, freshBudgetMinute, type TestServer } from './helpers.ts';

describe.each(engines)('Lao phone numbers written several ways (%s)', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine, { laos: true });
  });
  afterAll(() => s?.close());

  const kip = (phone: string, bankAccountNo: string, password = 'secret-1') => ({
    name: 'Noy Phommachanh',
    username: phone,
    password,
    sourceCode: '',
    inviteCode: '',
    bankCode: 'BCEL',
    bankAccountName: 'NOY PHOMMACHANH',
    bankAccountNo,
    currency: 'LAK',
  });
  const memberId = async (username: string, password = 'secret-1'): Promise<string> => {
    const login = await s.api.post<{ token: string }>('/api/login', { username, password });
    expect(login.status, `${username} signs in`).toBe(200);
    return (await s.api.get<{ profile: { _id: string } }>('/api/account/profile', login.body.token)).body.profile._id;
  };

  it('registers a number once, under its national spelling, and signs in with any spelling of it', async () => {
    await s.api.member('2055507777', '010120007777', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'NOY PHOMMACHANH' });
    for (const other of ['02055507777', '8562055507777', '008562055507777']) {
      expect((await s.api.post('/api/register/check-phone', { phoneNumber: other })).body, other).toEqual({ message: 'EXISTING_USER' });
      expect((await s.api.post('/api/account', kip(other, '010120007778'))).body, other).toEqual({ message: 'EXISTING_USER' });
      expect((await s.api.post('/api/otp/send', { phoneNumber: other })).body, other).toEqual({ message: 'EXISTING_USER' });
    }
    const id = await memberId('2055507777');
    expect(await memberId('02055507777')).toBe(id);
    expect(await memberId('8562055507777')).toBe(id);
    const token = (await s.api.post<{ token: string }>('/api/login', { username: '02055507777', password: 'secret-1' })).body.token;
    expect((await s.api.get<{ profile: { username: string } }>('/api/account/profile', token)).body.profile.username).toBe('02055507777');
  });

  it('counts the SMS sent to a number under every spelling together', async () => {
    const sends: unknown[] = [];
    for (const phone of ['2055508888', '02055508888', '8562055508888', '2055508888', '02055508888', '8562055508888'])
      sends.push((await s.api.post<{ code?: string; message?: string }>('/api/otp/send', { phoneNumber: phone })).body);
    // Five codes a quarter hour per number: the sixth is refused, whichever way it is written.
    expect(sends.slice(0, 5).map((reply) => (reply as { code: string }).code)).toEqual(Array(5).fill('OTP_SENT'));
    expect(sends[5]).toEqual({ message: 'OTP_BLOCK' });
  });

  it('a number verified by SMS written one way registers written another', async () => {
    await s.api.put('/api/sandbox/settings', { registerOTP: true });
    try {
      const sent = await s.api.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: '2055506060' });
      const { otpCode } = (await s.api.get<{ otpCode: string }>('/api/sandbox/otp/2055506060')).body;
      expect((await s.api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode })).body).toEqual({ code: 'OTP_CODE_VALID' });
      expect((await s.api.post('/api/account', { ...kip('02055506060', '010120006060'), otpToken: sent.body.otpToken })).status).toBe(201);
    } finally {
      await s.api.put('/api/sandbox/settings', { registerOTP: false });
    }
  });

  it('password guesses under every spelling of a number spend one budget', async () => {
    await s.api.member('02055505555', '010120005555', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'NOY PHOMMACHANH' });
    freshBudgetMinute(s);
    const spellings = ['2055505555', '02055505555', '8562055505555'];
    const replies: string[] = [];
    for (let i = 0; i < 30; i++)
      replies.push(String((await s.api.post('/api/login', { username: spellings[i % 3], password: `guess-${i}` })).body.message));
    const cut = replies.indexOf('REQUEST_LIMIT_1MIN');
    expect(cut).toBeGreaterThan(15);
    expect(cut).toBeLessThanOrEqual(20);
  });

  it('members stored under another spelling before still sign in, and their number stays taken', async () => {
    // As registered before numbers had one spelling: stored without its 0.
    await s.api.member('02055509999', '010120009999', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'NOY PHOMMACHANH' });
    await s.ctx.db.updateTable('members').set({ username: '2055509999' }).where('username', '=', '02055509999').execute();
    const legacy = await memberId('2055509999');
    expect(await memberId('02055509999')).toBe(legacy);
    expect((await s.api.post('/api/register/check-phone', { phoneNumber: '02055509999' })).body).toEqual({ message: 'EXISTING_USER' });
    expect((await s.api.post('/api/account', kip('02055509999', '010120009990'))).body).toEqual({ message: 'EXISTING_USER' });

    // And one number that became two members that way: each signs in with its own spelling and password.
    expect((await s.api.post('/api/account', kip('02055504040', '010120004040', 'other-pass-1'))).status).toBe(201);
    await s.ctx.db.updateTable('members').set({ username: '02055509999' }).where('username', '=', '02055504040').execute();
    const twin = await memberId('02055509999', 'other-pass-1');
    expect(twin).not.toBe(legacy);
    expect(await memberId('2055509999')).toBe(legacy);
  });

  it('a password change forgets the devices of a member stored under an older spelling (they are kept under its one spelling)', async () => {
    await s.api.member('02055508888', '010120008888', { currency: 'LAK', bankCode: 'BCEL', bankAccountName: 'NOY PHOMMACHANH' });
    await s.ctx.db.updateTable('members').set({ username: '2055508888' }).where('username', '=', '02055508888').execute();
    const login = await s.api.post<{ token: string }>('/api/login', { username: '2055508888', password: 'secret-1' });
    expect(await s.ctx.db.selectFrom('login_devices').select('username').where('username', '=', '02055508888').execute()).not.toEqual([]);
    expect((await s.api.put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: 'Changed-pass-8' }, login.body.token)).status).toBe(200);
    expect(await s.ctx.db.selectFrom('login_devices').select('username').where('username', '=', '02055508888').execute()).toEqual([]);
  });
});
