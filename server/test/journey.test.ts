import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInvariants } from '../src/ledger/index.ts';
import { engines, startServer, type TestServer, ONE_PIXEL_PNG } from './helpers.ts';

// A 1x1 ONE_PIXEL_PNG: enough for the magic-byte check.

function multipart(name: string, filename: string, content: Buffer) {
  const boundary = '----mwtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(engines)('member journey through the HTTP API on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => {
    await s?.close();
  });

  const registration = (username: string, bankAccountNo: string) => ({
    name: 'Somchai', username, password: 'pass-word-1', sourceCode: 'FACEBOOK', inviteCode: '',
    bankCode: 'SCB', bankAccountName: 'สมชาย  ใจดี', bankAccountNo, currency: 'BAHT',
  });

  it('registers with OTP off, rejects duplicates, and logs in', async () => {
    const { api } = s;
    expect((await api.get('/api/lookup/registerOTP')).body).toEqual({ registerOTP: false });
    const step3 = await api.post('/api/account/validate', { name: 'Somchai', username: '0811111111', password: 'pass-word-1' });
    expect(step3).toEqual({ status: 200, body: { ok: true } });
    expect(await api.post('/api/register/check-phone', { phoneNumber: '0811111111' })).toEqual({ status: 200, body: { ok: true } });
    const reg = await api.post('/api/account', registration('0811111111', '1111111111'));
    expect(reg.status).toBe(201);
    // Issue 18: step 1 can ask whether the phone is taken.
    expect(await api.post('/api/register/check-phone', { phoneNumber: '0811111111' })).toEqual({ status: 409, body: { message: 'EXISTING_USER' } });
    expect((await api.post('/api/register/check-phone', { phoneNumber: '081111' })).body).toEqual({ message: 'PHONE_NUMBER_REQUIRE_10_DIGIT' });
    expect((await api.post('/api/account', registration('0811111111', '2222222222'))).body).toEqual({ message: 'EXISTING_USER' });
    expect((await api.post('/api/account', registration('0811111112', '1111111111'))).body).toEqual({ message: 'EXISTING_BANK' });
    expect((await api.post('/api/account/validate', { name: 'a', username: '081111', password: 'pass-word-1' })).body).toEqual({
      message: 'PHONE_NUMBER_REQUIRE_10_DIGIT',
    });
    // An inviter code naming no member is refused at step 3 and at registration, not taken as none
    // (the friend who invited would never be paid); a member's own code is taken, spaces and case aside.
    for (const inviteCode of ['ZZZNOPE', 'PR999999', 'PRl']) {
      const step = { name: 'Somchai', username: '0811111115', password: 'pass-word-1', inviteCode };
      expect(await api.post('/api/account/validate', step)).toEqual({ status: 400, body: { message: 'INVITE_CODE_INVALID' } });
      expect((await api.post('/api/account', { ...registration('0811111115', '7171717171'), inviteCode })).body).toEqual({
        message: 'INVITE_CODE_INVALID',
      });
    }
    const inviter = (await api.post<{ token: string }>('/api/login', { username: '0811111111', password: 'pass-word-1' })).body.token;
    const { _id } = (await api.get<{ profile: { _id: string } }>('/api/account/profile', inviter)).body.profile;
    expect((await api.post('/api/account', { ...registration('0811111115', '7171717171'), inviteCode: ` pr${_id} ` })).status).toBe(201);
    const ktb = { ...registration('0811111113', '3333333333'), bankCode: 'KTB' };
    expect((await api.post('/api/account', ktb)).body).toEqual({ message: 'BANK_ACCOUNT_NAME_ENG' });
    expect((await api.post('/api/account', { ...ktb, bankAccountName: 'Somchai Jaidee' })).status).toBe(201);

    const bad = await api.post('/api/login', { username: '0811111111', password: 'nope' });
    expect(bad).toEqual({ status: 401, body: { message: 'WRONG_CREDENTIAL' } });
    const login = await api.post<{ token: string }>('/api/login', { username: '0811111111', password: 'pass-word-1' });
    expect(login.status).toBe(200);
    const profile = await api.get<{ profile: { username: string }; bankAccount: { bankAccountName: string } }>('/api/account/profile', login.body.token);
    expect(profile.body.profile.username).toBe('0811111111');
    expect(profile.body.bankAccount.bankAccountName).toBe('สมชาย ใจดี');
    expect((await api.get('/api/account/profile')).body).toEqual({ message: 'UNAUTHORIZED' });
    expect((await api.get('/api/account/profile', 'forged')).status).toBe(401);
  });

  it('registers with OTP on only after the phone is verified', async () => {
    const { api } = s;
    expect((await api.put('/api/sandbox/settings', { registerOTP: true })).body).toMatchObject({ registerOTP: true });
    expect((await api.post('/api/account', registration('0822222222', '4444444444'))).body).toEqual({ message: 'UNVERIFIED_OTP' });
    const sent = await api.post<{ otpToken: string; otpRef: string; code: string }>('/api/otp/send', { phoneNumber: '0822222222' });
    expect(sent.body.code).toBe('OTP_SENT');
    const { body: otp } = await api.get<{ otpCode: string }>('/api/sandbox/otp/0822222222');
    const wrong = otp.otpCode === '000000' ? '111111' : '000000';
    expect((await api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: wrong })).body).toEqual({ message: 'OTP_CODE_INVALID' });
    expect((await api.post('/api/otp/verify', { otpToken: 'bogus', otpCode: otp.otpCode })).body).toEqual({ message: 'OTP_TOKEN_INVALID' });
    expect((await api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: otp.otpCode })).body).toEqual({ code: 'OTP_CODE_VALID' });
    // Verified is said to the client holding the code's token; anyone else is sent a code of their own.
    expect((await api.post('/api/otp/send', { phoneNumber: '0822222222', otpToken: sent.body.otpToken })).body).toMatchObject({ code: 'OTP_VERIFIED' });
    expect((await api.post('/api/otp/send', { phoneNumber: '0822222222' })).body).toMatchObject({ code: 'OTP_SENT' });
    // The number alone is not the proof: a registration without the token, or with another, is refused.
    expect((await api.post('/api/account', registration('0822222222', '4444444444'))).body).toEqual({ message: 'UNVERIFIED_OTP' });
    expect((await api.post('/api/account', { ...registration('0822222222', '4444444444'), otpToken: 'guessed' })).body).toEqual({ message: 'UNVERIFIED_OTP' });
    expect((await api.post('/api/account', { ...registration('0822222222', '4444444444'), otpToken: sent.body.otpToken })).status).toBe(201);
    await api.put('/api/sandbox/settings', { registerOTP: false });
  });

  it('moves money: QR deposit, game transfer, round, withdraw, slip', async () => {
    const { api } = s;
    const token = await api.member('0833333333', '5555555555');
    expect(await api.walletAmount(token)).toBe(0);

    // Activate a game.
    const opened = vi.spyOn(s.ctx.games, 'openAccount');
    const activated = await api.get<{ code: string; isActive: boolean }>('/api/wallet/activate/PG', token);
    expect(activated.body).toMatchObject({ code: 'PG', isActive: true });
    expect((await api.get('/api/wallet/activate/PG', token)).body).toEqual({ message: 'SLOT_ALREADY_ACTIVE' });
    // The second tap never reached the provider: one provider account, not a second one left over.
    expect(opened).toHaveBeenCalledTimes(1);
    opened.mockRestore();
    expect((await api.get('/api/wallet/activate/NOPE', token)).body).toEqual({ message: 'NO_GAME' });
    const creds = await api.get<{ username: string; password: string }>('/api/wallet/account/PG', token);
    expect(creds.body.username).toMatch(/^pg\d+/);
    const reset = await api.get<{ username: string; password: string }>('/api/wallet/resetpassword/PG', token);
    expect(reset.body.password).not.toBe(creds.body.password);

    // QR: create, one live per provider, pay in the sandbox.
    const qr = await api.post<{ hasQrcode: boolean; qrcodeId: string; qrcode: string; amount: number; expireIn: string }>('/api/qrcode/KBANK', { amount: 500.25 }, token);
    expect(qr.status).toBe(200);
    expect(qr.body).toMatchObject({ hasQrcode: true, amount: 500.25 });
    expect(qr.body.qrcode).toContain('<svg');
    expect(new Date(qr.body.expireIn).getTime()).toBeGreaterThan(Date.now());
    expect((await api.post('/api/qrcode/KBANK', { amount: 10 }, token)).body).toMatchObject({ message: 'QR_FAIL' });
    // Each QR carries its own reference (EMVCo tag 62/05), so two members' QRs for one amount are
    // two pictures and the bank's notice names the QR it paid.
    const neighbour = await api.member('0833333334', '5555555556');
    const twin = await api.post<{ qrcode: string; qrcodeId: string }>('/api/qrcode/KBANK', { amount: 500.25 }, neighbour);
    expect(twin.body.qrcode).not.toBe(qr.body.qrcode);
    const stored = await s.ctx.db.selectFrom('qr_codes').select('payload').where('id', '=', twin.body.qrcodeId).executeTakeFirstOrThrow();
    expect(stored.payload).toContain(`62290525${twin.body.qrcodeId.replace(/-/g, '').slice(0, 25)}`);
    expect((await api.post('/api/qrcode/WW', { amount: 50 }, token)).body).toMatchObject({ message: 'QR_FAIL' });
    // At most 2,000,000 baht a QR (qrMaximum): beyond PromptPay's 13-character amount there is no QR to read.
    expect((await api.post('/api/qrcode/WW', { amount: 10_000_000_000 }, token)).body).toEqual({ message: 'QR_FAIL', detail: 'maximum 2000000' });
    expect((await api.post('/api/qrcode/WW', { amount: 2_000_000.01 }, token)).body).toMatchObject({ message: 'QR_FAIL' });
    expect((await api.get('/api/qrcode/KBANK', token)).body).toMatchObject({ hasQrcode: true, qrcodeId: qr.body.qrcodeId });
    expect((await api.post(`/api/sandbox/qrcode/${qr.body.qrcodeId}/pay`)).status).toBe(200);
    expect((await api.post(`/api/sandbox/qrcode/${qr.body.qrcodeId}/pay`)).body).toMatchObject({ message: 'QR_FAIL' });
    expect(await api.walletAmount(token)).toBe(500.25);
    expect((await api.get('/api/qrcode/KBANK', token)).body).toEqual({ hasQrcode: false });
    // Cancel path, on the neighbour. A QR's picture pays at any time (PromptPay carries no expiry): a
    // payment the bank reports after the player cancelled it, or after its minutes ran out, reached
    // the operator's account and is credited, once.
    const other = await api.post<{ qrcodeId: string }>('/api/qrcode/PAYTIMZ', { amount: 10 }, neighbour);
    expect((await api.call('DELETE', '/api/qrcode/PAYTIMZ', { token: neighbour, body: { qrcodeId: other.body.qrcodeId } })).body).toEqual({ hasQrcode: false });
    expect((await api.post(`/api/sandbox/qrcode/${other.body.qrcodeId}/pay`)).status).toBe(200);
    expect((await api.post(`/api/sandbox/qrcode/${other.body.qrcodeId}/pay`)).status).toBe(409);
    const late = await api.post<{ qrcodeId: string }>('/api/qrcode/WW', { amount: 100 }, neighbour);
    await s.ctx.db.updateTable('qr_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', late.body.qrcodeId).execute();
    expect((await api.get('/api/qrcode/WW', neighbour)).body).toEqual({ hasQrcode: false });
    expect((await api.post(`/api/sandbox/qrcode/${late.body.qrcodeId}/pay`)).status).toBe(200);
    expect(await api.walletAmount(neighbour)).toBe(110);
    expect((await api.post('/api/sandbox/qrcode/00000000-0000-4000-8000-000000000000/pay')).status).toBe(409);

    // Transfer to the game and back.
    const toGame = await api.post<{ wallet: { amount: number } }>('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 300 }, token);
    expect(toGame.body.wallet.amount).toBe(200.25);
    expect((await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 300 }, token)).body).toEqual({ message: 'MONEY_NOT_ENOUGH' });
    expect((await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'JOKER', amount: 1 }, token)).body).toEqual({ message: 'SLOT_NO_ACCOUNT' });
    expect((await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 0 }, token)).body).toEqual({ message: 'TRANSFER_MINIMUM' });

    // A game round: won 50 at the provider.
    const round = await api.post<{ amount: number }>('/api/sandbox/games/PG/round', { username: creds.body.username, delta: 50 });
    expect(round.body.amount).toBe(350);
    const lost = await api.post('/api/sandbox/games/PG/round', { username: creds.body.username, delta: -1000 });
    expect(lost.body).toEqual({ message: 'MONEY_NOT_ENOUGH' });
    const slots = await api.get<{ slots: Array<{ code: string; amount: number }> }>('/api/wallet/refresh/slot', token);
    expect(slots.body.slots.find((x) => x.code === 'PG')?.amount).toBe(350);

    const back = await api.post<{ wallet: { amount: number } }>('/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 100 }, token);
    expect(back.body.wallet.amount).toBe(300.25);
    const all = await api.post<{ wallet: { amount: number } }>('/api/wallet/transferAll', { to: 'WALLET' }, token);
    expect(all.body.wallet.amount).toBe(550.25);

    // Auto-login link for a username-only provider opens the sandbox game page as that user.
    const link = await api.get<{ link: string }>(`/api/autoLogin/pg/${creds.body.username}`, token);
    expect(link.body.link).toContain(`/sandbox/game/PG?user=${creds.body.username}`);
    const page = await s.app.inject({ method: 'GET', url: new URL(link.body.link).pathname + new URL(link.body.link).search });
    expect(page.body).toContain(creds.body.username);

    // Withdraw: held until approved; a rejected one comes back.
    const w1 = await api.post<{ withdrawalId: string; wallet: { amount: number } }>('/api/wallet/withdraw', { amount: 200 }, token);
    expect(w1.body.wallet.amount).toBe(350.25);
    expect((await api.post(`/api/sandbox/withdrawals/${w1.body.withdrawalId}/approve`)).body).toMatchObject({ status: 'SUCCESS' });
    expect((await api.post(`/api/sandbox/withdrawals/${w1.body.withdrawalId}/reject`)).status).toBe(409);
    const w2 = await api.post<{ withdrawalId: string }>('/api/wallet/withdraw', { amount: 150 }, token);
    expect(await api.walletAmount(token)).toBe(200.25);
    await api.post(`/api/sandbox/withdrawals/${w2.body.withdrawalId}/reject`);
    expect(await api.walletAmount(token)).toBe(350.25);
    expect((await api.post('/api/wallet/withdraw', { amount: 1 }, token)).status).toBe(400);

    // Slip: upload, stays pending, rejected with a §5 reason, then another approved.
    const upload = async (content: Buffer) => {
      const form = multipart('file', 'slip.png', content);
      const res = await s.app.inject({ method: 'POST', url: '/api/wallet/slip', headers: { ...form.headers, authorization: `Bearer ${token}`, 'x-requested-with': 'wallet-user' }, payload: form.payload });
      return { status: res.statusCode, body: res.json() as { reference: string; status: string; message?: string } };
    };
    expect((await upload(Buffer.from('not an image at all'))).body).toEqual({ message: 'SLIP_INVALID_FILE' });
    const slip = await upload(ONE_PIXEL_PNG);
    expect(slip.body).toMatchObject({ status: 'PENDING' });
    expect((await api.post(`/api/sandbox/slips/${slip.body.reference}/reject`, { note: 'NOPE' })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.post(`/api/sandbox/slips/${slip.body.reference}/reject`, { note: 'SLIP_REFNO_DUPLICATED' })).status).toBe(200);
    expect(await api.walletAmount(token)).toBe(350.25);
    const slip2 = await upload(ONE_PIXEL_PNG);
    await api.post(`/api/sandbox/slips/${slip2.body.reference}/approve`, { amount: 99.75 });
    expect(await api.walletAmount(token)).toBe(450);

    // Everything into a game, then withdrawAll brings it home and withdraws all of it.
    expect((await api.post<{ wallet: { amount: number } }>('/api/wallet/transferAll', { to: 'PG' }, token)).body.wallet.amount).toBe(0);
    const everything = await api.post('/api/wallet/withdrawAll', {}, token);
    expect(everything.body).toMatchObject({ status: 'PENDING', amount: 450, wallet: { amount: 0 } });
    expect((await api.post('/api/wallet/transferAll', { to: 'WALLET' }, token)).body).toEqual({ message: 'TRANSFER_MINIMUM' });
    expect((await api.post('/api/wallet/withdrawAll', { amount: 100 }, token)).body).toMatchObject({ message: 'MONEY_NOT_ENOUGH' });

    const report = await checkInvariants(s.ctx.db);
    expect(report).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativeMemberAccounts: [], total: 0n });
  });
});
