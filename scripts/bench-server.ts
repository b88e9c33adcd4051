/**
 * Server half of `npm run bench` (DESIGN.md §7): wallet↔game transfers per second and their p99
 * through the real HTTP API, on PostgreSQL and on the embedded database, beside pgbench's
 * tpcb-like figure at the same client count, in the same run; and GET /api/wallet against a
 * Fastify hello-world route. Figures are ratios because the machines are noisy.
 *
 * Run alone: `node --import tsx scripts/bench-server.ts` (needs PostgreSQL at 127.0.0.1:5432).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

interface Row {
  metric: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

function request(port: number, method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1', port, method, path: url, agent,
        headers: {
          'x-requested-with': 'wallet-user',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function waitUp(port: number, url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await request(port, 'GET', url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** CLIENTS loops calling `call` back to back for SECONDS (after a short warm-up). */
async function load(call: (client: number, i: number) => Promise<boolean>, seconds = SECONDS) {
  const warmupEnd = Date.now() + 1500;
  await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = 0; Date.now() < warmupEnd; i++) await call(c, i);
  }));
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = 0; performance.now() < end; i++) {
      const t = performance.now();
      const ok = await call(c, i);
      latencies.push(performance.now() - t);
      if (!ok) failures++;
    }
  }));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    requests: latencies.length,
    failures,
  };
}

async function withDatabase<T>(work: (url: string, name: string) => Promise<T>): Promise<T> {
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

function pgbench(dbName: string): { tps: number; latencyMs: number } {
  const url = new URL(PG_ADMIN);
  const common = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  const init = spawnSync(PGBENCH, ['-i', '-q', '-s', String(CLIENTS), ...common, dbName], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr}`);
  const run = spawnSync(PGBENCH, ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', String(Math.min(CLIENTS, os.cpus().length)), '-T', String(SECONDS), ...common, dbName], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  return { tps, latencyMs };
}

interface EngineFigures {
  transfers: Awaited<ReturnType<typeof load>>;
  wallet: Awaited<ReturnType<typeof load>>;
  invariantsOk: boolean;
}

async function benchEngine(env: Record<string, string>, dataDir: string): Promise<EngineFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX: '1', LOG: '0', DATA_DIR: dataDir, DATABASE_URL: '', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUp(port, '/api/lookup/info', child);
    const tokens: string[] = [];
    for (let c = 0; c < CLIENTS; c++) {
      const phone = `09${String(c).padStart(8, '0')}`;
      await request(port, 'POST', '/api/account', {
        name: `Bench ${c}`, username: phone, password: 'bench-pass', bankCode: 'SCB', bankAccountName: 'BENCH USER', bankAccountNo: `90000000${String(c).padStart(2, '0')}`,
      });
      const login = await request(port, 'POST', '/api/login', { username: phone, password: 'bench-pass' });
      const token = String(login.json.token);
      await request(port, 'GET', '/api/wallet/activate/PG', undefined, token);
      const qr = await request(port, 'POST', '/api/qrcode/KBANK', { amount: 100_000 }, token);
      await request(port, 'POST', `/api/sandbox/qrcode/${String(qr.json.qrcodeId)}/pay`);
      tokens.push(token);
    }
    // Each client moves 1 baht back and forth between its wallet and its game account.
    const transfers = await load(async (c, i) => {
      const [from, to] = i % 2 === 0 ? ['WALLET', 'PG'] : ['PG', 'WALLET'];
      return (await request(port, 'POST', '/api/wallet/transfer', { from, to, amount: 1 }, tokens[c])).status === 200;
    });
    const wallet = await load(async (c) => (await request(port, 'GET', '/api/wallet', undefined, tokens[c])).status === 200, Math.max(3, SECONDS / 2));
    await stop(child);
    // Read the ledger back after the load: postings balanced, balances equal to their postings.
    const { loadConfig } = await import('../server/src/config.ts');
    const { openDatabase } = await import('../server/src/db/index.ts');
    const { checkInvariants } = await import('../server/src/ledger/index.ts');
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? '' }));
    const report = await checkInvariants(db.db);
    await db.close();
    const invariantsOk = report.total === 0n && !report.unbalancedTransactions.length && !report.driftedAccounts.length && !report.negativeMemberAccounts.length;
    return { transfers, wallet, invariantsOk };
  } finally {
    await stop(child);
  }
}

async function helloWorld(): Promise<number> {
  const port = await freePort();
  const script = `import('fastify').then(async ({ default: F }) => { const a = F(); a.get('/hello', async () => ({ hello: 'world' })); await a.listen({ port: ${port}, host: '127.0.0.1' }); })`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitUp(port, '/hello', child);
    return (await load(async () => (await request(port, 'GET', '/hello')).status === 200, Math.max(3, SECONDS / 2))).perSecond;
  } finally {
    await stop(child);
  }
}

export async function runServerBench(): Promise<{ rows: Row[]; results: Record<string, unknown> }> {
  const baseline = await withDatabase(async (_url, name) => pgbench(name));
  const postgres = await withDatabase((url) => benchEngine({ DATABASE_URL: url }, fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-pg-'))));
  const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-pglite-'));
  const embedded = await benchEngine({}, embeddedDir).finally(() => fs.rmSync(embeddedDir, { recursive: true, force: true }));
  const hello = await helloWorld();
  agent.destroy();

  const f = (n: number) => n.toFixed(0);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const ratio = postgres.transfers.perSecond / baseline.tps;
  const walletRatio = postgres.wallet.perSecond / hello;
  const rows: Row[] = [
    { metric: `pgbench tpcb-like (${CLIENTS} clients)`, value: `${f(baseline.tps)} tps, avg ${ms(baseline.latencyMs)}`, budget: 'baseline', ok: null },
    {
      metric: `transfers/s on PostgreSQL (${CLIENTS} clients)`,
      value: `${f(postgres.transfers.perSecond)} (${ratio.toFixed(2)} × pgbench)`,
      budget: '≥ 0.9 × pgbench',
      ok: ratio >= 0.9,
    },
    { metric: 'transfer p99 on PostgreSQL', value: ms(postgres.transfers.p99), budget: '≤ 30 ms', ok: postgres.transfers.p99 <= 30 },
    { metric: `transfers/s on embedded DB (${CLIENTS} clients)`, value: `${f(embedded.transfers.perSecond)}, p99 ${ms(embedded.transfers.p99)}`, budget: '≥ 350', ok: embedded.transfers.perSecond >= 350 },
    {
      metric: 'GET /api/wallet vs hello-world',
      value: `${f(postgres.wallet.perSecond)} vs ${f(hello)} req/s (${walletRatio.toFixed(2)})`,
      budget: '≥ 0.4 ×',
      ok: walletRatio >= 0.4,
    },
    {
      metric: 'ledger invariants after load',
      value: postgres.invariantsOk && embedded.invariantsOk ? 'hold' : 'BROKEN',
      budget: 'hold',
      ok: postgres.invariantsOk && embedded.invariantsOk,
    },
  ];
  return { rows, results: { clients: CLIENTS, seconds: SECONDS, pgbench: baseline, postgres, embedded, helloWorld: hello } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, results } = await runServerBench();
  console.table(rows);
  console.log(JSON.stringify(results, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v), 2));
}
