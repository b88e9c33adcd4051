/**
 * Server half of `npm run bench` (DESIGN.md §7), all against 127.0.0.1:
 * - wallet↔game transfers per second and their p99 through the real HTTP API, on PostgreSQL and on
 *   the embedded database, at 10 and 50 clients; on PostgreSQL beside pgbench's tpcb-like at the
 *   same client count. The two alternate in short slices and the median slice of each is kept, so
 *   the load the machine is under at any moment weighs on both alike; the ratio is the figure.
 * - per endpoint (hello-world, one SELECT 1, wallet, transfer, statement), in turn: req/s, p99 and
 *   the server process's CPU time per request (scripts/bench-endpoints.ts); GET /api/wallet's
 *   req/s beside hello-world's is the wallet ratio;
 * - chat delivery latency between two server processes through Redis.
 *
 * Run alone: `node --import tsx scripts/bench-server.ts`. BENCH_SECONDS (slice length, default 4),
 * BENCH_ROUNDS (slices per side, default 3), BENCH_CLIENTS (default "10,50").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningApp } from '../tests/e2e/app-process.ts';
import { measureChatLatency, type ChatFigures } from './bench-chat.ts';
import { callOf, endpointRows, measureEndpoints, type Endpoint } from './bench-endpoints.ts';
import { invariantsHold, PG_ADMIN, REDIS_URL, ROUNDS, SECONDS, startBenchApp, stopApp, withDatabase, type Row } from './bench-common.ts';
import { busyShare, load, machineTimes, median, percentile, seedMembers, type BenchMember, type LoadFigures } from './bench-load.ts';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '10,50').split(',').map(Number);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
/** pgbench's scale (10 branches); at 50 clients its tpcb-like contends on those 10 branch rows. */
const PGBENCH_SCALE = 10;

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
    const machineBefore = machineTimes();
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
    const machine = machineTimes();
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
      machineBusy: busyShare(machineBefore, machine),
    };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/** Each client moves 1 baht back and forth between its wallet and its game account. */
export const transfers = (app: RunningApp, members: BenchMember[], clients: number) =>
  load(clients, SECONDS, callOf(app, members, 'transfer'));

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

interface EngineResult {
  transfers: Record<number, LoadFigures>;
  pgbench?: Record<number, LoadFigures>;
  endpoints?: Record<Endpoint, LoadFigures>;
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
        // Per endpoint, in turn: req/s, p99 and the server's CPU per request (hello-world's too).
        result.endpoints = await measureEndpoints(app, members, { clients: CLIENT_COUNTS[0]!, seconds: SECONDS, rounds: ROUNDS });
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
const busy = (figures: LoadFigures) => `${((figures.machineBusy ?? 0) * 100).toFixed(0)} %`;

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
        value: `${f(base.perSecond)} tps, p99 ${ms(base.p99)}; machine ${busy(base)} busy`,
        budget: 'baseline',
        ok: null,
      },
      {
        metric: `transfers/s on PostgreSQL, ${clients} clients`,
        value: `${f(ours.perSecond)} (${ratio.toFixed(2)} × pgbench), p99 ${ms(ours.p99)}; load generator ${f(ours.clientCpuPerRequest ?? 0)} µs CPU per request, machine ${busy(ours)} busy`,
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
  const { wallet, hello } = postgres.endpoints!;
  const walletRatio = wallet.perSecond / hello.perSecond;
  rows.push(
    {
      metric: `GET /api/wallet vs hello-world (same process, ${CLIENT_COUNTS[0]} clients)`,
      value: `${f(wallet.perSecond)} vs ${f(hello.perSecond)} req/s (${walletRatio.toFixed(2)} ×)`,
      budget: '≥ 0.4 ×',
      ok: walletRatio >= 0.4,
    },
    ...endpointRows(postgres.endpoints!, CLIENT_COUNTS[0]!),
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
