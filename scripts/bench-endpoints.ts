/**
 * Issue 21.2: per endpoint, the server process's CPU time per request (its `process.cpuUsage`
 * over the measured window ÷ requests, read through `/bench/cpu`) beside hello-world's, with
 * req/s and p99. CPU per request is a figure of the server process alone, so what else the
 * machine runs barely moves it; req/s and p99 are given for context.
 *
 * Run alone: `node --import tsx scripts/bench-endpoints.ts` (PostgreSQL, 10 clients). With
 * `BENCH_CPU_PROF=<dir>` the server runs under `--cpu-prof` and writes its profile there on exit;
 * `BENCH_ONLY=wallet` (comma-separated) loads only those endpoints, for a profile of one route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningApp } from '../tests/e2e/app-process.ts';
import { bearer, cpuProbe, load, median, seedMembers, type BenchMember, type LoadFigures } from './bench-load.ts';
import { requestBytes, send } from './bench-http.ts';

export const ENDPOINTS = ['hello', 'query', 'held', 'wallet', 'transfer', 'statement'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** One request of each endpoint for client `c` (its own member); true when it answered 200. */
export function callOf(app: RunningApp, members: BenchMember[], endpoint: Endpoint) {
  // The requests' bytes are made once: building them is the load generator's work, not the server's.
  const each = (method: string, url: string, body?: unknown) =>
    members.map((m) => requestBytes(method, url, body, bearer(m.token)));
  const ok = async (status: Promise<number>) => (await status) === 200;
  const member = (c: number) => c % members.length;
  switch (endpoint) {
    case 'hello':
    case 'held':
    case 'query': {
      const bytes = requestBytes('GET', `/bench/${endpoint}`);
      return () => ok(send(app.port, bytes));
    }
    case 'wallet': {
      const bytes = each('GET', '/api/wallet');
      return (c: number) => ok(send(app.port, bytes[member(c)]!));
    }
    case 'transfer': {
      const out = each('POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 1 });
      const back = each('POST', '/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 1 });
      return (c: number, i: number) => ok(send(app.port, (i % 2 === 0 ? out : back)[member(c)]!));
    }
    case 'statement': {
      const bytes = each('POST', '/api/statement', { page: 1, limit: 10 });
      return (c: number) => ok(send(app.port, bytes[member(c)]!));
    }
  }
}

/** Every endpoint once per round, `rounds` rounds of `seconds`; the median slice of each. */
export async function measureEndpoints(
  app: RunningApp,
  members: BenchMember[],
  { clients = 10, seconds = 4, rounds = 3, only = [...ENDPOINTS] as Endpoint[] } = {},
): Promise<Record<Endpoint, LoadFigures>> {
  const runs = Object.fromEntries(only.map((e) => [e, [] as LoadFigures[]])) as Record<Endpoint, LoadFigures[]>;
  const cpu = cpuProbe(app.port);
  for (let r = 0; r < rounds; r++) for (const e of only) runs[e].push(await load(clients, seconds, callOf(app, members, e), cpu));
  return Object.fromEntries(only.map((e) => [e, median(runs[e])])) as Record<Endpoint, LoadFigures>;
}

const LABELS: Record<Endpoint, string> = {
  hello: 'hello-world',
  query: 'hello-world + SELECT 1 (floor of a database route)',
  held: 'SELECT 1 held 1.5 ms in PostgreSQL (floor of a route waiting on a commit)',
  wallet: 'GET /api/wallet',
  transfer: 'POST /api/wallet/transfer',
  statement: 'POST /api/statement page 1',
};

const us = (n: number | undefined) => `${(n ?? 0).toFixed(0)} µs`;

/** Table rows: CPU per request and its multiple of hello-world's, then req/s and p99. */
export function endpointRows(figures: Partial<Record<Endpoint, LoadFigures>>, clients: number) {
  const hello = figures.hello?.cpuPerRequest ?? NaN;
  return ENDPOINTS.filter((e) => figures[e]).map((e) => {
    const f = figures[e]!;
    const times = (f.cpuPerRequest ?? 0) / hello;
    const budgeted = e === 'wallet' || e === 'transfer';
    return {
      metric: `server CPU per request, ${LABELS[e]} (${clients} clients)`,
      value: `${us(f.cpuPerRequest)} (${times.toFixed(1)} × hello-world); ${f.perSecond.toFixed(0)} req/s, p99 ${f.p99.toFixed(1)} ms; load generator ${us(f.clientCpuPerRequest)}, machine ${((f.machineBusy ?? 0) * 100).toFixed(0)} % busy`,
      budget: budgeted ? '≤ 3 × hello-world' : 'report',
      ok: budgeted ? times <= 3 && f.failures === 0 : f.failures === 0 ? null : false,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ROUNDS, SECONDS, startBenchApp, stopApp, withDatabase } = await import('./bench-common.ts');
  const profDir = process.env.BENCH_CPU_PROF;
  await withDatabase(async (url) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-cpu-'));
    const app = await startBenchApp(
      { DATABASE_URL: url, DATA_DIR: dataDir },
      profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
    );
    try {
      const members = await seedMembers(app.port, 10);
      const only = (process.env.BENCH_ONLY?.split(',') ?? ENDPOINTS) as Endpoint[];
      const figures = await measureEndpoints(app, members, { seconds: SECONDS, rounds: ROUNDS, only });
      console.table(endpointRows(figures, 10));
    } finally {
      await stopApp(app);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
