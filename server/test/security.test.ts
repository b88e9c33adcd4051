import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { checkProductionConfig } from '../src/config-check.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { startApp } from '../../tests/e2e/app-process.ts';
import { engines, startServer, freshBudgetMinute, type TestServer, ONE_PIXEL_PNG, TEST_RATE_LIMITS } from './helpers.ts';
import { fill, routesOf } from './routes.ts';
import { setSetting } from '../src/core/settings.ts';
import { DEFAULT_SETTINGS } from '../src/db/seed.ts';
import { MAX_SESSIONS_PER_MEMBER } from '../src/modules/account/service.ts';
import { encryptTruelink } from '../src/modules/deposit/service.ts';
import { budgetAddress } from '../src/http/client-address.ts';
import { distinctSlip, greyPng } from '../../tests/png.ts';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** ONE_PIXEL_PNG with its header declaring `width` × `height`: what a size check reads (IHDR), not pixels. */
const pngDeclaring = (width: number, height: number): Buffer => {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return Buffer.concat([ONE_PIXEL_PNG.subarray(0, 16), size, ONE_PIXEL_PNG.subarray(24)]);
};

describe('security headers', () => {
  let s: TestServer;
  let token = '';
  beforeAll(async () => {
    s = await startServer('pglite');
    token = await s.api.member('0877100001', '7710000001');
  });
  afterAll(() => s?.close());

  it('documents carry a CSP that allows Telegram Web to frame the app and nothing inline or eval to run', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/login' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org(;|$)/);
    const scripts = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('API replies, errors included, are no-store and nosniff', async () => {
    for (const [url, auth] of [
      ['/api/wallet', true],
      ['/api/lookup/info', false],
      ['/api/wallet', false],
      ['/api/nothing', false],
      // Spelled with escapes the router decodes before matching (`%61` is `a`): still the API.
      ['/%61pi/wallet', true],
      ['/%61pi/nothing', false],
      // A URL the router cannot decode, refused before any route runs.
      ['/api/wallet/%ff', false],
      ['/api/statement/slip/reference/%00%ff', true],
    ] as const) {
      const res = await s.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
      expect({ url, cache: res.headers['cache-control'], sniff: res.headers['x-content-type-options'] }).toEqual({
        url,
        cache: 'no-store',
        sniff: 'nosniff',
      });
    }
  });

  it('production refuses to start with the sandbox secrets', () => {
    expect(() => checkProductionConfig(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }))).toThrow(
      /TRUEWALLET_KEY/,
    );
    expect(() =>
      checkProductionConfig(
        loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', TRUEWALLET_KEY: 'k', LINE_SANDBOX_SECRET: 's' }),
      ),
    ).not.toThrow();
    expect(() => checkProductionConfig(loadConfig({}))).not.toThrow();
  });

  it('production on the embedded database, allowed, says so at every start', () => {
    const said: string[] = [];
    const secrets = { NODE_ENV: 'production', TRUEWALLET_KEY: 'k', LINE_SANDBOX_SECRET: 's', DIST_DIR: '/nonexistent/dist' };
    checkProductionConfig(loadConfig({ ...secrets, ALLOW_EMBEDDED_DB: '1', DATA_DIR: '/srv/wallet' }), (m) => said.push(m));
    expect(said.filter((m) => m.includes('ALLOW_EMBEDDED_DB=1'))).toEqual([expect.stringContaining('/srv/wallet')]);
    said.length = 0;
    checkProductionConfig(loadConfig({ ...secrets, DATABASE_URL: 'postgres://x/y' }), (m) => said.push(m));
    expect(said.some((m) => m.includes('ALLOW_EMBEDDED_DB'))).toBe(false);
  });
});

