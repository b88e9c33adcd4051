import type { PlatformKind } from './types';

/** Where @twa-dev/sdk keeps the launch parameters so a reload inside Telegram still knows its host. */
export const telegramInitParamsKey = '__telegram__initParams';

const telegramLaunchParam = /[#&?](tgWebAppData|tgWebAppPlatform)=/;

/**
 * `?platform=` forces a host in dev builds only (DESIGN.md §4), never in production: its one caller
 * guards it with `import.meta.env.DEV`, which folds the call and this function out of a production build.
 */
function forcedPlatform(location: Location): PlatformKind | null {
  const forced = new URLSearchParams(location.search).get('platform');
  return forced === 'telegram' || forced === 'line' || forced === 'browser' ? forced : null;
}

/** What of the window says a Telegram client is there (the parts @twa-dev/sdk posts through). */
export interface TelegramClientSigns {
  parent: unknown;
  TelegramWebviewProxy?: unknown;
  external?: unknown;
}

/**
 * A Telegram client is there to talk to: the mobile and desktop apps' `TelegramWebviewProxy`, the
 * old Windows client's `external.notify`, or the frame Telegram Web opens a Mini App in (only
 * Telegram Web and the sandbox's own client may frame the app: CSP `frame-ancestors`). Launch data
 * in the address of a plain tab is only a link somebody sent: signing in with it would put the
 * player into the sender's account (whose wallet then takes the player's deposits).
 */
export function telegramClientPresent(host: TelegramClientSigns = window as unknown as TelegramClientSigns): boolean {
  if (host.TelegramWebviewProxy !== undefined) return true;
  const external = host.external;
  if (typeof external === 'object' && external !== null && 'notify' in external) return true;
  return host.parent !== undefined && host.parent !== null && host.parent !== host;
}

/**
 * Which host are we in? Synchronous, before the router runs (DESIGN.md §4). `window.Telegram`
 * alone proves nothing (@twa-dev/sdk creates it everywhere); the launch parameters do, or their
 * session copy after an in-app reload (Telegram only sends the hash on the first load) — and
 * either only with a Telegram client to talk to.
 */
export function detectPlatform(
  location: Location = window.location,
  userAgent: string = navigator.userAgent,
  host: TelegramClientSigns = window as unknown as TelegramClientSigns,
): PlatformKind {
  // Folded away in production builds (forcedPlatform is dev-only), off the first download.
  const forced = import.meta.env.DEV && forcedPlatform(location);
  if (forced) return forced;
  if ((telegramLaunchParam.test(location.hash) || hasStoredTelegramLaunch()) && telegramClientPresent(host)) return 'telegram';
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
