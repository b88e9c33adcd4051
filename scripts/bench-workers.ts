/**
 * Issue 21 items 3 and 4 in `npm run bench`, on one PostgreSQL database and Redis:
 * - transfers/s at 10 clients (BENCH_WORKER_CLIENTS) through the API with WORKERS=1 and WORKERS=2
 *   (both servers up at once on their own ports, same members), beside pgbench running the ledger's
 *   own transfer statement on the same accounts (bench-pgbench.ts): our ratio to that ceiling;
 * - GET /api/wallet req/s with WORKERS=1 and WORKERS=2.
 * The sides alternate in short slices and the median slice of each is kept (as bench-server.ts),
 * so the machine's other load weighs on every side alike.
 *
 * Run alone: `node --import tsx scripts/bench-workers.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp } from '../tests/e2e/app-process.ts';
import { load, median, seedMembers, type BenchMember, type LoadFigures } from './bench-load.ts';
import { callOf } from './bench-endpoints.ts';
import { ledgerCeilingSlice, memberIdBase } from './bench-pgbench.ts';
import { REDIS_URL, ROUNDS, SECONDS, stopApp, withDatabase, type Row } from './bench-common.ts';
import { transfers } from './bench-server.ts';

const CLIENTS = Number(process.env.BENCH_WORKER_CLIENTS ?? 10);

type Slice = () => Promise<LoadFigures> | LoadFigures;

/** Every side once per round, ROUNDS rounds; the median slice of each side. */
async function alternateAll(sides: Slice[]): Promise<LoadFigures[]> {
  const runs: LoadFigures[][] = sides.map(() => []);
  for (let r = 0; r < ROUNDS; r++) for (const [i, side] of sides.entries()) runs[i]!.push(await side());
  return runs.map(median);
}

/** The product entry (server/src/main.ts) with WORKERS=n; resolves once every worker listens. */
async function startWorkers(databaseUrl: string, workers: number): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-workers-'));
  const app = await startApp({
    LOG: '0',
    HOST: '127.0.0.1',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    DEMO_DATA: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    WORKERS: String(workers),
    DATA_DIR: dataDir,
    // No client to serve or precompress: only the API is measured.
    DIST_DIR: path.join(dataDir, 'no-dist'),
  });
  // The first worker answers before the others listen; the primary's start line says all do.
  for (let i = 0; i < 300 && !app.log().includes('Member wallet server on'); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    ...app,
    stop: async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const walletReads = (app: RunningApp, members: BenchMember[]) => load(CLIENTS, SECONDS, callOf(app, members, 'wallet'));

export interface WorkersFigures {
  ceiling: LoadFigures;
  transfers: Record<1 | 2, LoadFigures>;
  wallet: Record<1 | 2, LoadFigures>;
}

export async function measureWorkers(): Promise<WorkersFigures> {
  return withDatabase(async (url, dbName) => {
    const apps: RunningApp[] = [];
    try {
      const one = await startWorkers(url, 1);
      apps.push(one);
      const members = await seedMembers(one.port, CLIENTS);
      const two = await startWorkers(url, 2);
      apps.push(two);
      const base = await memberIdBase(url, CLIENTS);
      const [ceiling, t1, t2] = await alternateAll([
        () => ledgerCeilingSlice(dbName, CLIENTS, base),
        () => transfers(one, members, CLIENTS),
        () => transfers(two, members, CLIENTS),
      ]);
      const [w1, w2] = await alternateAll([() => walletReads(one, members), () => walletReads(two, members)]);
      return { ceiling: ceiling!, transfers: { 1: t1!, 2: t2! }, wallet: { 1: w1!, 2: w2! } };
    } finally {
      for (const app of apps) await stopApp(app);
    }
  });
}

const f = (n: number) => n.toFixed(0);
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function runWorkersBench(): Promise<{ rows: Row[]; results: WorkersFigures }> {
  const m = await measureWorkers();
  const ratio = m.transfers[1].perSecond / m.ceiling.perSecond;
  const rows: Row[] = [
    {
      metric: `pgbench, the ledger's transfer statement, ${CLIENTS} clients`,
      value: `${f(m.ceiling.perSecond)} tps, p99 ${ms(m.ceiling.p99)}`,
      budget: 'ceiling',
      ok: m.ceiling.failures === 0 ? null : false,
    },
    {
      metric: `transfers/s vs that ceiling (1 worker, ${CLIENTS} clients)`,
      value: `${f(m.transfers[1].perSecond)} (${ratio.toFixed(2)} × ceiling), p99 ${ms(m.transfers[1].p99)}`,
      budget: '≥ 0.8 ×',
      ok: ratio >= 0.8 && m.transfers[1].failures === 0,
    },
  ];
  for (const n of [1, 2] as const) {
    rows.push({
      metric: `transfers/s, WORKERS=${n} (PostgreSQL, ${CLIENTS} clients)`,
      value: `${f(m.transfers[n].perSecond)}, p99 ${ms(m.transfers[n].p99)}`,
      budget: 'report',
      ok: m.transfers[n].failures === 0 ? null : false,
    });
  }
  for (const n of [1, 2] as const) {
    rows.push({
      metric: `GET /api/wallet req/s, WORKERS=${n} (${CLIENTS} clients)`,
      value: `${f(m.wallet[n].perSecond)}, p99 ${ms(m.wallet[n].p99)}`,
      budget: 'report',
      ok: m.wallet[n].failures === 0 ? null : false,
    });
  }
  return { rows, results: m };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, results } = await runWorkersBench();
  console.table(rows);
  console.log(JSON.stringify(results, null, 2));
}
