import type { Db } from '../db/index.ts';

/** The settings row saying the sandbox ran on this database (not a setting an operator changes, so not in DEFAULT_SETTINGS). */
const KEY = 'sandboxRan';

/** Every start with the sandbox on marks its database: production must know what it would inherit. */
export async function markSandboxRan(db: Db): Promise<void> {
  await db.insertInto('settings').values({ key: KEY, value: JSON.stringify(true) }).onConflict((oc) => oc.column('key').doNothing()).execute();
}

export async function sandboxRan(db: Db): Promise<boolean> {
  return (await db.selectFrom('settings').select('key').where('key', '=', KEY).executeTakeFirst()) !== undefined;
}

/** The operator accepted the database for production (and its sessions were ended): the mark goes. */
export async function clearSandboxMark(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', KEY).execute();
}
