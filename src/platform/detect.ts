import type { PlatformKind } from './types';

/** Where @twa-dev/sdk keeps the launch parameters so a reload inside Telegram still knows its host. */
export const telegramInitParamsKey = '__telegram__initParams';

const telegramLaunchParam = /[#&?](tgWebAppData|tgWebAppPlatform)=/;

/** `?platform=` forces a host in dev builds only (DESIGN.md §4), never in production. */
export function forcedPlatform(location: Location = window.location): PlatformKind | null {
  if (!import.meta.env.DEV) return null;
  const forced = new URLSearchParams(location.search).get('platform');
  return forced === 'telegram' || forced === 'line' || forced === 'browser' ? forced : null;
}

/**
 * Which host are we in? Synchronous, before the router runs (DESIGN.md §4). `window.Telegram`
 * alone proves nothing (@twa-dev/sdk creates it everywhere); the launch parameters do, or their
 * session copy after an in-app reload (Telegram only sends the hash on the first load).
 */
export function detectPlatform(location: Location = window.location, userAgent: string = navigator.userAgent): PlatformKind {
  const forced = forcedPlatform(location);
  if (forced) return forced;
  if (telegramLaunchParam.test(location.hash)) return 'telegram';
  if (hasStoredTelegramLaunch()) return 'telegram';
  const query = new URLSearchParams(location.search);
  if (/\bLine\/\d+\.\d+/.test(userAgent) || query.has('liff.state') || query.has('liffClientId')) return 'line';
  return 'browser';
}

// The SDK stores its params even when it found none ("{}"), so the key's presence is not enough.
function hasStoredTelegramLaunch(): boolean {
  try {
    const raw = sessionStorage.getItem(telegramInitParamsKey);
    if (!raw) return false;
    const params: unknown = JSON.parse(raw);
    return typeof params === 'object' && params !== null && ('tgWebAppData' in params || 'tgWebAppPlatform' in params);
  } catch {
    return false; // storage disabled or a foreign value
  }
}
