import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/api/contract.ts';
import { encryptTruelink } from '../src/modules/deposit/service.ts';
import { engines, ONE_PIXEL_PNG, startServer, type TestServer } from './helpers.ts';
import { getSetting, setSetting } from '../src/core/settings.ts';

const KNOWN = new Set<string>([...ERROR_CODES, 'gone']);

describe.each(engines)('bad input and isolation on %s', (engine) => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startServer(engine);
    alice = await s.api.member('0844444441', '8000000001');
    bob = await s.api.member('0844444442', '8000000002');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses malformed, mistyped, incomplete and unknown input with a 4xx and a §8 code', async () => {
    const { api } = s;
    const cases: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, { body?: unknown; raw?: string; auth?: boolean }, string]> = [
      ['broken JSON', 'POST', '/api/login', { raw: '{"username":' }, 'KEY_INVALID'],
      ['body is an array', 'POST', '/api/login', { body: [1, 2] }, 'KEY_INVALID'],
      ['body is a string', 'POST', '/api/login', { raw: '"hello"' }, 'KEY_INVALID'],
      ['missing password', 'POST', '/api/login', { body: { username: '0844444441' } }, 'KEY_MISSING'],
      ['blank password', 'POST', '/api/login', { body: { username: '0844444441', password: '  ' } }, 'KEY_MISSING'],
      ['number as phone', 'POST', '/api/login', { body: { username: 812345678, password: 'x' } }, 'KEY_INVALID'],
      ['register without bank', 'POST', '/api/account', { body: { name: 'a', username: '0855555555', password: 'long-enough' } }, 'KEY_MISSING'],
      ['unknown bank', 'POST', '/api/account', { body: { name: 'a', username: '0855555555', password: 'long-enough', bankCode: 'ZZZ', bankAccountName: 'A B', bankAccountNo: '1234567' } }, 'INVALID_BANK'],
      ['letters in account no', 'POST', '/api/account', { body: { name: 'a', username: '0855555555', password: 'long-enough', bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: '12ab567' } }, 'KEY_INVALID'],
      ['unknown currency', 'POST', '/api/account/validate', { body: { name: 'a', username: '0855555555', password: 'long-enough', currency: 'USD' } }, 'KEY_INVALID'],
      ['string amount', 'POST', '/api/wallet/transfer', { body: { from: 'WALLET', to: 'PG', amount: '10' }, auth: true }, 'KEY_INVALID'],
      ['three decimals', 'POST', '/api/wallet/transfer', { body: { from: 'WALLET', to: 'PG', amount: 1.005 }, auth: true }, 'KEY_INVALID'],
      ['nine decimals, a hair under 2', 'POST', '/api/qrcode/KBANK', { body: { amount: 1.999999999 }, auth: true }, 'KEY_INVALID'],
      ['eleven decimals, a hair over 100.10', 'POST', '/api/qrcode/KBANK', { body: { amount: 100.10000000001 }, auth: true }, 'KEY_INVALID'],
      ['negative amount', 'POST', '/api/wallet/transfer', { body: { from: 'WALLET', to: 'PG', amount: -5 }, auth: true }, 'TRANSFER_MINIMUM'],
      ['same side', 'POST', '/api/wallet/transfer', { body: { from: 'WALLET', to: 'WALLET', amount: 5 }, auth: true }, 'KEY_INVALID'],
      ['unknown game', 'POST', '/api/wallet/transfer', { body: { from: 'WALLET', to: 'NOPE', amount: 5 }, auth: true }, 'NO_GAME'],
      ['missing to', 'POST', '/api/wallet/transferAll', { body: {}, auth: true }, 'KEY_MISSING'],
      ['huge amount', 'POST', '/api/wallet/withdraw', { body: { amount: 1e300 }, auth: true }, 'KEY_INVALID'],
      ['unknown QR provider', 'POST', '/api/qrcode/BITCOIN', { body: { amount: 100 }, auth: true }, 'KEY_INVALID'],
      ['QR below minimum', 'POST', '/api/qrcode/KBANK', { body: { amount: 0.5 }, auth: true }, 'QR_FAIL'],
      ['delete unknown QR', 'DELETE', '/api/qrcode/KBANK', { body: { qrcodeId: 'nope' }, auth: true }, 'NO_DATA'],
      ['unknown game credentials', 'GET', '/api/wallet/account/PG', { auth: true }, 'SLOT_NO_ACCOUNT'],
      ['slip without multipart', 'POST', '/api/wallet/slip', { body: {}, auth: true }, 'SLIP_NO_FILE'],
      ['truelink garbage', 'POST', '/api/wallet/truelink', { body: { link: 'garbage' }, auth: true }, 'TRUELINK_INVALID'],
      ['truelink empty', 'POST', '/api/wallet/truelink', { body: { link: '' }, auth: true }, 'KEY_MISSING'],
      ['unknown api route', 'GET', '/api/nothing/here', {}, 'NO_DATA'],
      ['no token', 'GET', '/api/wallet', {}, 'UNAUTHORIZED'],
      ['sandbox settings unknown key', 'PUT', '/api/sandbox/settings', { body: { admin: true } }, 'KEY_INVALID'],
      ['sandbox round bad delta', 'POST', '/api/sandbox/games/PG/round', { body: { username: 'x', delta: 'lots' } }, 'KEY_INVALID'],
      ['sandbox withdrawal bad id', 'POST', '/api/sandbox/withdrawals/abc/approve', {}, 'KEY_INVALID'],
    ];
    for (const [label, method, url, options, code] of cases) {
      const res = await api.call(method, url, { body: options.body, raw: options.raw, token: options.auth ? alice : undefined });
      expect.soft({ label, status: res.status >= 400 && res.status < 500, message: res.body.message }).toEqual({ label, status: true, message: code });
      expect(KNOWN.has(String(res.body.message))).toBe(true);
    }
  });

  it('refuses a NUL, a lone surrogate or absurd nesting anywhere in a request with KEY_INVALID, never a 500 (the database cannot store them)', async () => {
    const { api } = s;
    const cases: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, boolean]> = [
      ['login name', 'POST', '/api/login', { username: '0844444441\u0000', password: 'secret-1' }, false],
      ['registration name', 'POST', '/api/account', { name: 'A\u0000B', username: '0855555556', password: 'long-enough', bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: '1234567' }, false],
      ['OTP phone', 'POST', '/api/otp/send', { phoneNumber: '08\u000012345678' }, false],
      ['guest chat text', 'POST', '/api/chat/send-message', { guestId: 'g1', message: { message_type: 'text', text: 'hi\u0000' } }, false],
      ['a key', 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 1, ['x\u0000']: 1 }, true],
      ['profile name', 'PUT', '/api/account/profile', { name: 'A\u0000B' }, true],
      ['transfer side', 'POST', '/api/wallet/transfer', { from: 'WALLET\u0000', to: 'PG', amount: 1 }, true],
      ['path parameter', 'GET', '/api/promotion/find/NEWYEAR2025%00', undefined, true],
      ['query', 'DELETE', '/api/qrcode/KBANK?qrcodeId=a%00b', undefined, true],
      // Half a surrogate pair: text would store it as U+FFFD (changed data), jsonb refuses it (a 500).
      ['lone surrogate in chat text', 'POST', '/api/chat/send-message', { guestId: 'g1', message: { message_type: 'text', payload: 'x\ud800y' } }, false],
      ['lone low surrogate in a name', 'PUT', '/api/account/profile', { name: 'A\udc00B' }, true],
    ];
    for (const [label, method, url, body, auth] of cases) {
      const res = await api.call(method, url, { body, token: auth ? alice : undefined });
      expect.soft({ label, status: res.status, message: res.body.message }).toEqual({ label, status: 400, message: 'KEY_INVALID' });
    }
    // Nesting far past the contract's (sent as text: it is too deep to serialise here, as it was for the server).
    const deep = `{"guestId":"g1","message":{"message_type":"text","payload":"hi","payloads":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const res = await api.call('POST', '/api/chat/send-message', { raw: deep });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'KEY_INVALID' });
  });

  it('refuses a multipart body cut short or a NUL in its fields with a §8 code, never a 500', async () => {
    const broken = (url: string, token?: string) =>
      s.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=zz', 'x-requested-with': 'wallet-user', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: '--zz\r\ngarbage',
      });
    const slip = await broken('/api/wallet/slip', alice);
    expect({ status: slip.statusCode, body: slip.json() }).toMatchObject({ status: 400, body: { message: 'SLIP_UPLOAD_FAIL' } });
    const chat = await broken('/api/chat/upload-image', alice);
    expect({ status: chat.statusCode, body: chat.json() }).toMatchObject({ status: 400, body: { message: 'KEY_INVALID' } });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5c6e6a90000000049454e44ae426082', 'hex');
    const guest = await s.api.upload('/api/chat/upload-image', 'a.png', png, { fields: { guestId: 'g\u0000' } });
    expect({ status: guest.status, message: guest.body.message }).toEqual({ status: 400, message: 'KEY_INVALID' });
  });

  it('stores names as a person reads them: no invisible or direction characters, bounded length, no mark towers', async () => {
    const { api } = s;
    const carol = await api.member('0844444443', '8000000003', {
      name: '  Somchai\u200B \u202Eiaj\u202C\tdee\uFEFF ',
      bankAccountName: 'สมชาย\u200B  ใจดี\u2066',
    });
    const profile = async () => (await api.get<{ profile: { name: string }; bankAccount: { bankAccountName: string } }>('/api/account/profile', carol)).body;
    expect(await profile()).toMatchObject({ profile: { name: 'Somchai iaj dee' }, bankAccount: { bankAccountName: 'สมชาย ใจดี' } });
    const update = (name: string) => api.put('/api/account/profile', { name, bankCode: 'SCB', bankAccountName: 'สมชาย ใจดี', bankAccountNo: '8000000003', password: 'secret-1' }, carol);
    expect((await update('ก'.repeat(100))).status).toBe(200);
    expect((await profile()).profile.name).toBe('ก'.repeat(100));
    for (const name of ['ก'.repeat(101), `ก${'\u0E49'.repeat(6)}`, '\u200B\u200D']) {
      expect.soft((await update(name)).body, JSON.stringify(name)).toEqual({ message: 'KEY_INVALID', detail: expect.stringMatching(/^name/) });
    }
    // A holder name is letters: an emoji or digits are no bank account's name.
    for (const holder of ['Jaidee 😀', 'Somchai 123']) {
      const refused = await api.put('/api/account/profile', { name: 'Carol', bankCode: 'SCB', bankAccountName: holder, bankAccountNo: '8000000003', password: 'secret-1' }, carol);
      expect.soft(refused.body, holder).toEqual({ message: 'INVALID_USER_INFO', detail: 'bankAccountName' });
    }
    // A Thai syllable's usual marks are a name, not a tower: ปั้น (a vowel sign and a tone mark).
    expect((await update('ปั้น ใจดี')).status).toBe(200);
    const long = 'p'.repeat(129);
    expect((await api.post('/api/account/validate', { name: 'Lek', username: '0844444449', password: long })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: long }, carol)).body).toMatchObject({ message: 'KEY_INVALID' });
    // Signing in is not where a length rule is taught: a long guess is only a wrong password.
    expect((await api.post('/api/login', { username: '0844444443', password: long })).body).toEqual({ message: 'WRONG_CREDENTIAL' });
    // 128 characters are allowed (one character 128 times would be a guessable repeat).
    const longest = 'Lek-2569-'.repeat(15).slice(0, 128);
    expect((await api.put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: longest }, carol)).body).toEqual({ ok: true });
  });

  it('keeps members apart', async () => {
    const { api } = s;
    await api.get('/api/wallet/activate/PG', alice);
    await api.deposit(alice, 100);
    const aliceCreds = await api.get<{ username: string; password: string }>('/api/wallet/account/PG', alice);
    // Bob sees his own data only, and cannot reach Alice's game account, QR or link.
    expect((await api.get<{ profile: { username: string } }>('/api/account/profile', bob)).body.profile.username).toBe('0844444442');
    expect((await api.get('/api/wallet/account/PG', bob)).body).toEqual({ message: 'SLOT_NO_ACCOUNT' });
    expect((await api.get(`/api/autoLogin/pg/${aliceCreds.body.username}`, bob)).status).toBe(400);
    const qr = await api.post<{ qrcodeId: string }>('/api/qrcode/KBANK', { amount: 20 }, alice);
    expect((await api.call('DELETE', '/api/qrcode/KBANK', { token: bob, body: { qrcodeId: qr.body.qrcodeId } })).body).toMatchObject({ message: 'NO_DATA' });
    expect((await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 }, bob)).body).toEqual({ message: 'SLOT_NO_ACCOUNT' });
    expect(await api.walletAmount(bob)).toBe(0);
    expect(await api.walletAmount(alice)).toBe(100);
    // The same idempotency key from two members is two requests.
    await api.get('/api/wallet/activate/PG', bob);
    await api.deposit(bob, 50);
    const a = await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 }, alice, { 'idempotency-key': 'same' });
    const b = await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 }, bob, { 'idempotency-key': 'same' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await api.walletAmount(bob)).toBe(40);
  });

  it('answers HEAD on no API route: a GET that moves money (a bonus, a refund) does not run for it', async () => {
    const { api } = s;
    const member = await api.member('0844444449', '8000000009');
    for (const url of ['/api/bonus/activate/WELCOME100', '/api/promotion/activate/VIP888', '/api/refund/receive', '/api/wallet']) {
      expect((await api.call('HEAD', url, { token: member })).status, url).toBe(404);
    }
    expect((await api.get('/api/bonus/check/active', member)).body).toEqual({ status: false, type: null, code: null });
    expect(await api.walletAmount(member)).toBe(0);
  });

  it('takes a True Money gift link once', async () => {
    const { api } = s;
    const link = encryptTruelink(s.config.trueWalletKey, 'https://gift.truemoney.com/campaign/?v=abcDEF1234567890');
    const first = await api.post<{ voucher: string }>('/api/wallet/truelink', { link }, bob);
    expect(first.body).toEqual({ voucher: 'abcDEF1234567890', status: 'PENDING' });
    expect((await api.post('/api/wallet/truelink', { link }, alice)).body).toEqual({ message: 'TRUELINK_DUPLICATE' });
    const wrongKey = encryptTruelink('another key', 'https://gift.truemoney.com/campaign/?v=zzzDEF1234567890');
    expect((await api.post('/api/wallet/truelink', { link: wrongKey }, bob)).body).toEqual({ message: 'TRUELINK_INVALID' });
    const wrongHost = encryptTruelink(s.config.trueWalletKey, 'https://evil.example/campaign/?v=abcDEF1234567899');
    expect((await api.post('/api/wallet/truelink', { link: wrongHost }, bob)).body).toEqual({ message: 'TRUELINK_INVALID' });
    const before = await api.walletAmount(bob);
    expect((await api.get('/api/wallet/truelink/abcDEF1234567890', bob)).body).toEqual({ voucher: 'abcDEF1234567890', status: 'PENDING', reason: null });
    expect((await api.post('/api/sandbox/truelink/abcDEF1234567890/redeem', { amount: 25 })).body).toEqual({ status: 'SUCCESS', wallet: { amount: before + 25 } });
    expect(await api.walletAmount(bob)).toBe(before + 25);
    expect((await api.get('/api/wallet/truelink/abcDEF1234567890', bob)).body).toMatchObject({ status: 'SUCCESS', reason: null });
    // Paid once: the provider's second word on it changes nothing.
    expect((await api.post('/api/sandbox/truelink/abcDEF1234567890/redeem', { amount: 25 })).body).toMatchObject({ message: 'NO_DATA' });
    expect(await api.walletAmount(bob)).toBe(before + 25);
  });

  it('a link the provider will not pay is refused with its reason, told to its sender only, and never credited', async () => {
    const { api } = s;
    const member = await api.member('0844444447', '8000000007');
    const send = async (voucher: string) =>
      (await api.post<{ voucher: string }>('/api/wallet/truelink', { link: encryptTruelink(s.config.trueWalletKey, `https://gift.truemoney.com/campaign/?v=${voucher}`) }, member)).body;
    await send('under2baht000001');
    await send('expiredDEF123456');
    const listed = async () => (await api.get<{ truelinks: Array<{ voucher: string }> }>('/api/sandbox/truelinks')).body.truelinks.map((t) => t.voucher);
    expect(await listed()).toEqual(expect.arrayContaining(['under2baht000001', 'expiredDEF123456']));
    // An envelope under the 2-baht minimum is left unopened: refused, not a 400 that leaves it waiting for good.
    expect((await api.post('/api/sandbox/truelink/under2baht000001/redeem', { amount: 1.99 })).body).toEqual({ status: 'FAILED', wallet: { amount: 0 } });
    expect((await api.post('/api/sandbox/truelink/expiredDEF123456/refuse', { reason: 'EXPIRED' })).body).toEqual({ status: 'FAILED', wallet: { amount: 0 } });
    expect((await api.post('/api/sandbox/truelink/expiredDEF123456/refuse', { reason: 'LOST' })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.get('/api/wallet/truelink/under2baht000001', member)).body).toEqual({ voucher: 'under2baht000001', status: 'FAILED', reason: 'BELOW_MINIMUM' });
    expect((await api.get('/api/wallet/truelink/expiredDEF123456', member)).body).toEqual({ voucher: 'expiredDEF123456', status: 'FAILED', reason: 'EXPIRED' });
    expect(await listed()).not.toContain('under2baht000001');
    // Decided once: a later payout of a refused link credits nothing.
    expect((await api.post('/api/sandbox/truelink/under2baht000001/redeem', { amount: 50 })).body).toMatchObject({ message: 'NO_DATA' });
    expect(await api.walletAmount(member)).toBe(0);
    // Another member's voucher, or none, is not found.
    expect((await api.get('/api/wallet/truelink/under2baht000001', bob)).body).toEqual({ message: 'NO_DATA' });
    expect((await api.get('/api/wallet/truelink/nosuchvoucher000', member)).body).toEqual({ message: 'NO_DATA' });
  });

  it('a send retried after its answer was lost (same Idempotency-Key) is answered as the first: one slip to review, a link not "already used"', async () => {
    const { api } = s;
    const member = await api.member('0844444448', '8000000008');
    const link = encryptTruelink(s.config.trueWalletKey, 'https://gift.truemoney.com/campaign/?v=retryDEF12345678');
    const send = () => api.post('/api/wallet/truelink', { link }, member, { 'idempotency-key': 'link-tap' });
    const first = await send();
    expect(first.body).toEqual({ voucher: 'retryDEF12345678', status: 'PENDING' });
    expect(await send()).toEqual(first);
    // Sent again under a new key (a reply lost, the link encrypted afresh) while it waits: the same
    // waiting link, not "already used"; once decided, or from another member, it is a used link.
    const again = encryptTruelink(s.config.trueWalletKey, 'https://gift.truemoney.com/campaign/?v=retryDEF12345678');
    expect((await api.post('/api/wallet/truelink', { link: again }, member, { 'idempotency-key': 'link-again' })).body).toEqual(first.body);
    expect((await api.post('/api/wallet/truelink', { link }, bob)).body).toEqual({ message: 'TRUELINK_DUPLICATE' });
    await api.post('/api/sandbox/truelink/retryDEF12345678/redeem', { amount: 50 });
    expect((await api.post('/api/wallet/truelink', { link }, member, { 'idempotency-key': 'link-third' })).body).toEqual({ message: 'TRUELINK_DUPLICATE' });
    expect(await api.walletAmount(member)).toBe(50);

    const upload = (key: string, content = ONE_PIXEL_PNG) =>
      api.upload<{ reference: string }>('/api/wallet/slip', 'slip.png', content, { token: member, headers: { 'idempotency-key': key } });
    const slip = await upload('slip-tap');
    expect(slip.status).toBe(200);
    expect(await upload('slip-tap')).toEqual(slip);
    const kept = await s.ctx.db.selectFrom('slips').innerJoin('members', 'members.id', 'slips.member_id').select('reference').where('members.username', '=', '0844444448').execute();
    expect(kept).toEqual([{ reference: slip.body.reference }]);
    // The same key with another picture is not a retry of that upload.
    expect((await upload('slip-tap', Buffer.concat([ONE_PIXEL_PNG, Buffer.from([0])]))).body).toMatchObject({ message: 'KEY_INVALID' });

    // Retried after the upload window closed, or with the day's budget spent: still the first's
    // answer (the slip is in review), not a refusal that tells the player to send it again.
    const window = await getSetting(s.ctx.db, 'slip');
    await setSetting(s.ctx.db, 'slip', { ...window, enabled: false });
    try {
      expect(await upload('slip-tap')).toEqual(slip);
      expect((await upload('slip-new')).body).toMatchObject({ message: 'SLIP_UPLOAD_FAIL' });
    } finally {
      await setSetting(s.ctx.db, 'slip', window);
    }
  });

  it('a password typed with a trailing space is the same password wherever it is asked', async () => {
    const { api } = s;
    const registered = await api.post('/api/account', {
      name: 'Test Member', username: '0844444471', password: 'Wallet-pass9 ', sourceCode: 'FRIEND', inviteCode: '',
      bankCode: 'KBANK', bankAccountName: 'สมชาย ใจดี', bankAccountNo: '8000000071', currency: 'BAHT',
    });
    expect(registered.status).toBe(201);
    const { body } = await api.post<{ token: string }>('/api/login', { username: '0844444471', password: 'Wallet-pass9 ' });
    // A new payee asks for the password: the text that signs in is accepted, not WRONG_PASSWORD.
    const payee = { name: 'Test Member', bankCode: 'KBANK', bankAccountName: 'สมชาย ใจดี', bankAccountNo: '8000000072', password: 'Wallet-pass9 ' };
    expect((await api.put('/api/account/profile', payee, body.token)).status).toBe(200);
  });

  it('profile edits follow the bank rules', async () => {
    const { api } = s;
    expect((await api.put('/api/account/bankAccountName', { bankCode: 'KBANK', bankAccountName: 'ชื่อไทย' }, alice)).body).toEqual({ message: 'BANK_ACCOUNT_NAME_ENG' });
    expect((await api.put('/api/account/profile', { name: 'A', bankCode: 'KBANK', bankAccountName: 'X Y', bankAccountNo: '8000000002', password: 'secret-1' }, alice)).body).toEqual({ message: 'EXISTING_BANK' });
    expect((await api.put('/api/account/changepwd', { oldPassword: 'wrong', newPassword: 'new-password' }, alice)).body).toEqual({ message: 'WRONG_PASSWORD' });
    expect((await api.put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: 'secret-2' }, alice)).body).toEqual({ ok: true });
    expect((await api.post('/api/login', { username: '0844444441', password: 'secret-2' })).status).toBe(200);
  });

  it('serves lookups, game images, and gone when terminated', async () => {
    const { api } = s;
    for (const name of ['banks', 'deposit', 'conditions', 'agreements', 'info', 'notice', 'contact', 'withdraw', 'transfer', 'slip', 'sources', 'active', 'registerOTP', 'enableChatWidget']) {
      expect((await api.get(`/api/lookup/${name}`)).status).toBe(200);
    }
    // The transfer dialog checks the figure the transfer route enforces (seeded 100 minor units).
    expect((await api.get('/api/lookup/transfer')).body).toEqual({ transferMinimum: 1 });
    const banks = await api.get<{ banks: Array<{ code: string; country: string }> }>('/api/lookup/banks');
    expect(banks.body.banks.some((b) => b.country === 'LA')).toBe(true);
    const logo = await s.app.inject({ method: 'GET', url: '/media/games/HUAYHD/logo.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const page = await s.app.inject({ method: 'GET', url: '/user/home' });
    expect(page.body).toContain('not built');
    await api.put('/api/sandbox/settings', { terminated: true });
    expect(await api.get('/api/lookup/active')).toEqual({ status: 410, body: { message: 'gone' } });
    expect((await api.get('/api/wallet', alice)).body).toEqual({ message: 'gone' });
    // However the path is spelled: the router decodes `%61` to `a` before it matches a route.
    for (const url of ['/%61pi/wallet', '/ap%69/wallet', '/%61pi/nothing']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${alice}` } });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 410, body: { message: 'gone' } });
    }
    await api.put('/api/sandbox/settings', { terminated: false });
    expect((await api.get('/api/lookup/active')).body).toEqual({ terminated: false });
  });

  it.runIf(engine === 'pglite')('refuses a second process on the same data folder', async () => {
    const { openDatabase } = await import('../src/db/index.ts');
    await expect(openDatabase(s.config)).rejects.toThrow(/already in use by another server process/);
    expect(fs.existsSync(path.join(s.config.dataDir, 'server.pid'))).toBe(true);
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, DATA_DIR: s.config.dataDir, PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('already in use by another server process');
  });

  it.runIf(engine === 'pglite')('refuses the embedded database in production unless allowed', async () => {
    const { openDatabase } = await import('../src/db/index.ts');
    const { loadConfig } = await import('../src/config.ts');
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(s.config.dataDir, 'prod') });
    await expect(openDatabase(config)).rejects.toThrow(/not meant for production/);
  });

  it('knows when the slip window is open, in Thai time', async () => {
    const { slipOpenAt } = await import('../src/modules/lookup/service.ts');
    // 16:55 UTC is 23:55 in Bangkok: inside a 23:50–00:10 closed window.
    expect(slipOpenAt(new Date('2026-01-01T16:55:00Z'), '23:50', '00:10')).toBe(false);
    expect(slipOpenAt(new Date('2026-01-01T17:05:00Z'), '23:50', '00:10')).toBe(false);
    expect(slipOpenAt(new Date('2026-01-01T17:15:00Z'), '23:50', '00:10')).toBe(true);
    expect(slipOpenAt(new Date('2026-01-01T05:00:00Z'), '23:50', '00:10')).toBe(true);
    // Equal times: no closed window at all (the sandbox setting journeys use, so no run fails at 23:55).
    expect(slipOpenAt(new Date('2026-01-01T16:55:00Z'), '00:00', '00:00')).toBe(true);
  });

  it('lets the sandbox move the slip window, and refuses a malformed one', async () => {
    const set = await s.api.put('/api/sandbox/settings', { slipWindow: { closedFrom: '00:00', closedTo: '00:00' } });
    expect(set.status).toBe(200);
    expect((await s.api.get<{ open: boolean; closedFrom: string }>('/api/lookup/slip')).body).toMatchObject({ open: true, closedFrom: '00:00' });
    expect((await s.api.put('/api/sandbox/settings', { slipWindow: { closedFrom: '24:00', closedTo: '00:10' } })).status).toBe(400);
  });
});
