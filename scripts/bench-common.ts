/**
 * What the parts of `npm run bench` share: the table row, the slice length and count, a throwaway
 * PostgreSQL database, the bench server (scripts/bench-app.ts) and the ledger check after a load.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApp, type RunningApp } from '../tests/e2e/app-process.ts';
import { closeIdleSockets } from './bench-load.ts';
import { closeConnections } from './bench-http.ts';

export interface Row {
  metric: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export async function withDatabase<T>(work: (url: string, name: string) => Promise<T>): Promise<T> {
  const name = `mw_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await work(PG_ADMIN.replace(/\/[^/]*$/, `/${name}`), name);
  } finally {
    // BENCH_KEEP_DB=1 leaves the database behind (its name is printed), to EXPLAIN by hand.
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The product server plus the bench routes, API only; `nodeArgs` for node itself (`--cpu-prof`). */
export const startBenchApp = (env: Record<string, string>, nodeArgs: string[] = []) =>
  startApp(
    { LOG: '0', HOST: '127.0.0.1', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', DATABASE_URL: '', ...env },
    { entry: 'scripts/bench-app.ts', readyPath: '/bench/hello', nodeArgs },
  );

export async function stopApp(app: RunningApp): Promise<void> {
  closeIdleSockets();
  closeConnections();
  await app.stop();
}

/** The ledger read back after the load (server stopped): balanced, no drift, nothing negative. */
export async function invariantsHold(env: Record<string, string>): Promise<boolean> {
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

