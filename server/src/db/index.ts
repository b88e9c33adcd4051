import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, type LogEvent, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';
export type Db = Kysely<Database>;
export type Engine = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

const INT8_OID = 20;
// Both engines hand int8 to the app as bigint, so money never passes through a float or a string.
const parseInt8 = (value: string): bigint => BigInt(value);

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Runs every data statement as a named prepared statement, one name per SQL text. The query
 * builder emits a small, fixed set of texts, and planning them once per connection instead of on
 * every call is most of PostgreSQL's work for this app's short queries.
 */
function preparing(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
    return name;
  };
  // One wrapper per pooled client, so kysely's per-client connection cache keeps working.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = {
          query: (text: string, values: readonly unknown[]) =>
            PREPARABLE.test(text)
              ? client.query({ name: nameOf(text), text, values: [...values] })
              : client.query(text, [...values]),
          release: () => client.release(),
        } as unknown as PostgresPoolClient;
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** Sees every statement sent (its SQL text): tests and the bench count queries per request with it. */
export type QueryObserver = (sql: string) => void;

const logTo = (observer: QueryObserver | undefined) => (observer ? (event: LogEvent) => observer(event.query.sql) : undefined);

export async function openDatabase(config: Config, observer?: QueryObserver): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 20,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparing(pool) }), log: logTo(observer) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (config.production && !config.allowEmbeddedDb) {
    throw new Error('The embedded database is not meant for production: set DATABASE_URL, or ALLOW_EMBEDDED_DB=1 to insist.');
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir: path.join(config.dataDir, 'pgdata'),
      parsers: { [INT8_OID]: parseInt8 },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: logTo(observer) });
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await db.destroy();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
