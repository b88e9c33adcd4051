/**
 * Crash test: a server process under a load of transfers is killed with SIGKILL again and again,
 * restarted on the same data, and the ledger is audited at the end:
 * - every transfer the server acknowledged (200) exists, as the transaction its reply named;
 * - nothing is doubled: each client retries a request whose reply it never got with the same
 *   Idempotency-Key until it gets one, and each member has exactly as many transfers as acknowledged;
 * - every balance equals what the acknowledged replies imply, and the ledger invariants hold.
 *
 * `node --import tsx scripts/crash.ts [pglite|postgres] [cycles]`; server/test/crash.test.ts runs it
 * inside `npm test` with a few cycles and `npm run test:crash` with CRASH_CYCLES (20).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, type Engine } from '../server/src/db/index.ts';
import { checkInvariants, gameAccount, walletAccount, type InvariantReport } from '../server/src/ledger/index.ts';
import { startApp, type RunningApp } from '../tests/e2e/app-process.ts';
import { bearer, closeIdleSockets, request, seedMembers } from './bench-load.ts';

export interface CrashOptions {
  engine: Engine;
  cycles: number;
  clients?: number;
  /** How long the load runs before each kill, at random between these (ms). */
  loadMs?: [number, number];
  pgAdminUrl?: string;
}

export interface CrashReport {
  engine: Engine;
  cycles: number;
  acknowledged: number;
  /** Requests whose reply was lost to a kill, then settled by a retry with the same key. */
  retried: number;
  /** Acknowledged transfers missing from the ledger. */
  lost: string[];
  /** Members whose ledger holds more (or fewer) transfers than were acknowledged. */
  doubled: string[];
  /** Accounts whose balance differs from what the acknowledged replies imply. */
  wrongBalances: string[];
  invariants: InvariantReport;
}

const DEPOSIT = 1000;

interface Client {
  token: string;
  memberId: bigint;
  /** Acknowledged transfers: their transaction ids, and the wallet's net change in baht. */
  acked: string[];
  walletDelta: number;
  retried: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One client's loop: 1 baht back and forth between wallet and game, each with a fresh key. A request
 * that gets no reply (the server died) is retried with the same key and body until one arrives.
 */
async function drive(client: Client, port: () => number, stopAt: () => boolean): Promise<void> {
  while (!stopAt()) {
    const toGame = client.walletDelta >= 0;
    const body = toGame ? { from: 'WALLET', to: 'PG', amount: 1 } : { from: 'PG', to: 'WALLET', amount: 1 };
    const key = randomBytes(12).toString('hex');
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(100);
      try {
        const reply = await request(port(), 'POST', '/api/wallet/transfer', body, {
          ...bearer(client.token),
          'idempotency-key': key,
        });
        // 5xx and "gone" are not answers about this transfer: the process may be going down.
        if (reply.status >= 500) continue;
        if (attempt > 0) client.retried++;
        if (reply.status === 200) {
          client.acked.push(String(reply.json.transactionId));
          client.walletDelta += toGame ? -1 : 1;
        } else if (reply.status !== 400 || reply.json.message !== 'MONEY_NOT_ENOUGH') {
          throw new Error(`crash test: unexpected reply ${reply.status} ${JSON.stringify(reply.json)}`);
        }
        break;
      } catch (err) {
        if (err instanceof Error && err.message.startsWith('crash test:')) throw err;
        // No reply: the server was killed with this request in flight; retry once it is back.
      }
    }
  }
}

async function audit(
  env: Record<string, string>,
  clients: Client[],
): Promise<Omit<CrashReport, 'engine' | 'cycles' | 'acknowledged' | 'retried'>> {
  const database = await openDatabase(loadConfig({ DATABASE_URL: '', ...env }));
  try {
    const db = database.db;
    const acked = clients.flatMap((c) => c.acked.map(BigInt));
    const found = new Set(
      (await db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'transfer').execute()).map((r) => String(r.id)),
    );
    const lost = acked.map(String).filter((id) => !found.has(id));
    const doubled: string[] = [];
    const wrongBalances: string[] = [];
    for (const c of clients) {
      const n = await db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
        .where('kind', '=', 'transfer')
        .where('member_id', '=', c.memberId)
        .executeTakeFirstOrThrow();
      if (Number(n.n) !== c.acked.length) doubled.push(`member ${c.memberId}: ${n.n} transfers, ${c.acked.length} acknowledged`);
      const expected = new Map([
        [walletAccount(c.memberId), BigInt((DEPOSIT + c.walletDelta) * 100)],
        [gameAccount(c.memberId, 'PG'), BigInt(-c.walletDelta * 100)],
      ]);
      const rows = await db
        .selectFrom('ledger_accounts')
        .select(['name', 'balance'])
        .where('name', 'in', [...expected.keys()])
        .execute();
      for (const r of rows)
        if (r.balance !== expected.get(r.name)) wrongBalances.push(`${r.name}: ${r.balance}, expected ${expected.get(r.name)}`);
    }
    return { lost, doubled, wrongBalances, invariants: await checkInvariants(db) };
  } finally {
    await database.close();
  }
}

async function withEngine<T>(engine: Engine, adminUrl: string, work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mw-crash-${engine}-`));
  let dbName = '';
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    if (engine === 'postgres') {
      dbName = `mw_crash_${randomBytes(5).toString('hex')}`;
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      env.DATABASE_URL = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
    }
    return await work(env);
  } finally {
    if (dbName) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runCrash(options: CrashOptions): Promise<CrashReport> {
  const { engine, cycles, clients: clientCount = 8, loadMs = [300, 1200] } = options;
  const adminUrl = options.pgAdminUrl ?? process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  return withEngine(engine, adminUrl, async (dbEnv) => {
    const env = { ...dbEnv, LOG: '0', HOST: '127.0.0.1', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };
    let app: RunningApp = await startApp(env);
    const clients: Client[] = [];
    try {
      for (const member of await seedMembers(app.port, clientCount, DEPOSIT)) {
        const profile = await request(app.port, 'GET', '/api/account/profile', undefined, bearer(member.token));
        const memberId = BigInt((profile.json.profile as { _id: string })._id);
        clients.push({ token: member.token, memberId, acked: [], walletDelta: 0, retried: 0 });
      }
      let port = app.port;
      let done = false;
      const load = Promise.all(
        clients.map((c) =>
          drive(
            c,
            () => port,
            () => done,
          ),
        ),
      );
      for (let cycle = 0; cycle < cycles; cycle++) {
        await sleep(loadMs[0] + Math.random() * (loadMs[1] - loadMs[0]));
        await app.kill();
        closeIdleSockets();
        // The restart takes the next free port; clients retry against it (same data, same tokens).
        app = await startApp(env);
        port = app.port;
      }
      await sleep(loadMs[0]);
      done = true;
      await load;
    } finally {
      closeIdleSockets();
      await app.stop();
    }
    const found = await audit(dbEnv, clients);
    return {
      engine,
      cycles,
      acknowledged: clients.reduce((n, c) => n + c.acked.length, 0),
      retried: clients.reduce((n, c) => n + c.retried, 0),
      ...found,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines: Engine[] =
    process.argv[2] === 'pglite' || process.argv[2] === 'postgres' ? [process.argv[2]] : ['pglite', 'postgres'];
  const cycles = Number(process.argv[3] ?? process.env.CRASH_CYCLES ?? 20);
  for (const engine of engines) {
    const report = await runCrash({ engine, cycles });
    console.log(JSON.stringify(report, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v), 2));
  }
}
