import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, demoAmounts, retireSandboxAccess, seedDemo } from '../src/db/seed-demo.ts';
import { createServer } from '../src/main.ts';
import { signTelegramInitData, verifyTelegramInitData } from '../src/modules/host/telegram.ts';
import { SANDBOX_TELEGRAM_BOT_TOKEN } from '../src/config.ts';
import { checkInvariants } from '../src/ledger/index.ts';
import { Api, engines, startServer, type TestServer } from './helpers.ts';
import { distinctSlip } from '../../tests/png.ts';


describe.each(engines)('sandbox console and demo data (%s)', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine, { demoData: true });
    // createServer seeded the demo member because demoData is on.
  });
  afterAll(() => s.close());

  it('seeds the demo member once, through the ledger, and it signs in with the printed password', async () => {
    expect(await seedDemo(s.ctx)).toEqual({ created: false });
    const login = await s.api.post<{ token: string }>('/api/login', { username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
    expect(login.status).toBe(200);
    expect(DEMO_MEMBER.password.length).toBeGreaterThanOrEqual(8);
    const token = login.body.token;
    const wallet = await s.api.get<{ wallet: { amount: number }; slots: Array<{ code: string; amount: number }> }>('/api/wallet', token);
    // 1,000 deposited, 200 moved to the game, a 30 promotion credited.
    expect(wallet.body.wallet.amount).toBe(DEMO_MEMBER.deposit - DEMO_MEMBER.toGame + 30);
    expect(wallet.body.slots.find((slot) => slot.code === DEMO_MEMBER.game)?.amount).toBe(DEMO_MEMBER.toGame);
    const promotion = await s.api.get<{ promotion: { code: string } | null }>('/api/promotion/current', token);
    expect(promotion.body.promotion?.code).toBe(DEMO_MEMBER.promotion);
    const statement = await s.api.post<{ statements: Array<{ statementType: string; from: string }> }>('/api/statement', { page: 1, limit: 10 }, token);
    expect(statement.status).toBe(200);
    // Its deposit came as a paid QR code does: "deposit via QR code" on the statement, not an unknown source.
    expect(statement.body.statements.find((entry) => entry.statementType === 'deposit')).toMatchObject({ from: 'QR', to: 'WALLET' });
    const report = await checkInvariants(s.ctx.db);
    expect(report.unbalancedTransactions).toEqual([]);
    expect(report.total).toBe(0n);
  });

  it('a restart keeps what the demo member did (never overwrites)', async () => {
    const login = await s.api.post<{ token: string }>('/api/login', { username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
    const before = await s.api.walletAmount(login.body.token);
    expect((await s.api.post('/api/wallet/withdraw', { amount: 100 }, login.body.token)).status).toBe(200);
    expect(await seedDemo(s.ctx)).toEqual({ created: false });
    expect(await s.api.walletAmount(login.body.token)).toBe(before - 100);
    expect((await s.api.get<{ members: unknown[] }>('/api/sandbox/members')).body.members.length).toBe(1);
  });

  it('lists pending QR codes, slips and withdrawals, and members with their games', async () => {
    const token = await s.api.member('0890000001', '9000000001');
    const qr = await s.api.post<{ qrcodeId: string }>('/api/qrcode/WW', { amount: 150 }, token);
    const slip = await s.api.upload<{ reference: string }>('/api/wallet/slip', 'slip.png', distinctSlip(), { token });
    await s.api.deposit(token, 500);
    const withdrawal = await s.api.post<{ withdrawalId: string }>('/api/wallet/withdraw', { amount: 200 }, token);
    expect(withdrawal.status).toBe(200);

    const qrs = await s.api.get<{ qrcodes: Array<{ qrcodeId: string; username: string; amount: number }> }>('/api/sandbox/qrcodes');
    expect(qrs.body.qrcodes).toContainEqual(expect.objectContaining({ qrcodeId: qr.body.qrcodeId, username: '0890000001', amount: 150 }));
    const slips = await s.api.get<{ slips: Array<{ reference: string; link: string }> }>('/api/sandbox/slips');
    expect(slips.body.slips.map((x) => x.reference)).toContain(slip.body.reference);
    expect(slips.body.slips[0]!.link).toMatch(/^\/media\/slips\//);
    const withdrawals = await s.api.get<{ withdrawals: Array<{ id: string; amount: number }> }>('/api/sandbox/withdrawals');
    // The payout says its currency and the member's bank account, so it is paid in the right money to the right place.
    expect(withdrawals.body.withdrawals).toContainEqual(
      expect.objectContaining({ id: withdrawal.body.withdrawalId, amount: 200, currency: 'BAHT', bankCode: 'KBANK', bankAccountNo: expect.stringMatching(/^\d+$/) }),
    );

    // Paid where the member asked: a bank account changed while it waits does not move the payout.
    const asked = withdrawals.body.withdrawals.find((w) => w.id === withdrawal.body.withdrawalId);
    const changed = await s.api.put(
      '/api/account/profile',
      { name: 'Console Test', bankCode: 'SCB', bankAccountName: 'CONSOLE TEST', bankAccountNo: '9000000099', password: 'secret-1' },
      token,
    );
    expect(changed.status).toBe(200);
    const after = await s.api.get<{ withdrawals: Array<{ id: string }> }>('/api/sandbox/withdrawals');
    expect(after.body.withdrawals.find((w) => w.id === withdrawal.body.withdrawalId)).toEqual(asked);

    // Decided ones leave the lists.
    await s.api.post(`/api/sandbox/withdrawals/${withdrawal.body.withdrawalId}/approve`);
    await s.api.post(`/api/sandbox/qrcode/${qr.body.qrcodeId}/pay`);
    const left = (await s.api.get<{ withdrawals: Array<{ id: string }> }>('/api/sandbox/withdrawals')).body.withdrawals;
    expect(left.map((w) => w.id)).not.toContain(withdrawal.body.withdrawalId);
    expect((await s.api.get<{ qrcodes: unknown[] }>('/api/sandbox/qrcodes')).body.qrcodes).toEqual([]);

    const members = await s.api.get<{ members: Array<{ username: string; wallet: number; games: Array<{ code: string }> }> }>('/api/sandbox/members');
    expect(members.body.members.find((m) => m.username === DEMO_MEMBER.phone)?.games.map((g) => g.code)).toEqual([DEMO_MEMBER.game]);
    expect(members.body.members.find((m) => m.username === '0890000001')?.wallet).toBe(150 + 500 - 200);
  });

  it('lists chat conversations with their latest message; the operator reply lands in the room', async () => {
    const token = await s.api.member('0890000002', '9000000002');
    const memberId = (await s.api.get<{ profile: { _id?: string; id?: string } }>('/api/wallet', token)).body.profile;
    await s.api.post('/api/chat/send-message', { message: { message_type: 'text', payload: 'hello operator' } }, token);
    const list = await s.api.get<{ conversations: Array<{ userId: string | null; username: string | null; lastMessage: unknown }> }>(
      '/api/sandbox/chat/conversations',
    );
    const mine = list.body.conversations.find((c) => c.username === '0890000002');
    expect(mine).toBeDefined();
    const reply = await s.api.post('/api/sandbox/chat/reply', {
      userId: mine!.userId,
      message: { message_type: 'text', payload: 'Hi from the console' },
    });
    expect(reply.status).toBe(200);
    const history = await s.api.post<{ conversations: Array<{ sender: string; message: { payload: unknown } }> }>(
      '/api/chat/history',
      { limit: 20, skip: 0 },
      token,
    );
    expect(history.body.conversations.some((c) => c.sender === 'others' && c.message.payload === 'Hi from the console')).toBe(true);
    expect(memberId).toBeDefined();
    // A room that cannot be: a member who does not exist, a guest id the app never makes.
    const text = { message_type: 'text', payload: 'hello?' };
    expect((await s.api.post('/api/sandbox/chat/reply', { userId: '999999', message: text })).body).toMatchObject({ message: 'NO_DATA' });
    expect((await s.api.post('/api/sandbox/chat/reply', { guestId: 'x', message: text })).body).toMatchObject({ message: 'KEY_INVALID' });
  });

  it('launches a chosen member as Telegram: linked, and the minted launch data signs in once', async () => {
    const members = await s.api.get<{ members: Array<{ id: string; username: string }> }>('/api/sandbox/members');
    const demo = members.body.members.find((m) => m.username === DEMO_MEMBER.phone)!;
    const launch = await s.api.post<{ path: string }>('/api/sandbox/hosts/telegram/launch', { memberId: demo.id });
    expect(launch.status).toBe(200);
    // The console's simulated Telegram client, which frames the app with this launch data.
    expect(launch.body.path).toBe(`/sandbox/telegram?member=${demo.id}#${launch.body.path.split('#')[1]}`);
    expect(launch.body.path).toContain('#tgWebAppData=');
    const hash = new URLSearchParams(launch.body.path.split('#')[1]);
    const initData = hash.get('tgWebAppData')!;
    expect(verifyTelegramInitData(initData, SANDBOX_TELEGRAM_BOT_TOKEN, 60).ok).toBe(true);
    const signIn = await s.api.post<{ token: string }>('/api/host/login', { kind: 'tg-initdata', value: initData });
    expect(signIn.status).toBe(200);
    const wallet = await s.api.get<{ profile: { username?: string; phone?: string } }>('/api/wallet', signIn.body.token);
    expect(JSON.stringify(wallet.body.profile)).toContain(DEMO_MEMBER.phone);
    expect((await s.api.post('/api/host/login', { kind: 'tg-initdata', value: initData })).status).toBe(400);

    const line = await s.api.post<{ path: string }>('/api/sandbox/hosts/line/launch', { memberId: demo.id });
    expect(line.body.path).toContain('liffClientId');
    expect((await s.api.post('/api/sandbox/hosts/telegram/launch', { memberId: '999999' })).status).toBe(404);
    expect((await s.api.post('/api/sandbox/hosts/viber/launch', { memberId: demo.id })).status).toBe(404);
  });

  it.runIf(engine === 'postgres')('production on this database retires the demo password and the links the sandbox proved, and leaves a member who took the number alone', async () => {
    const demo = await s.api.post<{ token: string }>('/api/login', { username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
    expect(demo.status).toBe(200);
    // The console launched the demo member as Telegram above: a link to a made-up id, a real person's id in production.
    const link = await s.ctx.db.selectFrom('host_links').select(['host_user_id']).where('kind', '=', 'telegram').executeTakeFirstOrThrow();
    const botToken = '123456:production-bot';
    const productionConfig = { ...s.config, production: true, sandbox: false, trueWalletKey: 'operator-key', telegramBotToken: botToken };
    // Its balances were paid by the console and its sessions opened by proofs anyone could mint: refused by default.
    const member = await s.api.member('0877700001', '7770000001');
    await expect(createServer(productionConfig)).rejects.toThrow(/the sandbox ran on this database.*ALLOW_SANDBOX_DATABASE=1/);
    expect((await s.api.get('/api/wallet', member)).status).toBe(200);
    // A slip's picture link signed while the sandbox ran (anyone could have had one signed).
    const slipLink = (await s.api.get<{ slips: Array<{ link: string }> }>('/api/sandbox/slips')).body.slips[0]!.link;
    expect((await s.app.inject({ method: 'GET', url: slipLink })).statusCode).toBe(200);
    const warnings: string[] = [];
    const production = await createServer({ ...productionConfig, allowSandboxDatabase: true }, undefined, { warn: (m) => warnings.push(m) });
    try {
      const api = new Api(production);
      // Accepted: every session the sandbox's time opened has ended, once.
      expect((await api.get('/api/wallet', member)).status).toBe(401);
      expect(warnings.join('\n')).toMatch(/ALLOW_SANDBOX_DATABASE=1 .* sessions were ended/);
      // Its signed links end with them.
      expect((await production.app.inject({ method: 'GET', url: slipLink })).statusCode).toBe(404);
      expect((await api.post('/api/login', { username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password })).body).toEqual({ message: 'WRONG_CREDENTIAL' });
      expect((await api.get('/api/wallet', demo.body.token)).status).toBe(401);
      // That Telegram user opening the real Mini App is nobody's member.
      const initData = signTelegramInitData(
        { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'q1', user: JSON.stringify({ id: Number(link.host_user_id), first_name: 'Real' }) },
        botToken,
      );
      expect((await api.post('/api/host/login', { kind: 'tg-initdata', value: initData })).body).toMatchObject({ message: 'NO_USER' });
      // The money it held is still in the ledger, untouched.
      expect((await checkInvariants(s.ctx.db)).unbalancedTransactions).toEqual([]);
      // Another start finds nothing left to retire, and needs no flag: the database was accepted.
      expect(await retireSandboxAccess(production.ctx)).toEqual({ demoPhones: [], hostLinks: 0 });
    } finally {
      await production.close();
    }
    const again = await createServer(productionConfig);
    await again.close();
  });
});

/** A stand-in client build: the app's page, the console's page and a console chunk. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>member app</title>');
  fs.writeFileSync(path.join(dir, 'sandbox.html'), '<!doctype html><title>sandbox console</title>');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'sandbox-abc123.js'), 'console.log("console")');
  return dir;
}

describe.each([true, false])('the console page with sandbox=%s', (sandbox) => {
  let s: TestServer;
  const dist = fakeDist();
  beforeAll(async () => {
    s = await startServer('pglite', { sandbox, distDir: dist });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it(sandbox ? 'serves /sandbox and /sandbox/telegram from sandbox.html' : 'answers /sandbox with the member app and never hands out the console files', async () => {
    for (const url of ['/sandbox', '/sandbox/telegram']) {
      const page = await s.api.get<string>(url);
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain(sandbox ? 'sandbox console' : 'member app');
    }
    // Only the simulated Telegram client may frame the app from this origin; no page of the app may.
    const frameSrc = async (url: string) => {
      const reply = await s.app.inject({ method: 'GET', url });
      return /frame-src ([^;]+)/.exec(String(reply.headers['content-security-policy']))?.[1] ?? '';
    };
    expect((await frameSrc('/sandbox/telegram')).includes("'self'")).toBe(sandbox);
    for (const url of ['/sandbox', '/login', '/user/home']) expect(await frameSrc(url), url).not.toContain("'self'");
    const file = await s.api.get<string>('/sandbox.html');
    const chunk = await s.api.get<string>('/assets/sandbox-abc123.js');
    if (sandbox) {
      expect(chunk.status).toBe(200);
    } else {
      expect(String(file.body)).not.toContain('sandbox console');
      expect(String(chunk.body)).not.toContain('console.log');
    }
  });

  it('answers a missing file with 404 (never the app page as a script) and a client route with the app', async () => {
    for (const missing of ['/assets/index-old123.js', '/assets/gone.css', '/favicon-old.png', '/user/app.js?v=1']) {
      const reply = await s.api.get<string>(missing);
      expect(reply.status, missing).toBe(404);
      expect(String(reply.body)).not.toContain('member app');
    }
    const route = await s.api.get<string>('/user/statement?page=2');
    expect(route.status).toBe(200);
    expect(route.body).toContain('member app');
  });
});

describe('without the sandbox', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', { sandbox: false, demoData: true });
  });
  afterAll(() => s.close());

  it('seeds no demo member and has no console endpoints', async () => {
    const login = await s.api.post('/api/login', { username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
    expect(login.status).toBe(401);
    for (const path of ['/api/sandbox/members', '/api/sandbox/qrcodes', '/api/sandbox/slips', '/api/sandbox/withdrawals', '/api/sandbox/chat/conversations']) {
      expect((await s.api.get(path)).status).toBe(404);
    }
    expect((await s.api.get('/sandbox')).status).not.toBe(200);
  });
});

describe('the Laos demo member', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite', { demoData: true, laos: true });
  });
  afterAll(() => s.close());

  it('holds kip it can withdraw (above kip minimum), deposited by slip as a kip wallet can', async () => {
    const { deposit, toGame } = demoAmounts(true);
    const token = (await s.api.post<{ token: string }>('/api/login', { username: DEMO_MEMBER.phoneLaos, password: DEMO_MEMBER.password })).body.token;
    expect(await s.api.walletAmount(token)).toBe(deposit - toGame + 30);
    const statement = await s.api.post<{ statements: Array<{ statementType: string; from: string }> }>('/api/statement', { page: 1, limit: 10 }, token);
    expect(statement.body.statements.find((entry) => entry.statementType === 'deposit')).toMatchObject({ from: 'SLIP', to: 'WALLET' });
    // 50,000 kip is the smallest withdrawal a kip wallet may make: the demo can make it.
    expect((await s.api.post('/api/wallet/withdraw', { amount: 50_000 }, token)).body).toMatchObject({ status: 'PENDING' });
  });
});
