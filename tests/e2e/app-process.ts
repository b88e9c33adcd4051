import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
  /** kill -9: no shutdown handler runs (crash tests); the data folder is kept. */
  kill(): Promise<void>;
  /** What the process wrote to stdout and stderr so far. */
  log(): string;
}

export interface StartOptions {
  /** The script to run instead of the server's own entry (the bench adds a hello-world route). */
  entry?: string;
  /** The path polled until the server answers. */
  readyPath?: string;
  /** Flags for node itself (the bench's `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const reply = await fetch(url);
      if (reply.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the reference server (built app + API, embedded database in a fresh folder, sandbox on)
 * on a free port. Extra env lets a test start a second process or a variant build.
 */
export async function startApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wallet-e2e-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.entry ?? 'server/src/main.ts'], {
    cwd: repoRoot,
    // Every server a test starts serves the build under test (E2E_DIST, see global-setup.ts).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: join(repoRoot, process.env.E2E_DIST ?? 'dist'),
      SANDBOX: '1',
      NODE_ENV: 'test',
      // The tests' phones stand behind this proxy, each with its own address (harness.ts newPhone).
      TRUST_PROXY: '127.0.0.1,::1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${options.readyPath ?? '/api/lookup/active'}`, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    port,
    pid: child.pid ?? 0,
    log: () => log,
    kill: async () => {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The seed closes slip uploads 23:50–00:10 (UTC+7) every day; a journey must not fail at that hour
 * (a run at 16:55 UTC did, the Laos build's own server too). The closed state has its own story and
 * server test. For every app a journey uploads slips to.
 */
export async function openSlipWindow(url: string): Promise<void> {
  const opened = await fetch(`${url}/api/sandbox/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'wallet-user' },
    body: JSON.stringify({ slipWindow: { closedFrom: '00:00', closedTo: '00:00' } }),
  });
  if (!opened.ok) throw new Error(`sandbox slip window: ${opened.status} ${await opened.text()}`);
}

export const hasServer = () => existsSync(join(repoRoot, 'server/src/main.ts'));

/**
 * Builds the client as `npm run build` does. NODE_ENV is forced to production: Vitest runs with
 * NODE_ENV=test, and a build inheriting it would ship React's development build.
 */
export function buildClient(outDir = 'dist', env: Record<string, string> = {}): void {
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}