describe('logs', () => {
  it('never carry passwords or tokens, even with every request logged', async () => {
    const app = await startApp({
      LOG: '1',
      LOG_REQUESTS: '1',
      DATABASE_URL: '',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    });
    try {
      const call = async (method: string, path: string, body?: unknown, token?: string) => {
        const res = await fetch(`${app.url}${path}`, {
          method,
          headers: {
            'x-requested-with': 'wallet-user',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        return (await res.json()) as Record<string, string>;
      };
      const password = 'pw-NeverLogged-1';
      await call('POST', '/api/account', {
        name: 'Log Check',
        username: '0877400001',
        password,
        bankCode: 'SCB',
        bankAccountName: 'LOG CHECK',
        bankAccountNo: '7740000001',
      });
      const { token } = await call('POST', '/api/login', { username: '0877400001', password });
      await call('GET', '/api/wallet/activate/PG', undefined, token);
      const game = await call('GET', '/api/wallet/account/PG', undefined, token);
      await call('GET', `/api/autoLogin/PG/${game.username}/${game.password}`, undefined, token);
      await call('GET', '/api/wallet', undefined, token);
      await call('GET', '/api/wallet', undefined, 'tok-NeverLogged');
      await call('POST', '/api/login', { username: '0877400001', password: 'wrong-NeverLogged' });
      const log = app.log();
      expect(log).toContain('/api/wallet');
      for (const secret of [password, token!, game.password!, 'tok-NeverLogged', 'wrong-NeverLogged'])
        expect(log).not.toContain(secret);
    } finally {
      await app.stop();
    }
  });
});

describe.each(engines)('members cannot reach each other on %s', (engine) => {
  let s: TestServer;
  let alice = '';
  let bob = '';
  const secrets: string[] = [];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await startServer(engine);
    alice = await s.api.member('0877200001', '7720000001', { name: 'Alicesecret Leakcheck' });
    bob = await s.api.member('0877200002', '7720000002');
    await s.api.get('/api/wallet/activate/PG', alice);
    await s.api.deposit(alice, 500);
    const game = await s.api.get<{ username: string; password: string }>('/api/wallet/account/PG', alice);
    const qr = await s.api.post<{ qrcodeId: string }>('/api/qrcode/WW', { amount: 300 }, alice);
    const slip = await s.api.upload<{ reference: string }>('/api/wallet/slip', 'slip.png', distinctSlip(), { token: alice });
    const withdrawal = await s.api.post<{ withdrawalId: string }>('/api/wallet/withdraw', { amount: 100 }, alice);
    const profile = await s.api.get<{ profile: { _id: string } }>('/api/account/profile', alice);
    await s.api.post(
      '/api/chat/send-message',
      { userId: profile.body.profile._id, message: { message_type: 'text', payload: 'alice-private-chat-line' } },
      alice,
    );
    Object.assign(ids, {
      userId: profile.body.profile._id,
      username: game.body.username,
      password: game.body.password,
      qrcodeId: qr.body.qrcodeId,
      reference: slip.body.reference,
      id: withdrawal.body.withdrawalId,
    });
    secrets.push(
      '0877200001',
      '7720000001',
      'Alicesecret',
      game.body.username,
      game.body.password,
      'alice-private-chat-line',
      qr.body.qrcodeId,
      slip.body.reference,
    );
    expect(secrets.filter((x) => !x)).toEqual([]);
    expect(Object.values(ids).filter((x) => !x)).toEqual([]);
  });
  afterAll(() => s?.close());

  it("every member route, called by Bob with Alice's ids in the path and the body, shows nothing of Alice's and moves none of her money", async () => {
    const before = (await s.api.get('/api/wallet', alice)).body;
    const routes = routesOf(s.app).filter(
      (r) => (r.url.startsWith('/api/') || r.url.startsWith('/media/')) && !r.url.startsWith('/api/sandbox/'),
    );
    const leaks: string[] = [];
    const values = Object.values(ids);
    for (const route of routes) {
      for (const value of values) {
        const url = fill(route.url, (param) =>
          param === 'game' || param === 'slotCode' || param === 'provider' ? (param === 'provider' ? 'WW' : 'PG') : value,
        );
        const body =
          route.method === 'GET'
            ? undefined
            : { ...ids, phoneNumber: '0877200001', amount: 1, from: 'PG', to: 'WALLET', page: 1, limit: 50 };
        const res = await s.api.call(route.method, url, { token: bob, body });
        const text = JSON.stringify(res.body);
        for (const secret of secrets)
          if (text.includes(secret)) leaks.push(`${route.method} ${url} → ${res.status} shows ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    expect((await s.api.get('/api/wallet', alice)).body).toEqual(before);
    expect((await s.api.get<{ qrcodeId: string }>('/api/qrcode/WW', alice)).body).toMatchObject({ qrcodeId: ids.qrcodeId });
  });
});

describe.each(engines)('brute force and disguised uploads on %s', (engine) => {
  let s: TestServer;
  let token = '';
  beforeAll(async () => {
    s = await startServer(engine);
    token = await s.api.member('0877300001', '7730000001');
  });
  afterAll(() => s?.close());

  it('password guessing is cut off within the minute budget, and then even the right password is refused', async () => {
    freshBudgetMinute(s);
    const replies: string[] = [];
    for (let i = 0; i < 25; i++)
      replies.push(String((await s.api.post('/api/login', { username: '0877300001', password: `guess-${i}` })).body.message));
    // 20 failures a minute per phone number and address (only failures count).
    const cut = replies.indexOf('REQUEST_LIMIT_1MIN');
    expect(cut).toBeGreaterThan(15);
    expect(cut).toBeLessThanOrEqual(20);
    expect(replies.slice(0, cut).every((m) => m === 'WRONG_CREDENTIAL')).toBe(true);
    expect(replies.slice(cut).every((m) => m === 'REQUEST_LIMIT_1MIN')).toBe(true);
    expect((await s.api.post('/api/login', { username: '0877300001', password: 'secret-1' })).body).toEqual({
      message: 'REQUEST_LIMIT_1MIN',
    });
  });

  it('made-up OTP tokens from one address are cut off by its budget (each new token was a fresh one, a counter row written per guess)', async () => {
    freshBudgetMinute(s);
    await setSetting(s.ctx.db, 'rateLimits', { ...TEST_RATE_LIMITS, register: { perMinute: 3, perHour: 100 } });
    try {
      const replies: string[] = [];
      for (let i = 0; i < 5; i++) replies.push(String((await s.api.post('/api/otp/verify', { otpToken: `made-up-${i}`, otpCode: '1234' })).body.message));
      expect(replies).toEqual(['OTP_TOKEN_INVALID', 'OTP_TOKEN_INVALID', 'OTP_TOKEN_INVALID', 'REQUEST_LIMIT_1MIN', 'REQUEST_LIMIT_1MIN']);
    } finally {
      await setSetting(s.ctx.db, 'rateLimits', TEST_RATE_LIMITS);
    }
  });

  it('signing in without end is cut off: ten sign-ins a minute per phone number, and wrong passwords do not spend them', async () => {
    // The registration's own sign-in (api.member) falls in the same minute as the ones below.
    freshBudgetMinute(s);
    await s.api.member('0877300061', '7730000061');
    const signIn = (password: string) => s.api.post('/api/login', { username: '0877300061', password });
    for (let i = 0; i < 3; i++) expect((await signIn(`wrong-${i}`)).body).toEqual({ message: 'WRONG_CREDENTIAL' });
    // One sign-in was the registration's (api.member); nine more pass, the eleventh waits.
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push((await signIn('secret-1')).status);
    expect(replies).toEqual([...Array(9).fill(200), 429]);
    expect((await signIn('secret-1')).body).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
  });

  it('guessing the old password through change-password spends the login budget: cut off within the minute', async () => {
    const member = await s.api.member('0877300041', '7730000041');
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => s.api.put('/api/account/changepwd', { oldPassword: `guess-${i}`, newPassword: 'new-password-1' }, member)),
    );
    const messages = replies.map((r) => String(r.body.message));
    expect(messages.filter((m) => m === 'WRONG_PASSWORD').length).toBeLessThanOrEqual(20);
    expect(messages.filter((m) => m !== 'WRONG_PASSWORD').every((m) => m === 'REQUEST_LIMIT_1MIN')).toBe(true);
    // Now even the right one waits, and signing in from this address too.
    expect((await s.api.put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: 'new-password-1' }, member)).body).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    expect((await s.api.post('/api/login', { username: '0877300041', password: 'secret-1' })).body).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
  });

  it('a burst of parallel guesses is held to the same budget: no more passwords are checked than it allows', async () => {
    await s.api.member('0877300002', '7730000002');
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => s.api.post('/api/login', { username: '0877300002', password: `burst-${i}` })),
    );
    const messages = burst.map((r) => String(r.body.message));
    expect(messages.filter((m) => m === 'WRONG_CREDENTIAL').length).toBeLessThanOrEqual(20);
    expect(messages.filter((m) => m !== 'WRONG_CREDENTIAL').every((m) => m === 'REQUEST_LIMIT_1MIN')).toBe(true);
    expect(burst.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it('strangers spending a phone number\'s budget from many addresses cannot lock out a device its owner signed in from', async () => {
    await s.api.member('0877300051', '7730000051');
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'x-requested-with': 'wallet-user', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ username: '0877300051', password }),
      });
    // The owner signs in on their phone: it is remembered, for the login route only.
    const first = await login('secret-1', '198.51.100.1');
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^wallet_device=[\w-]{43}; Path=\/api\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const device = setCookie.split(';')[0]!;
    // 120 guesses from six addresses: each under its own budget (20), together past the number's (100).
    freshBudgetMinute(s);
    for (let a = 2; a <= 7; a++) for (let i = 0; i < 20; i++) await login(`guess-${a}-${i}`, `198.51.100.${a}`);
    const right = async (remoteAddress: string, cookie?: string) => (await login('secret-1', remoteAddress, cookie)).json<{ token?: string; message?: string }>();
    // A device never seen (or a forged or foreign cookie) waits like the strangers ...
    expect(await right('198.51.100.50')).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    expect(await right('198.51.100.50', `wallet_device=${'A'.repeat(43)}`)).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    const other = await s.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.60',
      headers: { 'x-requested-with': 'wallet-user', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: '0877300001', password: 'secret-1' }),
    });
    const foreign = String(other.headers['set-cookie']).split(';')[0];
    expect(await right('198.51.100.50', foreign)).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    // ... the owner's phone gets in, from any address, and is not handed a second device cookie.
    const back = await login('secret-1', '198.51.100.51', device);
    expect(back.json()).toEqual({ token: expect.any(String) });
    expect(back.headers['set-cookie']).toBeUndefined();
    // Its own wrong guesses still count, on a budget of its own.
    const mine: string[] = [];
    for (let i = 0; i < 21; i++) mine.push(String((await login(`mine-${i}`, '198.51.100.52', device)).json<{ message: string }>().message));
    expect(mine.slice(0, 20).every((m) => m === 'WRONG_CREDENTIAL')).toBe(true);
    expect(mine[20]).toBe('REQUEST_LIMIT_1MIN');
  });

  it('a password change forgets the devices that signed in with the old password: their budgets of their own end with it', async () => {
    await s.api.member('0877300053', '7730000053');
    const login = (password: string, cookie?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.70',
        headers: { 'x-requested-with': 'wallet-user', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ username: '0877300053', password }),
      });
    const first = await login('secret-1');
    const device = String(first.headers['set-cookie']).split(';')[0]!;
    // Known: signed in again, it is handed no new cookie.
    expect((await login('secret-1', device)).headers['set-cookie']).toBeUndefined();
    const { token } = first.json<{ token: string }>();
    expect((await s.api.put('/api/account/changepwd', { oldPassword: 'secret-1', newPassword: 'new-password-53' }, token)).status).toBe(200);
    // Whoever held the old password (and its device cookie) guesses on the shared budgets again;
    // the owner signing in with the new one is remembered afresh.
    const again = await login('new-password-53', device);
    expect(again.statusCode).toBe(200);
    expect(String(again.headers['set-cookie'])).toMatch(/^wallet_device=/);
  });

  it('deposit requests are budgeted per member: QR codes made or cancelled and True Money envelopes share ten a minute', async () => {
    freshBudgetMinute(s);
    const member = await s.api.member('0877300071', '7730000071');
    const other = await s.api.member('0877300072', '7730000072');
    const envelope = (n: number) =>
      encryptTruelink(s.config.trueWalletKey, `https://gift.truemoney.com/campaign/?v=budget${String(n).padStart(8, '0')}`);
    const replies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const qr = await s.api.post<{ qrcodeId: string; message?: string }>('/api/qrcode/KBANK', { amount: 100 }, member);
      replies.push(qr.status === 200 ? 'QR' : String(qr.body.message));
      const cancel = await s.api.call('DELETE', `/api/qrcode/KBANK?qrcodeId=${qr.body.qrcodeId}`, { token: member });
      replies.push(cancel.status === 200 ? 'CANCELLED' : String((cancel.body as { message?: string }).message));
    }
    for (let i = 0; i < 4; i++) {
      const sent = await s.api.post<{ status?: string; message?: string }>('/api/wallet/truelink', { link: envelope(i) }, member);
      replies.push(String(sent.body.status ?? sent.body.message));
    }
    const madeAndCancelled = ['QR', 'CANCELLED', 'QR', 'CANCELLED', 'QR', 'CANCELLED', 'QR', 'CANCELLED'];
    expect(replies).toEqual([...madeAndCancelled, 'PENDING', 'PENDING', 'REQUEST_LIMIT_1MIN', 'REQUEST_LIMIT_1MIN']);
    expect((await s.api.post('/api/qrcode/KBANK', { amount: 100 }, member)).body).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    // A mistyped amount is not counted, and another member's budget is their own.
    expect((await s.api.post('/api/qrcode/KBANK', { amount: 'ten' }, member)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await s.api.post('/api/wallet/truelink', { link: envelope(99) }, other)).body).toMatchObject({ status: 'PENDING' });
  });

  it('one address trying one password on many phone numbers is cut off too (the per-address budget)', async () => {
    // From an address of its own, so its budget is spent here only (the other tests sign in from theirs).
    const sprayFrom = async (username: string) =>
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '203.0.113.9',
          headers: { 'x-requested-with': 'wallet-user', 'content-type': 'application/json' },
          payload: JSON.stringify({ username, password: 'spray-1' }),
        })
      ).json<{ message: string }>().message;
    const replies: string[] = [];
    freshBudgetMinute(s);
    for (let i = 0; i < 110; i++) replies.push(await sprayFrom(`08775${String(i).padStart(5, '0')}`));
    // 100 failures a minute per address: 5 × the per-phone budget.
    const cut = replies.indexOf('REQUEST_LIMIT_1MIN');
    expect(cut).toBe(100);
    expect(replies.slice(0, cut).every((m) => m === 'WRONG_CREDENTIAL')).toBe(true);
    expect(replies.slice(cut).every((m) => m === 'REQUEST_LIMIT_1MIN')).toBe(true);
  });

  it('a login name, phone number or OTP token of thousands of characters is refused, not a 500', async () => {
    const long = 'x'.repeat(3000);
    for (const [path, body] of [
      ['/api/login', { username: long, password: 'whatever-1' }],
      ['/api/otp/send', { phoneNumber: long }],
      ['/api/register/check-phone', { phoneNumber: long }],
      ['/api/otp/verify', { otpToken: long, otpCode: '123456' }],
    ] as const) {
      const reply = await s.api.post(path, body);
      expect(reply.status, path).toBeGreaterThanOrEqual(400);
      expect(reply.status, path).toBeLessThan(500);
    }
  });

  it('a burst of OTP requests for one phone sends no more codes than the send budget (5 in 15 minutes)', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => s.api.post<{ code?: string; message?: string }>('/api/otp/send', { phoneNumber: '0877300019' })));
    expect(burst.filter((r) => r.body.code === 'OTP_SENT').length).toBe(5);
    expect(burst.filter((r) => r.body.code !== 'OTP_SENT').every((r) => r.status === 429)).toBe(true);
  });

  it('OTP guessing blocks the code after a few tries', async () => {
    const sent = await s.api.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: '0877300009' });
    const { body: otp } = await s.api.get<{ otpCode: string }>('/api/sandbox/otp/0877300009');
    const wrong = otp.otpCode === '000000' ? '111111' : '000000';
    const replies: string[] = [];
    for (let i = 0; i < 8; i++)
      replies.push(String((await s.api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: wrong })).body.message));
    // Four wrong codes are said wrong; the fifth spends the code and says "request a new code" (the
    // number is not blocked: a resend works) rather than inviting a sixth try.
    expect(replies.slice(0, 5)).toEqual([...Array<string>(4).fill('OTP_CODE_INVALID'), 'OTP_EXPIRED']);
    expect(replies.at(-1)).toMatch(/^(OTP_EXPIRED|REQUEST_LIMIT_1MIN)$/);
    // Spent means spent: the right code no longer opens it.
    const right = await s.api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: otp.otpCode });
    expect(right.body).toMatchObject({ message: expect.stringMatching(/^(OTP_EXPIRED|REQUEST_LIMIT_1MIN)$/) });
    expect(right.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses disguised uploads: wrong magic bytes, polyglots, active content and oversize files', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const cases: Array<[string, string, Buffer]> = [
      ['text named .png', 'slip.png', Buffer.from('just some text, not an image')],
      ['HTML named .jpg', 'slip.jpg', html],
      ['SVG with script', 'slip.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['GIF/HTML polyglot', 'slip.gif', Buffer.concat([GIF, html])],
      ['ONE_PIXEL_PNG with a PHP tail', 'slip.png', Buffer.concat([ONE_PIXEL_PNG, Buffer.from('<?php system($_GET["c"]); ?>')])],
      ['GIF header + javascript: URL', 'slip.gif', Buffer.concat([GIF.subarray(0, 13), Buffer.from('javascript:alert(1)')])],
      // A picture that is a header and nothing else: a broken picture in the chat, a slip nobody can read.
      ['JPEG start then text', 'slip.jpg', Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.from('<img src=x onerror=alert(1)>')])],
      // A few bytes that declare 60,000 × 60,000 pixels: a decompression bomb for the phone that opens it.
      ['PNG declaring 60000×60000', 'slip.png', pngDeclaring(60_000, 60_000)],
      // Within each side, yet 800 MB drawn: real ones weigh 0.6 MB (zeros deflate about 1,000 to 1).
      ['PNG declaring 20000×10000', 'slip.png', pngDeclaring(20_000, 10_000)],
      // Within the cap, and 68 bytes: a header claiming pixels it does not hold (a broken picture).
      ['PNG declaring 20000×2500', 'slip.png', pngDeclaring(20_000, 2_500)],
    ];
    for (const [label, name, content] of cases) {
      const slip = await s.api.upload('/api/wallet/slip', name, content, { token });
      expect.soft({ label, slip: slip.body.message }).toEqual({ label, slip: 'SLIP_INVALID_FILE' });
      const chat = await s.api.upload('/api/chat/upload-image', name, content, { token });
      expect.soft({ label, chat: chat.body.message }).toEqual({ label, chat: 'KEY_INVALID' });
    }
    const big = await s.api.upload('/api/wallet/slip', 'big.png', Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(6 * 1024 * 1024)]), { token });
    expect({ status: big.status, message: big.body.message }).toMatchObject({ status: 413 });
    // The real thing still goes through, up to a 50 MP camera's full photo (here as tightly packed as a picture can be).
    expect((await s.api.upload('/api/wallet/slip', 'slip.png', distinctSlip(), { token })).body).toMatchObject({ status: 'PENDING' });
    expect((await s.api.upload('/api/chat/upload-image', 'photo.png', greyPng(8_160, 6_120, { bits: 1 }), { token })).body).toMatchObject({ fileType: 'image' });
    const sent = await s.api.upload<{ fileType: string; path: string }>('/api/chat/upload-image', 'a.gif', GIF, { token });
    expect(sent.body).toMatchObject({ fileType: 'image' });
    // Served as the member's own: no shared cache (a proxy, a CDN) keeps it for others.
    const served = await s.app.inject({ method: 'GET', url: sent.body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private\b/);
    // Markup the check cannot tell from pixels (an <img onerror> in a GIF's tail) goes through, and is
    // served as an image that, taken for a page, would be a sandboxed one running nothing.
    const tail = await s.api.upload<{ path: string }>('/api/chat/upload-image', 'b.gif', Buffer.concat([GIF, Buffer.from('<img src=x onerror=alert(1)>')]), { token });
    const page = await s.app.inject({ method: 'GET', url: tail.body.path });
    expect(page.headers).toMatchObject({ 'content-type': 'image/gif', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" });
  });

  it('one member cannot fill the disk with slips: five kept a minute, then REQUEST_LIMIT_1MIN', async () => {
    const flooder = await s.api.member('0877300031', '7730000031');
    const replies = [];
    for (let i = 0; i < 7; i++) replies.push(await s.api.upload<{ status?: string; message?: string }>('/api/wallet/slip', 'slip.png', distinctSlip(), { token: flooder }));
    expect(replies.map((r) => r.body.status ?? r.body.message)).toEqual([...Array(5).fill('PENDING'), 'REQUEST_LIMIT_1MIN', 'REQUEST_LIMIT_1MIN']);
  });
});

