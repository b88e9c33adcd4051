import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';

/** The settings row holding the id (not a setting an operator changes, so not in DEFAULT_SETTINGS). */
const KEY = 'deployment';

/** Per database handle: the socket server and the session revocations both ask at start-up. */
const known = new WeakMap<Db, Promise<string>>();

/**
 * This deployment's id, one per database: it names the Redis channels its processes share, so two
 * deployments on one Redis (staging beside production, two brands) never hear each other — their
 * member ids both start at 1, so the same room name would carry one's chat and balances to the
 * other's sockets. Made by whichever process starts first and read by every one after.
 */
export function deploymentId(db: Db): Promise<string> {
  let id = known.get(db);
  if (!id) {
    id = readOrMake(db);
    known.set(db, id);
    // A failed read is not kept.
    id.catch(() => known.delete(db));
  }
  return id;
}

async function readOrMake(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: JSON.stringify(randomUUID()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return String(row.value);
}
