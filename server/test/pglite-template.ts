import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import type { Database } from '../src/db/schema.ts';
import { PGliteDialect } from '../src/db/pglite-dialect.ts';
import { migrate } from '../src/db/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding an embedded cluster with every migration applied (`pgdata/`). */
    pgliteTemplate: string;
  }
}

/**
 * The server suites' global setup: one embedded cluster made and migrated for the whole run, copied
 * into each embedded test server's fresh DATA_DIR (`startServer`). An embedded cluster made from
 * nothing takes 3–4.5 s of initdb on a 2-core machine, a copy of a made one under a second, and the
 * suites start about forty. The copy is the same cluster a first start makes — this setup makes it
 * that way, from nothing, every run — and the server still migrates and seeds it as at any start.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-pglite-template-'));
  const pglite = await PGlite.create({ dataDir: path.join(dir, 'pgdata') });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  await db.destroy();
  project.provide('pgliteTemplate', dir);
  return () => fs.rm(dir, { recursive: true, force: true });
}
