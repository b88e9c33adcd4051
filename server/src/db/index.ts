import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
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

export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 20,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (config.production && !config.allowEmbeddedDb) {
    throw new Error(
      'The embedded database is not meant for production: set DATABASE_URL, or ALLOW_EMBEDDED_DB=1 to insist.',
    );
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir: path.join(config.dataDir, 'pgdata'),
      parsers: { [INT8_OID]: parseInt8 },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
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
