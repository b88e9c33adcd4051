/**
 * WORKERS=2: two real server processes on one port (node:cluster) over PostgreSQL and Redis.
 * The kernel and the primary pick the worker per connection, so the test holds one keep-alive
 * connection per worker (told apart by X-Worker-Id) and sends each request on purpose to one of them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/e2e/app-process.ts';
import { SESSION_CACHE_MS } from '../src/http/auth.ts';
import { seedMembers } from '../../scripts/bench-load.ts';
import { loadConfig } from '../src/config.ts';
import { checkWorkersConfig } from '../src/config-check.ts';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = path.resolve(import.meta.dirname, '../..');

interface Reply {
  status: number;
  worker: string;
  json: Record<string, unknown>;
}

/** One keep-alive connection: every request on it reaches the same worker. */
class Connection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  worker = '';
  constructor(private readonly port: number) {}

  call(method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: url,
          agent: this.agent,
          headers: {
            'x-requested-with': 'wallet-user',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const worker = String(res.headers['x-worker-id'] ?? '');
            // A keep-alive connection never changes worker; if it did, the test would prove nothing.
            if (this.worker && worker !== this.worker) reject(new Error(`connection moved from worker ${this.worker} to ${worker}`));
            this.worker = worker;
            resolve({ status: res.statusCode ?? 0, worker, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function socketTo(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = connect(url, { auth, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

type Msg = { sender: string; message: { payload?: unknown } };
const arrival = (socket: Socket, payload: string) =>
  new Promise<Msg>((resolve) => {
    const on = (m: Msg) => {
      if (m.message?.payload !== payload) return;
      socket.off('messaging', on);
      resolve(m);
    };
    socket.on('messaging', on);
  });

describe('WORKERS=2 on PostgreSQL and Redis', () => {
  const dbName = `mw_workers_${randomBytes(5).toString('hex')}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const prefix = `mw${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-workers-'));
  let child: ChildProcess | undefined;
  let port = 0;
  let a: Connection;
  let b: Connection;
  const spare: Connection[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        WORKERS: '2',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        SANDBOX: '1',
        DEMO_DATA: '0',
        LOG: '0',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the workers did not start:\n${log}`)), 90_000);
      const onData = (d: Buffer) => {
        log += d.toString();
        // The primary prints this once every worker listens.
        if (log.includes('Member wallet server on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`the server exited ${code}:\n${log}`)));
    });
    // Rooms carry a prefix of this run's own, so other runs on the same Redis stay apart.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`UPDATE settings SET value = $1 WHERE key = 'chat'`, [JSON.stringify({ prefix })]);
    await db.end();
    // New connections until one is on each worker.
    const byWorker = new Map<string, Connection>();
    for (let i = 0; i < 20 && byWorker.size < 2; i++) {
      const c = new Connection(port);
      const { worker } = await c.call('GET', '/api/lookup/active');
      if (byWorker.has(worker)) spare.push(c);
      else byWorker.set(worker, c);
    }
    expect([...byWorker.keys()].sort()).toHaveLength(2);
    [a, b] = [...byWorker.values()] as [Connection, Connection];
  });

  afterAll(async () => {
    for (const c of [a, b, ...spare]) c?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers on both workers of one port', () => {
    expect(a.worker).not.toBe('');
    expect(b.worker).not.toBe('');
    expect(a.worker).not.toBe(b.worker);
  });

  it('a session ended through one worker is refused by the other at once, not when its cache lapses', async () => {
    const [member] = await seedMembers(port, 1, 100, 0);
    const token = member!.token;
    // Worker B has checked this session and trusts it (its session cache).
    expect((await b.call('GET', '/api/account/profile', token)).status).toBe(200);
    const ended = Date.now();
    expect((await a.call('POST', '/api/logout', token)).json).toEqual({ ok: true });
    // "At once" is Redis's delivery to B (the logout's answer can come a moment before B has read
    // it, on a loaded machine): refused within a second, far inside the cache's trust.
    await expect.poll(async () => (await b.call('GET', '/api/account/profile', token)).status, { timeout: 1_000, interval: 20 }).toBe(401);
    expect(Date.now() - ended).toBeLessThan(SESSION_CACHE_MS / 2);
  });

  it('a chat message sent through either worker reaches a socket, wherever that socket is', async () => {
    const [member] = await seedMembers(port, 1, 100, 1);
    const token = member!.token;
    const me = (await a.call('GET', '/api/account/profile', token)).json.profile as { _id: string };
    const socket = await socketTo(`http://127.0.0.1:${port}`, { token });
    try {
      expect(await socket.timeout(5000).emitWithAck('join', `${prefix}-${me._id}`)).toMatchObject({ ok: true });
      // The socket sits on one of the two workers; one of these two sends is from the other one.
      for (const [name, via] of [['a', a], ['b', b]] as const) {
        const text = `hello through worker ${name} ${randomBytes(3).toString('hex')}`;
        const arrived = arrival(socket, text);
        const sent = await via.call('POST', '/api/chat/send-message', token, { userId: me._id, message: { message_type: 'text', payload: text } });
        expect(sent.status).toBe(200);
        expect((await arrived).sender).toBe('customer');
      }
    } finally {
      socket.close();
    }
  });

  it('an idempotent retry landing on the other worker replays the first reply and moves the money once', async () => {
    const [member] = await seedMembers(port, 1, 1000, 2);
    const token = member!.token;
    const key = { 'idempotency-key': `retry-${randomBytes(6).toString('hex')}` };
    const transfer = { from: 'WALLET', to: 'PG', amount: 10 };
    const first = await a.call('POST', '/api/wallet/transfer', token, transfer, key);
    expect(first.status).toBe(200);
    expect(first.json.wallet).toEqual({ amount: 990 });
    const retry = await b.call('POST', '/api/wallet/transfer', token, transfer, key);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    // A new transfer sees the wallet moved once, not twice.
    const next = await b.call('POST', '/api/wallet/transfer', token, transfer);
    expect(next.json.wallet).toEqual({ amount: 980 });
  });
});

describe('WORKERS refused where the processes could not share', () => {
  it('WORKERS=2 on the embedded database does not start, and says why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, WORKERS: '2', DATABASE_URL: '', REDIS_URL, PORT: '0', LOG: '0', DATA_DIR: path.join(os.tmpdir(), 'mw-never') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WORKERS=2 refuses to start on the embedded database');
    expect(fs.existsSync(path.join(os.tmpdir(), 'mw-never'))).toBe(false);
  });

  it('WORKERS=2 without REDIS_URL is refused; WORKERS=1 needs neither', () => {
    const config = (env: NodeJS.ProcessEnv) => loadConfig({ DATABASE_URL: 'postgres://x/y', ...env });
    expect(() => checkWorkersConfig(config({ WORKERS: '2' }))).toThrow('WORKERS=2 needs REDIS_URL');
    expect(() => checkWorkersConfig(config({ WORKERS: '2', REDIS_URL: 'redis://r' }))).not.toThrow();
    expect(() => checkWorkersConfig(loadConfig({ WORKERS: '1' }))).not.toThrow();
    expect(() => checkWorkersConfig(loadConfig({ WORKERS: '0' }))).toThrow('WORKERS must be');
  });
});
