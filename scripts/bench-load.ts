/**
 * What the server bench and the crash test share: a keep-alive JSON client for 127.0.0.1, a
 * closed-loop load generator (N clients, each calling back to back), and members with money.
 */
import http from 'node:http';
import os from 'node:os';

export interface Reply {
  status: number;
  json: Record<string, unknown>;
}

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** The server process's CPU time per request in µs, when the load was given a CPU probe. */
  cpuPerRequest?: number;
  /** The load generator's own CPU time per request in µs (this process: the HTTP client and the loop). */
  clientCpuPerRequest?: number;
  /** The share of the machine's CPU time (all cores) that was busy during the measured window, 0–1. */
  machineBusy?: number;
}

/** The busy share of the machine's CPU time between two readings of `machineTimes`. */
export const busyShare = (before: CpuTimes, after: CpuTimes) => (after.busy - before.busy) / (after.total - before.total || 1);

interface CpuTimes {
  busy: number;
  total: number;
}

/** Busy and total CPU time of all cores so far (ms), from the kernel's counters. */
export function machineTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Reads a server process's CPU clock (µs of user + system time so far). */
export type CpuProbe = () => Promise<number>;

/** The bench server's CPU clock (`/bench/cpu` in scripts/bench-app.ts). */
export const cpuProbe =
  (port: number): CpuProbe =>
  async () =>
    Number((await request(port, 'GET', '/bench/cpu')).json.micros);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Drops the idle keep-alive sockets (before a server is stopped or killed). */
export const closeIdleSockets = () => agent.destroy();

export function request(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'x-requested-with': 'wallet-user',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * `clients` loops calling `call` back to back for `seconds`, after a short warm-up. With `cpu`, the
 * server's CPU clock is read around the measured window and divided by the requests in it.
 */
export async function load(
  clients: number,
  seconds: number,
  call: (client: number, i: number) => Promise<boolean>,
  cpu?: CpuProbe,
): Promise<LoadFigures> {
  const run = async (until: number, each: (latency: number, ok: boolean) => void) =>
    Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let i = 0; performance.now() < until; i++) {
          const t = performance.now();
          const ok = await call(c, i).catch(() => false);
          each(performance.now() - t, ok);
        }
      }),
    );
  await run(performance.now() + 1000, () => undefined);
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = await cpu?.();
  const clientBefore = process.cpuUsage();
  const machineBefore = machineTimes();
  const start = performance.now();
  await run(start + seconds * 1000, (latency, ok) => {
    latencies.push(latency);
    if (!ok) failures++;
  });
  const elapsed = (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
  const machine = machineTimes();
  const cpuAfter = await cpu?.();
  latencies.sort((a, b) => a - b);
  return {
    ...(cpuBefore === undefined || cpuAfter === undefined ? {} : { cpuPerRequest: (cpuAfter - cpuBefore) / latencies.length }),
    clientCpuPerRequest: (client.user + client.system) / latencies.length,
    machineBusy: busyShare(machineBefore, machine),
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length,
    failures,
  };
}

/** The median run of several (by throughput), so one noisy slice does not decide. */
export const median = (runs: LoadFigures[]): LoadFigures =>
  [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;

export interface BenchMember {
  token: string;
  /** The member's username on the PG game (for sandbox game rounds). */
  gameUser: string;
}

/**
 * Registers and logs in `count` members through the API, opens their PG game account and pays a
 * deposit of `deposit` baht into each wallet through the sandbox bank. `first` keeps phone numbers
 * and bank accounts apart when called again on the same database.
 */
export async function seedMembers(port: number, count: number, deposit = 100_000, first = 0): Promise<BenchMember[]> {
  const seedOne = async (n: number): Promise<BenchMember> => {
    const phone = `09${String(n).padStart(8, '0')}`;
    // Each from its own player's address: the server budgets members made per address (`signup`).
    const registered = await request(
      port,
      'POST',
      '/api/account',
      {
        name: `Bench ${n}`,
        username: phone,
        password: 'bench-pass',
        bankCode: 'SCB',
        bankAccountName: 'BENCH USER',
        bankAccountNo: `9${String(n).padStart(9, '0')}`,
      },
      { 'x-forwarded-for': `10.201.${(n >> 8) & 255}.${n & 255}` },
    );
    if (registered.status !== 201 && registered.status !== 409)
      throw new Error(`register ${phone}: ${registered.status} ${JSON.stringify(registered.json)}`);
    const login = await request(port, 'POST', '/api/login', { username: phone, password: 'bench-pass' });
    const token = String(login.json.token);
    await request(port, 'GET', '/api/wallet/activate/PG', undefined, bearer(token));
    const account = await request(port, 'GET', '/api/wallet/account/PG', undefined, bearer(token));
    const qr = await request(port, 'POST', '/api/qrcode/KBANK', { amount: deposit }, bearer(token));
    const paid = await request(port, 'POST', `/api/sandbox/qrcode/${String(qr.json.qrcodeId)}/pay`);
    if (paid.status !== 200) throw new Error(`deposit for ${phone}: ${qr.status} ${paid.status} ${JSON.stringify(paid.json)}`);
    return { token, gameUser: String(account.json.username) };
  };
  const members: BenchMember[] = [];
  // A few at a time: registration hashes a password, and login is rate-limited per phone only.
  for (let n = first; n < first + count; n += 5) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(5, first + count - n) }, (_, k) => seedOne(n + k)))));
  }
  return members;
}
