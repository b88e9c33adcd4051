import type { Db } from '../db/index.ts';
import { DEFAULT_SETTINGS, SETTING_TEXTS, type SettingKey, type Settings, type TranslatedSettingKey } from '../db/seed.ts';
import { pickText, type Reader, type Texts } from '../http/language.ts';
import type { Tx } from './tx.ts';

export async function getSetting<K extends SettingKey>(db: Db | Tx, key: K): Promise<Settings[K]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as Settings[K]) : DEFAULT_SETTINGS[key];
}

/**
 * A content setting in the reader's language (migration 0005's `value_i18n`, with the usual fallback).
 * An object setting (contact) has only its texts translated: they are laid over the stored value.
 */
export async function getTextSetting<K extends TranslatedSettingKey>(db: Db | Tx, key: K, reader: Reader): Promise<Settings[K]> {
  const row = await db.selectFrom('settings').select(['value', 'value_i18n']).where('key', '=', key).executeTakeFirst();
  const value = (row ? row.value : DEFAULT_SETTINGS[key]) as Settings[K];
  const texts = (row ? row.value_i18n : SETTING_TEXTS[key]) as Texts<Partial<Settings[K]>>;
  const text = pickText<Partial<Settings[K]> | undefined>(texts, reader, undefined);
  if (text === undefined) return value;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  return (isObject(value) && isObject(text) ? { ...(value as object), ...(text as object) } : text) as Settings[K];
}

const CACHE_MS = 1000;
const caches = new WeakMap<Db | Tx, Map<SettingKey, { value: Promise<unknown>; until: number }>>();

/**
 * A setting read on a hot path (every transfer, every wallet read), kept for a second: another
 * process sees a change within that second, this one at once (`setSetting` on the same handle
 * forgets it). Per database handle, so two servers in one process stay apart.
 */
export function cachedSetting<K extends SettingKey>(db: Db, key: K): Promise<Settings[K]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until >= now) return hit.value as Promise<Settings[K]>;
  const value = getSetting(db, key);
  cache.set(key, { value, until: now + CACHE_MS });
  // A failed read is not kept.
  value.catch(() => cache.delete(key));
  return value;
}

export async function setSetting<K extends SettingKey>(db: Db | Tx, key: K, value: Settings[K]): Promise<void> {
  caches.delete(db);
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
