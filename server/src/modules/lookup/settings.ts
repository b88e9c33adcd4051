import type { Db } from '../../db/index.ts';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from '../../db/seed.ts';
import type { Tx } from '../../ledger/index.ts';

export async function getSetting<K extends SettingKey>(db: Db | Tx, key: K): Promise<Settings[K]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as Settings[K]) : DEFAULT_SETTINGS[key];
}

export async function setSetting<K extends SettingKey>(db: Db | Tx, key: K, value: Settings[K]): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

/**
 * Every /api request asks whether the site is terminated. A one-second cache keeps that off the
 * hot path; another process sees a change within that second, and this one at once (the sandbox
 * calls `forget` after changing it). One per server, so two servers in a process stay apart.
 */
export function terminatedSwitch(db: Db) {
  let cached: { value: boolean; until: number } | undefined;
  return {
    async isOn(): Promise<boolean> {
      const now = Date.now();
      if (!cached || cached.until < now) cached = { value: await getSetting(db, 'terminated'), until: now + 1000 };
      return cached.value;
    },
    forget(): void {
      cached = undefined;
    },
  };
}
export type TerminatedSwitch = ReturnType<typeof terminatedSwitch>;
