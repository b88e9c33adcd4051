import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { checkProductionConfig } from './config-check.ts';
import type { Ctx } from './context.ts';
import { openDatabase, type OpenDatabase, type QueryObserver } from './db/index.ts';
import { migrate } from './db/migrations.ts';
import { seed } from './db/seed.ts';
import { demoPhone, DEMO_MEMBER, seedDemo } from './db/seed-demo.ts';
import { terminatedSwitch } from './core/settings.ts';
import { Realtime } from './core/realtime.ts';
import { SessionRevocations } from './http/revocations.ts';
import { startMaintenance } from './maintenance.ts';
import { SandboxGames } from './providers/games.ts';
import { SandboxSms } from './providers/sms.ts';

export interface Server {
  app: FastifyInstance;
  ctx: Ctx;
  close(): Promise<void>;
}

/** Opens the database, brings its schema and lookups up to date and builds the app (not listening). */
export async function createServer(config: Config, observer?: QueryObserver): Promise<Server> {
  checkProductionConfig(config);
  const database: OpenDatabase = await openDatabase(config, observer);
  const sessions = new SessionRevocations(database.db);
  try {
    await migrate(database.db);
    await seed(database.db);
    await sessions.start(config.redisUrl);
    const ctx: Ctx = {
      config,
      db: database.db,
      engine: database.engine,
      sms: new SandboxSms(database.db),
      games: new SandboxGames(),
      terminated: terminatedSwitch(database.db),
      realtime: new Realtime(),
      sessions,
    };
    // An ended session also ends its open sockets (chat, live balance), in every process.
    sessions.onRevoked((tokenHashes) => ctx.realtime.endSessions(tokenHashes));
    if (config.sandbox && config.demoData) await seedDemo(ctx);
    const app = await buildApp(ctx);
    const maintenance = startMaintenance(ctx, (message) => app.log.warn(message));
    return {
      app,
      ctx,
      close: async () => {
        maintenance.stop();
        await app.close();
        await sessions.close();
        await database.close();
      },
    };
  } catch (err) {
    await sessions.close();
    await database.close();
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  let server: Server;
  try {
    server = await createServer(config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await server.app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const db = server.ctx.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Member wallet server on http://${shown}:${config.port} (${db}${config.sandbox ? ', sandbox on' : ''})`);
  if (config.sandbox) {
    if (config.demoData) console.log(`Demo member: phone ${demoPhone(config.laos)}, password ${DEMO_MEMBER.password}`);
    console.log(`Sandbox console: http://${shown}:${config.port}/sandbox`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