describe.each(engines)('one slip picture, one credit, on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(() => s?.close());

  type Slip = { reference: string; status: string; reason?: string };
  const send = (token: string, picture: Buffer) => s.api.upload<Slip>('/api/wallet/slip', 'slip.png', picture, { token });
  const listed = async (token: string, reference: string) =>
    (await s.api.post<{ slips: Array<Slip & { note: string | null }> }>('/api/statement/slip', { page: 1, limit: 10 }, token)).body.slips.find((x) => x.reference === reference);

  it('the same file from another account, while one waits or once credited, is refused as a duplicate slip; its own member sending it again gets that slip back', async () => {
    const [alice, bob, carol] = [
      await s.api.member('0877350001', '7735000001'),
      await s.api.member('0877350002', '7735000002'),
      await s.api.member('0877350003', '7735000003'),
    ];
    const picture = distinctSlip();
    const first = await send(alice, picture);
    expect(first.body).toEqual({ reference: expect.stringMatching(/^SLIP/), status: 'PENDING' });
    // Alice again under a new key (another device, a key lost with the tab): the same slip, still on its way.
    expect((await send(alice, picture)).body).toEqual(first.body);
    // Bob's copy: kept for the operator, refused at once, with its reason in the reply and the slip list.
    const copy = await send(bob, picture);
    expect(copy.body).toEqual({ reference: expect.not.stringMatching(first.body.reference), status: 'FAILED', reason: 'SLIP_REFNO_DUPLICATED' });
    expect(await listed(bob, copy.body.reference)).toMatchObject({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' });
    // The operator's queue holds the first only.
    const queue = (await s.api.get<{ slips: Array<{ reference: string }> }>('/api/sandbox/slips')).body.slips.map((x) => x.reference);
    expect(queue).toContain(first.body.reference);
    expect(queue).not.toContain(copy.body.reference);
    // Credited, it still pays once: Alice's file again is her credited slip, Carol's copy a duplicate.
    expect((await s.api.post(`/api/sandbox/slips/${first.body.reference}/approve`, { amount: 300 })).status).toBe(200);
    expect((await send(alice, picture)).body).toEqual({ reference: first.body.reference, status: 'SUCCESS' });
    expect((await send(carol, picture)).body).toMatchObject({ status: 'FAILED', reason: 'SLIP_REFNO_DUPLICATED' });
    expect([await s.api.walletAmount(alice), await s.api.walletAmount(bob), await s.api.walletAmount(carol)]).toEqual([300, 0, 0]);
    // A refused one does not count: the file may be the right one once the money has arrived.
    const other = distinctSlip();
    const refused = await send(bob, other);
    expect((await s.api.post(`/api/sandbox/slips/${refused.body.reference}/reject`, { note: 'NOT_MATCH' })).status).toBe(200);
    const again = await send(bob, other);
    expect(again.body).toMatchObject({ status: 'PENDING' });
    expect(again.body.reference).not.toBe(refused.body.reference);
  });

  // Guards the per-file lock on PostgreSQL; the embedded engine runs one transaction at a time anyway.
  it('copies sent at once from several accounts: one waits for review, the rest are duplicates', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, (_, i) => s.api.member(`087736000${i}`, `773600000${i}`)));
    const picture = distinctSlip();
    const replies = await Promise.all(members.map((token) => send(token, picture)));
    expect(replies.map((r) => r.body.status).sort()).toEqual(['FAILED', 'FAILED', 'FAILED', 'PENDING']);
  });
});

