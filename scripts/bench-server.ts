/**
 * Server half of `npm run bench` (DESIGN.md §7), all against 127.0.0.1:
 * - wallet↔game transfers per second and their p99 through the real HTTP API, on PostgreSQL and on
 *   the embedded database, at 10 and 50 clients; on PostgreSQL beside pgbench's tpcb-like at the
 *   same client count. The two alternate in short slices and the median slice of each is kept, so
 *   the load the machine is under at any moment weighs on both alike; the ratio is the figure.
 * - GET /api/wallet beside a hello-world route of the same process (alternating the same way);
 * - chat delivery latency between two server processes through Redis.
 *
 * Run alone: `node --import tsx scripts/bench-server.ts`. BENCH_SECONDS (slice length, default 4),
 * BENCH_ROUNDS (slices per side, default 3), BENCH_CLIENTS (default "10,50").
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApp, type RunningApp } from '../tests/e2e/app-process.ts';
import { measureChatLatency, type ChatFigures } from './bench-chat.ts';
import {
  bearer,
  closeIdleSockets,
  load,
  median,
  percentile,
  request,
  seedMembers,
  type BenchMember,
  type LoadFigures,
} from './bench-load.ts';

export interface Row {
  metric: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '10,50').split(',').map(Number);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
/** pgbench's scale (10 branches); at 50 clients its tpcb-like contends on those 10 branch rows. */
const PGBENCH_SCALE = 10;

export async function withDatabase<T>(work: (url: string, name: string) => Promise<T>): Promise<T> {
  const name = `mw_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await work(PG_ADMIN.replace(/\/[^/]*$/, `/${name}`), name);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function pgbenchArgs(): string[] {
  const url = new URL(PG_ADMIN);
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
}

/**
 * One pgbench slice (tpcb-like unless `script` names another: scripts/bench-pgbench.ts passes the
 * ledger's own statement); latencies from its per-transaction log, so p99 is comparable.
 */
export function pgbenchSlice(dbName: string, clients: number, script: string[] = ['-b', 'tpcb-like']): LoadFigures {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-pgbench-'));
  try {
    const threads = String(Math.min(clients, os.cpus().length));
    const run = spawnSync(
      PGBENCH,
      [
        ...script,
        '-c',
        String(clients),
        '-j',
        threads,
        '-T',
        String(SECONDS),
        '-l',
        '--log-prefix',
        path.join(logDir, 'tx'),
        ...pgbenchArgs(),
        dbName,
      ],
      {
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(`pgbench: ${run.stderr}`);
    const latencies: number[] = [];
    let failures = 0;
    for (const file of fs.readdirSync(logDir)) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        // client_id transaction_no time_us script_no time_epoch time_us
        const micros = line.split(' ')[2];
        if (micros === undefined || micros === '') continue;
        if (micros === 'failed' || micros === 'skipped') failures++;
        else latencies.push(Number(micros) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
    return {
      perSecond: tps,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      requests: latencies.length,
      failures,
    };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/** Each client moves 1 baht back and forth between its wallet and its game account. */
export const transfers = (app: RunningApp, members: BenchMember[], clients: number) =>
  load(clients, SECONDS, async (c, i) => {
    const [from, to] = i % 2 === 0 ? ['WALLET', 'PG'] : ['PG', 'WALLET'];
    return (
      (await request(app.port, 'POST', '/api/wallet/transfer', { from, to, amount: 1 }, bearer(members[c]!.token))).status === 200
    );
  });

type Slice = () => Promise<LoadFigures> | LoadFigures;

/** Runs `a` and `b` alternately ROUNDS times each; the median slice of each side. */
async function alternate(a: Slice, b: Slice): Promise<[LoadFigures, LoadFigures]> {
  const as: LoadFigures[] = [];
  const bs: LoadFigures[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    as.push(await a());
    bs.push(await b());
  }
  return [median(as), median(bs)];
}

const startBenchApp = (env: Record<string, string>) =>
  startApp(
    { LOG: '0', HOST: '127.0.0.1', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', DATABASE_URL: '', ...env },
    { entry: 'scripts/bench-app.ts', readyPath: '/bench/hello' },
  );

export async function stopApp(app: RunningApp): Promise<void> {
  closeIdleSockets();
  await app.stop();
}

/** The ledger read back after the load (server stopped): balanced, no drift, nothing negative. */
async function invariantsHold(env: Record<string, string>): Promise<boolean> {
  const { loadConfig } = await import('../server/src/config.ts');
  const { openDatabase } = await import('../server/src/db/index.ts');
  const { checkInvariants } = await import('../server/src/ledger/index.ts');
  const db = await openDatabase(loadConfig({ DATABASE_URL: '', ...env }));
  try {
    const r = await checkInvariants(db.db);
    return r.total === 0n && !r.unbalancedTransactions.length && !r.driftedAccounts.length && !r.negativeMemberAccounts.length;
  } finally {
    await db.close();
  }
}

interface EngineResult {
  transfers: Record<number, LoadFigures>;
  pgbench?: Record<number, LoadFigures>;
  wallet?: LoadFigures;
  hello?: LoadFigures;
  invariantsOk: boolean;
}

async function benchPostgres(): Promise<EngineResult> {
  const result: EngineResult = { transfers: {}, pgbench: {}, invariantsOk: false };
  await withDatabase(async (_url, pgbenchDb) => {
    const init = spawnSync(PGBENCH, ['-i', '-q', '-s', String(PGBENCH_SCALE), ...pgbenchArgs(), pgbenchDb], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr}`);
    await withDatabase(async (url) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-pg-'));
      const app = await startBenchApp({ DATABASE_URL: url, DATA_DIR: dataDir });
      try {
        const members = await seedMembers(app.port, Math.max(...CLIENT_COUNTS));
        for (const clients of CLIENT_COUNTS) {
          [result.pgbench![clients], result.transfers[clients]] = await alternate(
            () => pgbenchSlice(pgbenchDb, clients),
            () => transfers(app, members, clients),
          );
        }
        const clients = CLIENT_COUNTS[0]!;
        [result.wallet, result.hello] = await alternate(
          () =>
            load(
              clients,
              SECONDS,
              async (c) => (await request(app.port, 'GET', '/api/wallet', undefined, bearer(members[c]!.token))).status === 200,
            ),
          () => load(clients, SECONDS, async () => (await request(app.port, 'GET', '/bench/hello')).status === 200),
        );
      } finally {
        await stopApp(app);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      result.invariantsOk = await invariantsHold({ DATABASE_URL: url });
    });
  });
  return result;
}

