import type { PlatformKind } from './types';

/**
 * Which host are we in? Synchronous, before the router runs (DESIGN.md §4). `window.Telegram`
 * alone proves nothing; the launch parameters do.
 */
export function detectPlatform(location: Location = window.location, userAgent: string = navigator.userAgent): PlatformKind {
  const forced = new URLSearchParams(location.search).get('platform');
  if (import.meta.env.DEV && (forced === 'telegram' || forced === 'line' || forced === 'browser')) return forced;
  if (/tgWebAppData=|tgWebAppPlatform=/.test(location.hash)) return 'telegram';
  try {
    if (sessionStorage.getItem('__telegram__initParams')) return 'telegram';
  } catch {
    /* storage disabled */
  }
  const query = new URLSearchParams(location.search);
  if (/\bLine\/\d+\.\d+/.test(userAgent) || query.has('liff.state') || query.has('liffClientId')) return 'line';
  return 'browser';
}