describe.each(engines)('phone number lookups on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
    await s.api.member('0877400001', '7740000001');
  });
  afterAll(() => s?.close());

  const from = async (remoteAddress: string, url: string, body: unknown) =>
    String((await s.api.call<{ message?: string }>('POST', url, { body, remoteAddress })).body.message ?? 'ok');
  const profile = (phone: string) => ({ name: 'Walker', username: phone, password: 'long-enough' });

  it('one address cannot walk the phone numbers: check-phone, step 3 and OTP sends share a budget per address', async () => {
    const walker = '198.51.100.40';
    // The budget's window is the clock's minute: start well inside one.
    if (Date.now() % 60_000 > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    const answers: string[] = [];
    for (let i = 0; i < 36; i++) {
      const phone = `08774${String(i).padStart(5, '0')}`;
      const url = ['/api/register/check-phone', '/api/account/validate', '/api/otp/send'][i % 3]!;
      answers.push(await from(walker, url, url === '/api/account/validate' ? profile(phone) : { phoneNumber: phone }));
    }
    // 30 a minute from one address (the seed's `register` budget), whatever number each asks about.
    expect(answers.slice(0, 30).every((m) => m !== 'REQUEST_LIMIT_1MIN')).toBe(true);
    expect(answers.slice(30)).toEqual(Array(6).fill('REQUEST_LIMIT_1MIN'));
    // The member's own number is refused to the walker too: the budget is spent before the lookup.
    expect(await from(walker, '/api/register/check-phone', { phoneNumber: '0877400001' })).toBe('REQUEST_LIMIT_1MIN');
    // Another address, another budget: a new player next door registers.
    expect(await from('203.0.113.40', '/api/register/check-phone', { phoneNumber: '0877400001' })).toBe('EXISTING_USER');
    expect(await from('203.0.113.40', '/api/register/check-phone', { phoneNumber: '0877499999' })).toBe('ok');
  });

  it('an OTP send refused by its phone\'s own budget does not spend the address\'s', async () => {
    const address = '198.51.100.44';
    if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    // 10 sends a minute per phone (the seed's `otp` budget): the 11th and 12th are refused by it.
    const sends: string[] = [];
    for (let i = 0; i < 12; i++) sends.push(await from(address, '/api/otp/send', { phoneNumber: '0877455555' }));
    expect(sends.slice(10)).toEqual(['REQUEST_LIMIT_1MIN', 'REQUEST_LIMIT_1MIN']);
    // The address spent 10 of its 30, not 12: 20 more lookups go through, the 21st does not.
    const lookups: string[] = [];
    for (let i = 0; i < 21; i++) lookups.push(await from(address, '/api/register/check-phone', { phoneNumber: `08774${String(500 + i).padStart(5, '0')}` }));
    expect(lookups.slice(0, 20).every((m) => m !== 'REQUEST_LIMIT_1MIN')).toBe(true);
    expect(lookups[20]).toBe('REQUEST_LIMIT_1MIN');
  });

  it('registering is no way round it: refusals for a taken number or bank account spend the budget, new members do not', async () => {
    const register = (address: string, phone: string, account: string, extra: object = {}) =>
      from(address, '/api/account', { ...profile(phone), bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: account, ...extra });
    // Anything else wrong is said first, taken or not: an unknown source code tells nothing.
    expect(await register('192.0.2.50', '0877400001', '7740000201', { sourceCode: 'NOPE' })).toBe('KEY_INVALID');
    expect(await register('192.0.2.50', '0877400299', '7740000202', { sourceCode: 'NOPE' })).toBe('KEY_INVALID');
    if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    const probes: string[] = [];
    for (let i = 0; i < 33; i++) probes.push(await register('192.0.2.51', '0877400001', `77400003${String(i).padStart(2, '0')}`));
    expect(probes.slice(0, 30)).toEqual(Array(30).fill('EXISTING_USER'));
    expect(probes.slice(30)).toEqual(Array(3).fill('REQUEST_LIMIT_1MIN'));
  });

  it('an address is budgeted as one client: IPv4 as it is (also written as IPv6), IPv6 by its /64 however spelled', () => {
    expect(budgetAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const line = ['2001:db8:1:2::5', '2001:DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2:0:0:0:1'].map(budgetAddress);
    expect(new Set(line)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(budgetAddress('2001:db8:1:3::5')).not.toBe(line[0]);
    expect(budgetAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('members made from one address have a budget (the seed\'s `signup`: 5 a minute), refusals give theirs back', async () => {
    await setSetting(s.ctx.db, 'rateLimits', DEFAULT_SETTINGS.rateLimits);
    try {
      const register = (address: string, i: number, phone = `08776${String(i).padStart(5, '0')}`) =>
        from(address, '/api/account', { ...profile(phone), bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: `77600000${String(i).padStart(2, '0')}` });
      if (Date.now() % 60_000 > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
      // A taken number first: refused, and it spends no sign-up.
      expect(await register('192.0.2.60', 0, '0877400001')).toBe('EXISTING_USER');
      const made = await Promise.all(Array.from({ length: 7 }, (_, i) => register('192.0.2.60', i + 1)));
      expect(made.filter((m) => m === 'ok')).toHaveLength(5);
      expect(made.filter((m) => m === 'REQUEST_LIMIT_1MIN')).toHaveLength(2);
      // Another address, another budget.
      expect(await register('192.0.2.61', 9)).toBe('ok');
      // An IPv6 line is handed a whole /64: its addresses share one budget, not one each.
      const fromOneLine = await Promise.all(Array.from({ length: 7 }, (_, i) => register(`2001:db8:60:1::${i + 1}`, 10 + i)));
      expect(fromOneLine.filter((m) => m === 'ok')).toHaveLength(5);
      expect(fromOneLine.filter((m) => m === 'REQUEST_LIMIT_1MIN')).toHaveLength(2);
      expect(await register('2001:db8:60:2::1', 20)).toBe('ok');
    } finally {
      await setSetting(s.ctx.db, 'rateLimits', TEST_RATE_LIMITS);
    }
  });

  it('the payout account (bank, number, holder name) changes only with the password; a name alone needs none', async () => {
    const token = await s.api.member('0877400501', '7740000501');
    const change = (extra: Record<string, string>) =>
      s.api.put('/api/account/profile', { name: 'Payout Owner', bankCode: 'KBANK', bankAccountName: 'สมชาย  ใจดี', bankAccountNo: '7740000501', ...extra }, token);
    const payee = async () => (await s.api.get<{ bankAccount: { bankCode: string; bankAccountNo: string; bankAccountName: string } }>('/api/account/profile', token)).body.bankAccount;
    const kept = { bankCode: 'KBANK', bankAccountNo: '7740000501', bankAccountName: 'สมชาย ใจดี' };
    // A phone left signed in: someone sends the next payout to their own account, or makes it fail.
    expect((await change({ bankAccountNo: '7740000599' })).body).toEqual({ message: 'WRONG_PASSWORD' });
    expect((await change({ bankAccountNo: '7740000599', password: 'guess-1' })).body).toEqual({ message: 'WRONG_PASSWORD' });
    expect((await change({ bankCode: 'SCB', password: 'guess-2' })).body).toEqual({ message: 'WRONG_PASSWORD' });
    expect((await change({ bankAccountName: 'MALLORY THIEF' })).body).toEqual({ message: 'WRONG_PASSWORD' });
    // The password-free §5 prompt is only for an English-name bank's name that is not English yet.
    expect((await s.api.put('/api/account/bankAccountName', { bankCode: 'KBANK', bankAccountName: 'MALLORY THIEF' }, token)).body).toEqual({
      message: 'KEY_INVALID',
      detail: 'bankAccountName',
    });
    expect(await payee()).toMatchObject(kept);
    // The member's own name, with the holder name as kept (spaces cleaned as the server keeps it).
    expect((await change({ name: 'Renamed Owner' })).status).toBe(200);
    expect((await change({ bankAccountNo: '7740000599', bankAccountName: 'Somchai Jaidee', password: 'secret-1' })).status).toBe(200);
    expect(await payee()).toMatchObject({ bankAccountNo: '7740000599', bankAccountName: 'Somchai Jaidee' });
  });

  it('the §5 English-name prompt: a KTB holder name in Thai becomes English once without the password, then no more', async () => {
    const token = await s.api.member('0877400502', '7740000502');
    await s.ctx.db.updateTable('members').set({ bank_code: 'KTB' }).where('username', '=', '0877400502').execute();
    const rename = (bankAccountName: string) => s.api.put<{ bankAccount: { bankAccountName: string } }>('/api/account/bankAccountName', { bankCode: 'KTB', bankAccountName }, token);
    expect((await rename('ชื่อไทย')).body).toEqual({ message: 'BANK_ACCOUNT_NAME_ENG' });
    expect((await rename('somchai  jaidee')).body.bankAccount.bankAccountName).toBe('SOMCHAI JAIDEE');
    expect((await rename('MALLORY THIEF')).body).toEqual({ message: 'KEY_INVALID', detail: 'bankAccountName' });
    expect((await s.api.put('/api/account/bankAccountName', { bankCode: 'SCB', bankAccountName: 'ALICE' }, token)).body).toEqual({ message: 'INVALID_BANK' });
  });

  it('a profile change is no way round it: EXISTING_BANK answers spend the budget per address and per member', async () => {
    const token = await s.api.member('0877400401', '7740000401');
    const save = async (remoteAddress: string, bankAccountNo: string) => {
      const res = await s.app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        remoteAddress,
        headers: { 'x-requested-with': 'wallet-user', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ name: 'Prober', bankCode: 'KBANK', bankAccountName: 'A B', bankAccountNo, password: 'secret-1' }),
      });
      return String((res.json() as { message?: string }).message ?? 'ok');
    };
    // Saving one's own details again and again is not held back.
    if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000)));
    const own: string[] = [];
    for (let i = 0; i < 33; i++) own.push(await save('192.0.2.60', `77400004${String(i).padStart(2, '0')}`));
    expect(own.every((m) => m === 'ok')).toBe(true);
    // Testing another member's account number is, from any address.
    const probes: string[] = [];
    for (let i = 0; i < 33; i++) probes.push(await save(`192.0.2.${61 + (i % 3)}`, '7740000001'));
    expect(probes.slice(0, 30)).toEqual(Array(30).fill('EXISTING_BANK'));
    expect(probes.slice(30)).toEqual(Array(3).fill('REQUEST_LIMIT_1MIN'));
  });

  it('with the SMS check on, registering an unverified number says nothing about whether it is taken', async () => {
    await s.api.put('/api/sandbox/settings', { registerOTP: true });
    try {
      const register = (phone: string, account: string) =>
        from('192.0.2.41', '/api/account', { ...profile(phone), bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: account });
      expect(await register('0877400001', '7740000101')).toBe('UNVERIFIED_OTP');
      expect(await register('0877400002', '7740000102')).toBe('UNVERIFIED_OTP');
    } finally {
      await s.api.put('/api/sandbox/settings', { registerOTP: false });
    }
  });

  it("a number its owner just verified cannot be taken by someone watching it: registering needs the owner's code token", async () => {
    await s.api.put('/api/sandbox/settings', { registerOTP: true });
    try {
      const owner = '192.0.2.61';
      const watcher = '203.0.113.62';
      const phone = '0877400063';
      const send = (address: string, body: Record<string, string>) =>
        s.app.inject({
          method: 'POST',
          url: '/api/otp/send',
          remoteAddress: address,
          headers: { 'x-requested-with': 'wallet-user', 'content-type': 'application/json' },
          payload: JSON.stringify({ phoneNumber: phone, ...body }),
        });
      const sent = (await send(owner, {})).json() as { otpToken: string; code: string };
      expect(sent.code).toBe('OTP_SENT');
      const { otpCode } = (await s.api.get<{ otpCode: string }>(`/api/sandbox/otp/${phone}`)).body;
      expect((await s.api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode })).body).toEqual({ code: 'OTP_CODE_VALID' });
      // The watcher learns nothing from a send (a fresh code goes to the owner's phone, not "verified")…
      expect(((await send(watcher, {})).json() as { code: string }).code).toBe('OTP_SENT');
      // …and cannot register the number with their own password and bank.
      const squat = { ...profile(phone), password: 'attacker-pw', bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: '7740000199' };
      expect(await from(watcher, '/api/account', squat)).toBe('UNVERIFIED_OTP');
      expect(await from(watcher, '/api/account', { ...squat, otpToken: 'x'.repeat(32) })).toBe('UNVERIFIED_OTP');
      // The owner, holding the token, registers.
      const own = { ...profile(phone), bankCode: 'SCB', bankAccountName: 'A B', bankAccountNo: '7740000103', otpToken: sent.otpToken };
      expect(await from(owner, '/api/account', own)).toBe('ok');
      expect((await s.api.post('/api/login', { username: phone, password: 'attacker-pw' })).body).toMatchObject({ message: expect.any(String) });
      expect((await s.api.post<{ token?: string }>('/api/login', { username: phone, password: 'long-enough' })).body.token).toBeTruthy();
    } finally {
      await s.api.put('/api/sandbox/settings', { registerOTP: false });
    }
  });
});

describe('sessions one member keeps', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite');
    // Sign-ins enough to pass the cap within a minute.
    await setSetting(s.ctx.db, 'rateLimits', { ...TEST_RATE_LIMITS, signin: { perMinute: 100, perHour: 1000 } });
  });
  afterAll(() => s?.close());

  it(`at most ${MAX_SESSIONS_PER_MEMBER}: a sign-in past them ends the oldest, and only the oldest`, async () => {
    const first = await s.api.member('0877500001', '7750000001');
    const tokens = [first];
    for (let i = 1; i <= MAX_SESSIONS_PER_MEMBER; i++) {
      tokens.push((await s.api.post<{ token: string }>('/api/login', { username: '0877500001', password: 'secret-1' })).body.token);
    }
    expect((await s.api.get('/api/wallet', first)).body).toEqual({ message: 'UNAUTHORIZED' });
    for (const token of tokens.slice(1)) expect((await s.api.get('/api/wallet', token)).status).toBe(200);
    const rows = await s.ctx.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(MAX_SESSIONS_PER_MEMBER);
    // A client that never returns the device cookie is remembered anew each time: as many, no more.
    const devices = await s.ctx.db.selectFrom('login_devices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(devices.n)).toBe(20);
  });
});