async function benchEmbedded(): Promise<EngineResult> {
  const result: EngineResult = { transfers: {}, invariantsOk: false };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-pglite-'));
  try {
    const app = await startBenchApp({ DATA_DIR: dataDir });
    try {
      const members = await seedMembers(app.port, Math.max(...CLIENT_COUNTS));
      for (const clients of CLIENT_COUNTS) {
        const runs: LoadFigures[] = [];
        for (let r = 0; r < Math.max(1, ROUNDS - 1); r++) runs.push(await transfers(app, members, clients));
        result.transfers[clients] = median(runs);
      }
    } finally {
      await stopApp(app);
    }
    result.invariantsOk = await invariantsHold({ DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const f = (n: number) => n.toFixed(0);
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function runServerBench(): Promise<{ rows: Row[]; results: Record<string, unknown> }> {
  const postgres = await benchPostgres();
  const embedded = await benchEmbedded();
  const chat: ChatFigures = await withDatabase((url) => measureChatLatency(url, REDIS_URL));

  const rows: Row[] = [];
  for (const clients of CLIENT_COUNTS) {
    const base = postgres.pgbench![clients]!;
    const ours = postgres.transfers[clients]!;
    const ratio = ours.perSecond / base.perSecond;
    rows.push(
      {
        metric: `pgbench tpcb-like, ${clients} clients (scale ${PGBENCH_SCALE})`,
        value: `${f(base.perSecond)} tps, p99 ${ms(base.p99)}`,
        budget: 'baseline',
        ok: null,
      },
      {
        metric: `transfers/s on PostgreSQL, ${clients} clients`,
        value: `${f(ours.perSecond)} (${ratio.toFixed(2)} × pgbench), p99 ${ms(ours.p99)}`,
        budget: clients === CLIENT_COUNTS[0] ? '≥ 0.9 ×, p99 ≤ 30 ms' : '≥ 0.9 ×',
        ok: ratio >= 0.9 && (clients !== CLIENT_COUNTS[0] || ours.p99 <= 30) && ours.failures === 0,
      },
    );
  }
  for (const clients of CLIENT_COUNTS) {
    const ours = embedded.transfers[clients]!;
    rows.push({
      metric: `transfers/s on embedded DB, ${clients} clients`,
      value: `${f(ours.perSecond)}, p99 ${ms(ours.p99)}`,
      budget: '≥ 350',
      ok: ours.perSecond >= 350 && ours.failures === 0,
    });
  }
  const walletRatio = postgres.wallet!.perSecond / postgres.hello!.perSecond;
  rows.push(
    {
      metric: `GET /api/wallet vs hello-world (same process, ${CLIENT_COUNTS[0]} clients)`,
      value: `${f(postgres.wallet!.perSecond)} vs ${f(postgres.hello!.perSecond)} req/s (${walletRatio.toFixed(2)} ×)`,
      budget: '≥ 0.4 ×',
      ok: walletRatio >= 0.4,
    },
    {
      metric: 'chat delivery across 2 processes (Redis)',
      value: `p50 ${ms(chat.p50)}, p99 ${ms(chat.p99)} (${chat.messages} msgs)`,
      budget: 'report',
      ok: chat.lost === 0 ? null : false,
    },
    {
      metric: 'ledger invariants after load',
      value: postgres.invariantsOk && embedded.invariantsOk ? 'hold (both engines)' : 'BROKEN',
      budget: 'hold',
      ok: postgres.invariantsOk && embedded.invariantsOk,
    },
  );
  return {
    rows,
    results: { seconds: SECONDS, rounds: ROUNDS, clients: CLIENT_COUNTS, pgbenchScale: PGBENCH_SCALE, postgres, embedded, chat },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, results } = await runServerBench();
  console.table(rows);
  console.log(JSON.stringify(results, null, 2));
}
