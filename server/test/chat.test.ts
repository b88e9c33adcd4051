import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSetting, setSetting } from '../src/core/settings.ts';
import { encryptTruelink } from '../src/modules/deposit/service.ts';
import { engines, startServer, freshBudgetMinute, type TestServer, ONE_PIXEL_PNG, TEST_RATE_LIMITS } from './helpers.ts';
import { distinctSlip } from '../../tests/png.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Msg = { sender: string; message: { message_type: string; payload?: unknown }; _id: string };

function socketTo(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = connect(url, { auth, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}
const join = (socket: Socket, room: string) => socket.timeout(3000).emitWithAck('join', room) as Promise<{ ok: boolean; message?: string }>;
const next = (socket: Socket, event: string, match: (m: Msg) => boolean = () => true) =>
  new Promise<Msg>((resolve) => {
    const on = (m: Msg) => {
      if (!match(m)) return;
      socket.off(event, on);
      resolve(m);
    };
    socket.on(event, on);
  });

function multipart(fields: Record<string, string>, filename: string, content: Buffer) {
  const boundary = '----chat' + randomBytes(6).toString('hex');
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'wallet-user' } };
}

describe.each(engines)('chat over HTTP and socket.io on %s', (engine) => {
  let s: TestServer;
  let url: string;
  beforeAll(async () => {
    s = await startServer(engine);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers no other site\'s page: socket.io long-polling sends no CORS headers', async () => {
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: 'https://evil.example' } });
    expect(handshake.headers.get('access-control-allow-origin')).toBeNull();
    expect(handshake.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The app's own page (same origin) still talks to it.
    const guest = await socketTo(url, { guestId: `guest-${randomBytes(8).toString('hex')}` });
    guest.close();
    // A socket that says nobody (the app always names a member or a guest) has no room to join: refused.
    await expect(socketTo(url, {})).rejects.toThrow('UNAUTHORIZED');
  });

  it("a member's own money move pings their room: another device's open screen reloads its balances", async () => {
    const token = await s.api.member(engine === 'pglite' ? '0881200001' : '0881200002', engine === 'pglite' ? '8120000001' : '8120000002');
    await s.api.deposit(token, 300);
    await s.api.get('/api/wallet/activate/PG', token);
    const { body: me } = await s.api.get<{ profile: { _id: string } }>('/api/account/profile', token);
    const otherDevice = await socketTo(url, { token });
    try {
      expect(await join(otherDevice, `mw-${me.profile._id}`)).toMatchObject({ ok: true });
      const pinged = new Promise<unknown>((resolve) => otherDevice.once('wallet', resolve));
      expect((await s.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 }, token)).status).toBe(200);
      await expect(pinged).resolves.toEqual({});
      const again = new Promise<unknown>((resolve) => otherDevice.once('wallet', resolve));
      expect((await s.api.post('/api/wallet/withdraw', { amount: 150 }, token)).body).toMatchObject({ status: 'PENDING' });
      await expect(again).resolves.toEqual({});
    } finally {
      otherDevice.close();
    }
  });

  it('a message names its sender as the server knows them, not as the body claims', async () => {
    const { api } = s;
    const claim = { username: '0812340000', name: 'Demo Player' };
    const token = await api.member('0871000009', '7100000009');
    await api.post('/api/chat/send-message', { message: { message_type: 'text', payload: 'hello' }, ...claim }, token);
    const mine = await api.post<{ conversations: Msg[] }>('/api/chat/history', { limit: 10, skip: 0 }, token);
    expect(mine.body.conversations.find((m) => m.sender === 'customer')).toMatchObject({ username: '0871000009', name: 'Test Member' });
    const guestId = `guest-${randomBytes(8).toString('hex')}`;
    await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: 'read me my bank account' }, ...claim });
    const theirs = await api.post<{ conversations: Msg[] }>('/api/chat/history', { guestId, limit: 10, skip: 0 });
    expect(theirs.body.conversations.find((m) => m.sender === 'customer')).toMatchObject({ username: null, name: null });
  });

  it('guest and member journeys: config, send, operator answer pushed to the room, history, read, uploads, limits', async () => {
    const { api, app } = s;
    expect((await api.get('/api/chat/config')).body).toEqual({ PREFIX: 'mw', socket: true });
    const guestId = `guest-${randomBytes(8).toString('hex')}`;
    const guest = await socketTo(url, { guestId });
    expect(await join(guest, `mw-${guestId}`)).toEqual({ ok: true, room: `mw-${guestId}` });
    expect(await join(guest, 'mw-1')).toEqual({ ok: false, message: 'UNAUTHORIZED' });
    expect(await join(guest, 'mw-guest-someoneelse')).toMatchObject({ ok: false });

    const mine = next(guest, 'messaging', (m) => m.sender === 'customer');
    const operator = next(guest, 'messaging', (m) => m.sender === 'others');
    const sent = await api.post<{ createdAt: string; _id: string }>('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: 'show me buttons' }, name: 'Guest' });
    expect(sent.status).toBe(200);
    expect((await mine).message).toEqual({ message_type: 'text', payload: 'show me buttons' });
    expect((await operator).message.message_type).toBe('buttons');
    guest.close();

    const history = await api.post<{ conversations: Msg[]; total: number }>('/api/chat/history', { guestId, limit: 10, skip: 0 });
    expect(history.body.total).toBe(2);
    expect(history.body.conversations.map((m) => m.sender)).toEqual(['others', 'customer']); // newest first
    expect((await api.put('/api/chat/read-customer/', { guestId })).body).toEqual({ ok: true, read: 1 });

    // Bad input and isolation.
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: '   ' } })).body).toMatchObject({ message: 'KEY_MISSING' });
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: '\u200b\u3164\u2800' } })).body).toMatchObject({ message: 'KEY_MISSING' });
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: 'x'.repeat(2001) } })).body).toMatchObject({ message: 'KEY_INVALID' });
    // Counted as the screen counts: 2000 emoji are 2000 characters (4000 UTF-16 units), 2001 are too many.
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: '😀'.repeat(2001) } })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', text: '😀'.repeat(2001) } })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: '😀'.repeat(2000) } })).status).toBe(200);
    expect((await api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', text: 'ສ'.repeat(1000) + '😀'.repeat(1000) } })).status).toBe(200);
    // Markup is the operator's: a player's text message carrying an html payload is refused.
    const markup = { message_type: 'text', text: 'hi', payload: { type: 'html', html: '<b>Official: send your OTP here</b>' } };
    expect((await api.post('/api/chat/send-message', { guestId, message: markup })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.post('/api/chat/send-message', { message: { message_type: 'text', payload: 'hi' } })).body).toMatchObject({ message: 'KEY_MISSING' });
    expect((await api.post('/api/chat/send-message', { guestId: '12345678', message: { message_type: 'text', payload: 'hi' } })).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await api.post('/api/chat/history', { userId: '1' })).body).toEqual({ message: 'UNAUTHORIZED' });

    const token = await api.member('0871000001', '7100000001');
    const { body: me } = await api.get<{ profile: { _id: string } }>('/api/account/profile', token);
    const member = await socketTo(url, { token });
    expect(await join(member, `mw-${me.profile._id}`)).toMatchObject({ ok: true });
    expect(await join(member, `mw-${guestId}`)).toMatchObject({ ok: false });
    expect(await join(member, `mw-${Number(me.profile._id) + 1}`)).toMatchObject({ ok: false });
    await expect(socketTo(url, { token: 'forged' })).rejects.toThrow('UNAUTHORIZED');
    const asOther = await api.call('POST', '/api/chat/history', { token, body: { userId: String(Number(me.profile._id) + 1) } });
    // A bad field, not a bad session (UNAUTHORIZED signs the member out): and still not the other's room.
    expect(asOther.status).toBe(400);
    expect(asOther.body).toMatchObject({ message: 'KEY_INVALID' });
    // The wallet event: a deposit decided by the sandbox bank reaches the member's room.
    const walletPing = next(member, 'wallet');
    await api.deposit(token, 100);
    // The wallet after it, and what moved it (the home says so: src/features/wallet/decision.ts).
    expect(await walletPing).toEqual({ amount: 100, decision: { kind: 'deposit', status: 'SUCCESS', amount: 100, source: expect.stringMatching(/^qr:/) } });
    const slip = await api.upload<{ reference: string }>('/api/wallet/slip', 'slip.png', distinctSlip(), { token });
    const slipPing = next(member, 'wallet');
    await api.post(`/api/sandbox/slips/${slip.body.reference}/reject`, { note: 'EXPIRED_SLIP' });
    expect(await slipPing).toEqual({ amount: 100, decision: { kind: 'slip', reference: slip.body.reference, status: 'FAILED', reason: 'EXPIRED_SLIP' } });
    const link = encryptTruelink(s.config.trueWalletKey, 'https://gift.truemoney.com/campaign/?v=chatPing0000001');
    await api.post('/api/wallet/truelink', { link }, token);
    const linkPing = next(member, 'wallet');
    await api.post('/api/sandbox/truelink/chatPing0000001/redeem', { amount: 1 });
    expect(await linkPing).toEqual({ amount: 100, decision: { kind: 'truelink', voucher: 'chatPing0000001', status: 'FAILED', reason: 'BELOW_MINIMUM' } });
    const withdrawal = await api.post<{ withdrawalId: string }>('/api/wallet/withdraw', { amount: 100 }, token);
    const refusedPing = next(member, 'wallet', (push) => 'decision' in push);
    await api.post(`/api/sandbox/withdrawals/${withdrawal.body.withdrawalId}/reject`);
    expect(await refusedPing).toEqual({ amount: 100, decision: { kind: 'withdraw', withdrawalId: withdrawal.body.withdrawalId, status: 'FAILED', amount: 100 } });
    // A friend's round earns this member an invite bonus: their screens hear it too (an open invite sheet reads it again).
    const friend = await api.member('0871000002', '7100000002', { inviteCode: `PR${me.profile._id}` });
    await api.deposit(friend, 100);
    await api.get('/api/wallet/activate/PG', friend);
    await api.post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 100 }, friend);
    const { body: game } = await api.get<{ username: string }>('/api/wallet/account/PG', friend);
    const invitePing = next(member, 'wallet');
    expect((await api.post('/api/sandbox/games/PG/round', { username: game.username, delta: -50 })).status).toBe(200);
    expect(await invitePing).toEqual({});
    // The sandbox operator endpoint answers with any message type.
    const media = next(member, 'messaging', (m) => m.message.message_type === 'media');
    await api.post('/api/sandbox/chat/reply', { userId: me.profile._id, message: { message_type: 'media', payload: { url: true, fileType: 'image', filePath: '/media/banners/x.svg' } } });
    expect((await media).sender).toBe('others');
    member.close();

    // Uploads: type by magic bytes, size limits.
    const upload = async (kind: string, filename: string, content: Buffer) => {
      const form = multipart({ guestId }, filename, content);
      const res = await app.inject({ method: 'POST', url: `/api/chat/upload-${kind}`, headers: form.headers, payload: form.payload });
      return { status: res.statusCode, body: res.json() as { path?: string; message?: string; detail?: string } };
    };
    const ok = await upload('image', 'a.png', ONE_PIXEL_PNG);
    expect(ok.body).toMatchObject({ fileType: 'image', path: expect.stringMatching(/^\/media\/chat\/[0-9a-f]{32}\.png$/) });
    expect((await app.inject({ method: 'GET', url: ok.body.path! })).rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    expect((await upload('image', 'a.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).body).toMatchObject({ message: 'KEY_INVALID', detail: 'File is not supported' });
    expect((await upload('video', 'a.mp4', ONE_PIXEL_PNG)).body).toMatchObject({ message: 'KEY_INVALID' });
    expect((await upload('image', 'noextension', ONE_PIXEL_PNG)).body).toMatchObject({ message: 'KEY_INVALID' });
    // An MP4 branded `F4V ` (file-type calls it `.f4v`) is stored as the MP4 it is: served, and sendable.
    const box = (size: number, text: string) => Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(text, 'latin1')]);
    const f4v = Buffer.concat([box(24, 'ftypF4V \0\0\0\x01F4V isom'), box(8, 'free')]);
    const video = await upload('video', 'clip.mp4', f4v);
    expect(video.body).toMatchObject({ fileType: 'video', path: expect.stringMatching(/^\/media\/chat\/[0-9a-f]{32}\.mp4$/) });
    const served = await app.inject({ method: 'GET', url: video.body.path! });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'video/mp4']);
    const big = await upload('image', 'big.png', Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big).toMatchObject({ status: 413, body: { message: 'KEY_INVALID' } });

    // Rate limits: chat send per room, login per phone (counted per clock minute: no straddling one).
    freshBudgetMinute(s);
    await setSetting(s.ctx.db, 'rateLimits', { ...TEST_RATE_LIMITS, login: { perMinute: 3, perHour: 100 }, otp: { perMinute: 2, perHour: 100 }, chat: { perMinute: 2, perHour: 100 } });
    const limitedGuest = `guest-${randomBytes(8).toString('hex')}`;
    const sends = [];
    for (let i = 0; i < 3; i++) sends.push(await api.post('/api/chat/send-message', { guestId: limitedGuest, message: { message_type: 'text', payload: `m${i}` } }));
    expect(sends.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(sends[2]!.body).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    // Over budget, an upload naming its guest in the query (as the app does) is refused before its file is read:
    // the budget answers, not the 10 MB limit the file would have hit.
    const spent = multipart({ guestId: limitedGuest }, 'big.png', Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024)]));
    const refused = await app.inject({ method: 'POST', url: `/api/chat/upload-image?guestId=${limitedGuest}`, headers: spent.headers, payload: spent.payload });
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: 'REQUEST_LIMIT_1MIN' }]);
    // A guest named only in the body is refused before its file is read when the chat is closed: the
    // closed chat answers, not the 10 MB limit the file would have hit after the server held it all.
    const widget = await getSetting(s.ctx.db, 'enableChatWidget');
    await setSetting(s.ctx.db, 'enableChatWidget', false);
    const unnamed = multipart({ guestId: `guest-${randomBytes(8).toString('hex')}` }, 'big.png', Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024)]));
    const closed = await app.inject({ method: 'POST', url: '/api/chat/upload-image', headers: unnamed.headers, payload: unnamed.payload });
    await setSetting(s.ctx.db, 'enableChatWidget', widget);
    expect([closed.statusCode, closed.json()]).toEqual([400, { message: 'NO_DATA', detail: 'the chat is closed' }]);
    // A body naming another guest than its query is refused, whatever its file.
    const other = multipart({ guestId: `guest-${randomBytes(8).toString('hex')}` }, 'a.png', ONE_PIXEL_PNG);
    const mismatch = await app.inject({ method: 'POST', url: `/api/chat/upload-image?guestId=guest-${randomBytes(8).toString('hex')}`, headers: other.headers, payload: other.payload });
    expect(mismatch.json()).toMatchObject({ message: 'KEY_INVALID' });
    const logins = [];
    for (let i = 0; i < 4; i++) logins.push((await api.post('/api/login', { username: '0871000001', password: 'wrong' })).body);
    expect(logins.at(-1)).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    const otps = [];
    for (let i = 0; i < 3; i++) otps.push((await api.post('/api/otp/verify', { otpToken: 'tok', otpCode: '1' })).body);
    expect(otps.at(-1)).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    await setSetting(s.ctx.db, 'rateLimits', { ...TEST_RATE_LIMITS, login: { perMinute: 100, perHour: 1 }, otp: { perMinute: 10, perHour: 100 }, chat: { perMinute: 10, perHour: 100 } });
    expect((await api.post('/api/login', { username: '0871000009', password: 'x' })).body).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect((await api.post('/api/login', { username: '0871000009', password: 'x' })).body).toEqual({ message: 'REQUEST_LIMIT' });
  });
});

