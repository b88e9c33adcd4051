import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a verified Telegram Mini App launch says about its user. */
export interface TelegramIdentity {
  userId: string;
  name: string;
  authDate: Date;
}

export type TelegramCheck =
  | { ok: true; identity: TelegramIdentity; /** lowercase hex, the launch's canonical identity */ hash: string }
  | { ok: false; reason: 'forged' | 'stale' | 'malformed' };

/**
 * Verifies raw Telegram `initData` (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * secret = HMAC-SHA256(key "WebAppData", bot token); hash = HMAC-SHA256(secret, the other fields
 * as sorted `key=value` lines). Only the raw string is trusted, never a parsed profile object.
 */
export function verifyTelegramInitData(
  initData: string,
  botToken: string,
  maxAgeSeconds: number,
  now = Date.now(),
): TelegramCheck {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'malformed' };
  params.delete('hash');
  const dataCheckString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const expected = createHmac('sha256', telegramSecret(botToken)).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'forged' };
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate)) return { ok: false, reason: 'malformed' };
  const ageSeconds = now / 1000 - authDate;
  if (ageSeconds > maxAgeSeconds || ageSeconds < -60) return { ok: false, reason: 'stale' };
  let user: { id?: unknown; first_name?: unknown; last_name?: unknown };
  try {
    user = JSON.parse(params.get('user') ?? '') as typeof user;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof user.id !== 'number' && typeof user.id !== 'string') return { ok: false, reason: 'malformed' };
  const name = [user.first_name, user.last_name].filter((part) => typeof part === 'string').join(' ');
  return { ok: true, identity: { userId: String(user.id), name, authDate: new Date(authDate * 1000) }, hash };
}

const telegramSecret = (botToken: string) => createHmac('sha256', 'WebAppData').update(botToken).digest();

/** Signs launch data the way Telegram does: for the sandbox and tests only. */
export function signTelegramInitData(fields: Record<string, string>, botToken: string): string {
  const params = new URLSearchParams(fields);
  const dataCheckString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  params.set('hash', createHmac('sha256', telegramSecret(botToken)).update(dataCheckString).digest('hex'));
  return params.toString();
}
