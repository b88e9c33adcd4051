import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { checkProductionConfig, checkWorkersConfig } from './config-check.ts';
import { isClusterWorker, runPrimary, runsMaintenance, tagResponses } from './cluster.ts';
import { settledCounter } from './core/settled-count.ts';
import { bookmarks } from './core/bookmarks.ts';
import type { Ctx } from './context.ts';
import { openDatabase, type OpenDatabase, type QueryObserver } from './db/index.ts';
import { migrate } from './db/migrations.ts';
import { seed } from './db/seed.ts';
import { demoPhone, DEMO_MEMBER, prepareForProduction, seedDemo } from './db/seed-demo.ts';
import { markSandboxRan } from './core/sandbox-mark.ts';
import { refuseForeignWallets } from './core/currency.ts';
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

export interface ServerOptions {
  /**
   * Migrations, lookups and demo data (default true). A cluster worker skips them: its primary
   * ran them once before forking (cluster.ts).
   */
  prepare?: boolean;
  /** The hourly housekeeping (default true); one worker of a cluster runs it. */
  maintenance?: boolean;
  /** Where the start's warnings go (default the console). */
  warn?: (message: string) => void;
}

/** Opens the database, brings its schema and lookups up to date and builds the app (not listening). */
export async function createServer(config: Config, observer?: QueryObserver, options: ServerOptions = {}): Promise<Server> {
  const { prepare = true, maintenance: housekeeping = true, warn = console.warn } = options;
  checkProductionConfig(config, warn);
  checkWorkersConfig(config);
  const database: OpenDatabase = await openDatabase(config, observer);
  const sessions = new SessionRevocations(database.db);
  try {
    if (prepare) {
      await migrate(database.db);
      await refuseForeignWallets(database.db, config.laos);
      // A production database gets the demo catalogue switched off (seed.ts); the sandbox's is on.
      await seed(database.db, config.laos, { catalogueActive: !config.production || config.sandbox });
    }
    await sessions.start(config.redisUrl);
    const ctx: Ctx = {
      config,
      db: database.db,
      engine: database.engine,
      sms: new SandboxSms(database.db),
      games: new SandboxGames(),
      terminated: terminatedSwitch(database.db),
      realtime: new Realtime({ websocketOnly: config.workers > 1 }),
      sessions,
      counts: settledCounter(),
      bookmarks: bookmarks(),
      clock: Date.now,
    };
    // An ended session also ends its open sockets (chat, live balance), in every process.
    sessions.onRevoked((tokenHashes) => ctx.realtime.endSessions(tokenHashes));
    if (prepare && config.sandbox) await markSandboxRan(ctx.db);
    if (prepare && config.sandbox && config.demoData) await seedDemo(ctx);
    if (prepare && config.production && !config.sandbox) await prepareForProduction(ctx, warn);
    const app = await buildApp(ctx);
    const maintenance = housekeeping ? startMaintenance(ctx, (message) => app.log.warn(message)) : null;
    return {
      app,
      ctx,
      close: async () => {
        maintenance?.stop();
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

/** The lines an operator reads at start (once, from the primary when there are workers). */
function announce(config: Config, engine: string): void {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const db = engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const workers = config.workers > 1 ? `, ${config.workers} workers` : '';
  console.log(`Member wallet server on http://${shown}:${config.port} (${db}${workers}${config.sandbox ? ', sandbox on' : ''})`);
  if (config.sandbox) {
    if (config.demoData) console.log(`Demo member: phone ${demoPhone(config.laos)}, password ${DEMO_MEMBER.password}`);
    console.log(`Sandbox console: http://${shown}:${config.port}/sandbox`);
  }
}

const fail = (err: unknown): never => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
};

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && !isClusterWorker()) {
    try {
      checkWorkersConfig(config);
    } catch (err) {
      fail(err);
    }
    // Migrations and seeding once, by a server that never listens, before any worker starts.
    const prepare = async () => (await createServer(config, undefined, { maintenance: false }).catch(fail)).close();
    await runPrimary(config.workers, prepare, () => announce(config, 'postgres'));
    return;
  }
  const worker = isClusterWorker();
  let server: Server;
  try {
    server = await createServer(config, undefined, { prepare: !worker, maintenance: runsMaintenance() });
  } catch (err) {
    return fail(err);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (worker) tagResponses(server.app.server);
  await server.app.listen({ port: config.port, host: config.host });
  if (!worker) announce(config, server.ctx.engine);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
