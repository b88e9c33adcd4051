/**
 * The server the bench loads: the product exactly as `server/src/main.ts` builds it, plus one
 * hello-world route in the same process, so `GET /api/wallet` is measured against the cheapest
 * reply this process can give (same runtime, same hooks, same socket handling), and its CPU clock.
 */
import { sql } from 'kysely';
import { loadConfig } from '../server/src/config.ts';
import { createServer } from '../server/src/main.ts';

const config = loadConfig();
const server = await createServer(config);
server.app.get('/bench/hello', async () => ({ hello: 'world' }));
// The floor of any route that reads the database: hello-world plus one round trip of the pool.
server.app.get('/bench/query', async () => ({ one: (await sql<{ one: number }>`SELECT 1 AS one`.execute(server.ctx.db)).rows[0]!.one }));
// The same, held in PostgreSQL about as long as a transfer's statement and commit take: fewer
// replies per wake-up of the event loop, so more CPU per request for the same work.
server.app.get('/bench/held', async () => ({
  one: (await sql<{ one: number }>`SELECT 1 AS one, pg_sleep(0.0015)`.execute(server.ctx.db)).rows[0]!.one,
}));
// The process's own CPU time (user + system, µs): the bench reads it before and after a load, so
// CPU per request is a figure of this process alone, whatever else the machine is running.
server.app.get('/bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { micros: user + system, user, system };
});
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
await server.app.listen({ port: config.port, host: '127.0.0.1' });
