import fs from 'node:fs/promises';
import { cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import type { Engine, QueryObserver } from '../src/db/index.ts';
import { createServer, type Server } from '../src/main.ts';
import { setSetting } from '../src/core/settings.ts';
import { DEFAULT_SETTINGS } from '../src/db/seed.ts';
import { distinctSlip } from '../../tests/png.ts';

export const engines: Engine[] = ['pglite', 'postgres'];

/**
 * The rate limits tests start with: the defaults, but members made from one address without end —
 * every suite registers its members from the loopback. The `signup` budget has its own test.
 */
export const TEST_RATE_LIMITS = { ...DEFAULT_SETTINGS.rateLimits, signup: { perMinute: 100_000, perHour: 100_000 } };
const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A valid image, as a slip upload needs one. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface TestServer extends Server {
  api: Api;
  config: Config;
}

/** A fresh server on a fresh database: a temporary DATA_DIR, plus its own PostgreSQL database. */
export async function startServer(
  engine: Engine,
  overrides: Partial<Config> = {},
  observer?: QueryObserver,
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-test-'));
  // The run's migrated embedded cluster (pglite-template.ts), not a fresh initdb per server.
  // Copied synchronously: its ~1,000 files took fs.promises.cp 0.6–1.5 s, cpSync 0.1–0.3 s.
  if (engine === 'pglite') cpSync(path.join(inject('pgliteTemplate'), 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  let databaseUrl: string | undefined;
  let dbName = '';
  if (engine === 'postgres') {
    dbName = `mw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  }
  const config = loadConfig(
    {},
    {
      sandbox: true,
      // Suites build their own members; the demo member has its own test (sandbox-console.test.ts).
      demoData: false,
      logger: false,
      dataDir,
      databaseUrl,
      argon2: { memoryCost: 1024, timeCost: 1 },
      distDir: path.join(dataDir, 'no-dist'),
      ...overrides,
    },
  );
  const server = await createServer(config, observer);
  // Slip uploads close for a few minutes a day; tests must not depend on the hour they run at.
  await setSetting(server.ctx.db, 'slip', { enabled: true, closedFrom: '00:00', closedTo: '00:00' });
  await setSetting(server.ctx.db, 'rateLimits', TEST_RATE_LIMITS);
  // Off by default (spec §5's lookup): suites that chat as a guest need it on, as the sandbox console sets it.
  await setSetting(server.ctx.db, 'enableChatWidget', true);
  const api = new Api(server);
  return {
    ...server,
    api,
    config,
    close: async () => {
      await server.close();
      if (dbName) {
        const admin = new pg.Client({ connectionString: ADMIN_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

type Json = Record<string, unknown>;

export class Api {
  constructor(private readonly server: Server) {}

  async call<T = Json>(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    /** `remoteAddress`: the client's address as the per-address budgets see it (default the loopback). */
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string; remoteAddress?: string } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-requested-with': 'wallet-user', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await this.server.app.inject({
      method,
      url,
      remoteAddress: options.remoteAddress,
      headers:
        options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
      payload: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const type = String(res.headers['content-type'] ?? '');
    return { status: res.statusCode, body: (type.includes('json') && res.body ? res.json() : res.body) as T };
  }

  get = <T = Json>(url: string, token?: string) => this.call<T>('GET', url, { token });
  post = <T = Json>(url: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
    this.call<T>('POST', url, { body: body ?? {}, token, headers });
  put = <T = Json>(url: string, body: unknown, token?: string) => this.call<T>('PUT', url, { body, token });

  /** Registers and logs in a member; returns its token. */
  async member(phone: string, bankAccountNo: string, extra: Record<string, unknown> = {}): Promise<string> {
    const reg = await this.post('/api/account', {
      name: 'Test Member',
      username: phone,
      password: 'secret-1',
      sourceCode: 'FRIEND',
      inviteCode: '',
      bankCode: 'KBANK',
      bankAccountName: 'สมชาย ใจดี',
      bankAccountNo,
      currency: 'BAHT',
      ...extra,
    });
    if (reg.status !== 201) throw new Error(`register ${phone}: ${reg.status} ${JSON.stringify(reg.body)}`);
    const login = await this.post<{ token: string }>('/api/login', { username: phone, password: 'secret-1' });
    return login.body.token;
  }

  async walletAmount(token: string): Promise<number> {
    const res = await this.get<{ wallet: { amount: number } }>('/api/wallet', token);
    return res.body.wallet.amount;
  }

  /** A multipart upload of one file (field `file`) beside plain `fields`. */
  async upload<T = Json>(
    url: string,
    filename: string,
    content: Buffer,
    options: { token?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const boundary = `----upload${randomBytes(6).toString('hex')}`;
    const parts = Object.entries(options.fields ?? {}).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const res = await this.server.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-requested-with': 'wallet-user',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      payload: Buffer.concat([...parts, Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    return { status: res.statusCode, body: res.json() as T };
  }

  /**
   * Credits a member's wallet through the sandbox bank: a KBANK QR, paid; for a kip wallet (no QR
   * provider takes kip) a slip the operator approves for `amount`.
   */
  async deposit(token: string, amount: number): Promise<void> {
    const { body } = await this.get<{ profile: { currency: string } }>('/api/account/profile', token);
    if (body.profile.currency === 'LAK') {
      const slip = await this.upload<{ reference: string }>('/api/wallet/slip', 'slip.png', distinctSlip(), { token });
      if (slip.status !== 200) throw new Error(`slip: ${slip.status} ${JSON.stringify(slip.body)}`);
      const approved = await this.post(`/api/sandbox/slips/${slip.body.reference}/approve`, { amount });
      if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
      return;
    }
    const qr = await this.post<{ qrcodeId: string }>('/api/qrcode/KBANK', { amount }, token);
    if (qr.status !== 200) throw new Error(`qr: ${qr.status} ${JSON.stringify(qr.body)}`);
    const paid = await this.post(`/api/sandbox/qrcode/${qr.body.qrcodeId}/pay`);
    if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  }
}

/**
 * A long history in one statement: `pairs` × 2 balanced wallet↔PG transfers in the member's past
 * (balances unchanged), written straight to the ledger as the bench's scale seed does. Every three
 * share their minute, so pages must order ties on the time by id. The PG wallet must be activated.
 */
export async function givePastTransfers(s: TestServer, username: string, pairs: number): Promise<void> {
  await sql`
    WITH m AS (SELECT id FROM members WHERE username = ${username}),
    tx AS (
      INSERT INTO ledger_transactions (kind, member_id, reference, created_at)
      SELECT 'transfer', m.id, CASE WHEN k % 2 = 0 THEN 'WALLET>PG' ELSE 'PG>WALLET' END,
             now() - interval '30 days' + (k / 3) * interval '1 minute'
      FROM m, generate_series(1, ${pairs * 2}::int) k
      RETURNING id, member_id, reference)
    INSERT INTO ledger_postings (transaction_id, account_id, amount)
    SELECT tx.id, w.id, CASE WHEN tx.reference = 'WALLET>PG' THEN -100 ELSE 100 END
    FROM tx JOIN ledger_accounts w ON w.name = 'wallet:' || tx.member_id
    UNION ALL
    SELECT tx.id, g.id, CASE WHEN tx.reference = 'WALLET>PG' THEN 100 ELSE -100 END
    FROM tx JOIN ledger_accounts g ON g.name = 'game:' || tx.member_id || ':PG'`.execute(s.ctx.db);
}

/**
 * Moves a server's budget clock (Ctx.clock) to the start of the next minute: rate budgets count in
 * fixed minute windows, and a test that spends one must not straddle two. Waiting for the wall clock
 * instead cost the suite about 45 s a run; only the budgets' clock moves, so PostgreSQL's now() and
 * the OTP and session times that compare with it stay where they are.
 */
export function freshBudgetMinute(s: Pick<Server, 'ctx'>): void {
  const clock = s.ctx.clock;
  const ahead = 60_000 - (clock() % 60_000);
  s.ctx.clock = () => clock() + ahead;
}