/** A TCP port nothing listens on now: the system's pick for port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('two server processes sharing PostgreSQL and Redis', () => {
  let a: TestServer;
  let child: ChildProcess;
  let urlB = '';
  const prefix = `mw${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    a = await startServer('postgres', { redisUrl: REDIS_URL });
    // Rooms carry a prefix of their own, so other runs on the same Redis stay apart.
    await setSetting(a.ctx.db, 'chat', { prefix });
    // A port the system says is free (a random one was sometimes taken on a busy machine).
    const port = await freePort();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-b-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, DATABASE_URL: a.config.databaseUrl, REDIS_URL, PORT: String(port), HOST: '127.0.0.1', SANDBOX: '1', LOG: '0', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What B said on its way out, so a failed start says why.
    let said = '';
    child.stderr!.on('data', (d: Buffer) => {
      said = (said + d.toString()).slice(-2000);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('process B did not start')), 60_000);
      child.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes('Member wallet server on')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`process B exited ${code}: ${said}`)));
    });
    urlB = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await a?.close();
  });

  it('a message sent through process A reaches a socket on process B; a member socket cannot join another room', async () => {
    const token = await a.api.member('0881000001', '8100000001');
    const { body: me } = await a.api.get<{ profile: { _id: string } }>('/api/account/profile', token);
    const onB = await socketTo(urlB, { token });
    expect(await join(onB, `${prefix}-${me.profile._id}`)).toMatchObject({ ok: true });
    expect(await join(onB, `${prefix}-${Number(me.profile._id) + 1}`)).toEqual({ ok: false, message: 'UNAUTHORIZED' });
    const arrived = next(onB, 'messaging', (m) => m.sender === 'customer');
    const sent = await a.api.call('POST', '/api/chat/send-message', { token, body: { userId: me.profile._id, message: { message_type: 'text', payload: 'hello from A' } } });
    expect(sent.status).toBe(200);
    expect((await arrived).message).toEqual({ message_type: 'text', payload: 'hello from A' });
    // And the other way: B's HTTP API sees A's message in the shared history.
    const history = await fetch(`${urlB}/api/chat/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-requested-with': 'wallet-user' },
      body: JSON.stringify({ userId: me.profile._id }),
    });
    expect(((await history.json()) as { conversations: Msg[] }).conversations.some((m) => m.message.payload === 'hello from A')).toBe(true);
    onB.close();
  });
});

describe('two deployments (two databases) sharing one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  const urls: string[] = [];
  const prefix = `mw${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    [a, b] = await Promise.all([startServer('pglite', { redisUrl: REDIS_URL }), startServer('pglite', { redisUrl: REDIS_URL })]);
    for (const s of [a, b]) {
      // The same room names on both, as two fresh deployments have (member ids from 1, prefix `mw`).
      await setSetting(s.ctx.db, 'chat', { prefix });
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const address = s.app.server.address();
      urls.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("a message in one deployment's room never reaches a socket of the other's room of the same name", async () => {
    const guestId = `guest-${randomBytes(8).toString('hex')}`;
    const [onA, onB] = await Promise.all([socketTo(urls[0]!, { guestId }), socketTo(urls[1]!, { guestId })]);
    for (const socket of [onA, onB]) expect(await join(socket, `${prefix}-${guestId}`)).toMatchObject({ ok: true });
    const leaked: Msg[] = [];
    onB.on('messaging', (m: Msg) => leaked.push(m));
    const arrived = next(onA, 'messaging', (m) => m.sender === 'customer');
    expect((await a.api.post('/api/chat/send-message', { guestId, message: { message_type: 'text', payload: 'for A only' } })).status).toBe(200);
    await arrived;
    // The operator's answer follows on A; B has had the time a Redis hop takes several times over.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(leaked).toEqual([]);
    onA.close();
    onB.close();
  });
});
