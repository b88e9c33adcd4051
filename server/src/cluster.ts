import cluster, { type Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';

/**
 * WORKERS=N: one primary process and N workers listening on the same port (node:cluster hands
 * each new connection to a worker). The primary serves nothing: it brings the database up to date
 * once, forks the workers, replaces one that dies, and forwards SIGTERM/SIGINT so they shut down
 * gracefully. Everything the workers share lives in PostgreSQL and Redis (config-check.ts).
 */

/** Set by the primary on the one worker that runs the hourly maintenance (maintenance.ts). */
const MAINTENANCE_ENV = 'MW_WORKER_MAINTENANCE';

export const isClusterWorker = (): boolean => cluster.isWorker;

/** In a worker: whether the hourly housekeeping is this worker's job (exactly one worker has it). */
export const runsMaintenance = (): boolean => !cluster.isWorker || process.env[MAINTENANCE_ENV] === '1';

/**
 * In a worker: every response says which worker made it (`X-Worker-Id`), so an operator (and the
 * two-worker test) can tell the processes apart. A listener ahead of the app's own on the HTTP
 * server: nothing per route, and only when there are workers.
 */
export function tagResponses(server: HttpServer): void {
  const id = String(cluster.worker?.id ?? 0);
  server.prependListener('request', (_req, res) => res.setHeader('x-worker-id', id));
}

/**
 * The primary: `prepare` (migrations, lookups, demo data) runs once, then `count` workers start
 * with it skipped. Resolves once every worker listens; `onListening` is told then. A worker that
 * fails before it ever listened stops the whole server (a bad port or config repeats in every
 * replacement); one that dies later is replaced, keeping its maintenance duty.
 */
export async function runPrimary(count: number, prepare: () => Promise<void>, onListening: () => void): Promise<void> {
  await prepare();
  let stopping = false;
  let listening = 0;
  const maintenance = new WeakSet<Worker>();
  const fork = (withMaintenance: boolean) => {
    const worker = cluster.fork({ [MAINTENANCE_ENV]: withMaintenance ? '1' : '0' });
    if (withMaintenance) maintenance.add(worker);
    let ready = false;
    worker.once('listening', () => {
      ready = true;
      if (++listening === count) onListening();
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!ready) {
        console.error(`Worker ${worker.id} stopped before it listened (${signal ?? `exit ${code}`}): stopping the server.`);
        void stop(1);
        return;
      }
      console.error(`Worker ${worker.id} died (${signal ?? `exit ${code}`}): starting another.`);
      fork(maintenance.has(worker));
    });
  };
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  for (let i = 0; i < count; i++) fork(i === 0);
}
