import { createBrowserPlatform } from './browser';
import { detectPlatform } from './detect';
import type { Platform, PlatformKind } from './types';

export type { Platform, PlatformKind, HapticKind, AuthProof, HostButton, HostButtonOptions } from './types';
export { detectPlatform } from './detect';
export { fetchImageFile, saveWithBrowser, type SavedImage } from './save-image';
export { PlatformProvider, usePlatform, haptic } from './context';
export { useCoverHostButtons, useHostButtons } from './useHostButtons';
export { HostBackButton } from './HostBackButton';
export { historyDepth, isBackGuard, reloadedOverSheet } from './history-depth';

// A constant-folded ternary, so a production build drops the simulator chunk entirely (a guarded
// `import()` inside an `if` would still be emitted as a chunk).
const loadDevSimulator = import.meta.env.DEV ? () => import('./simulator/dev') : null;

/**
 * Loads the host's adapter; each SDK is a dynamic import so a plain browser downloads neither.
 * In dev, `?platform=telegram|line` (or a Telegram session copy) runs inside a simulated host.
 */
export async function loadPlatform(kind: PlatformKind = detectPlatform()): Promise<Platform> {
  if (loadDevSimulator && kind !== 'browser' && needsDevSimulation(kind)) {
    const { createDevSimulatedPlatform } = await loadDevSimulator();
    return createDevSimulatedPlatform(kind);
  }
  if (kind === 'telegram') {
    const { createTelegramPlatform, loadTelegramSdk } = await import('./telegram');
    return createTelegramPlatform(await loadTelegramSdk());
  }
  if (kind === 'line') {
    const { createLinePlatform } = await import('./line');
    return createLinePlatform();
  }
  return createBrowserPlatform();
}

/**
 * The boot contract with main.tsx: detect synchronously, load the host adapter, await its ready()
 * (LINE: liff.init on the untouched launch URL; Telegram: ready, expand, theme, viewport), and only
 * then let the router render. Never rejects: a host that fails to start falls back to the browser.
 */
export async function bootPlatform(): Promise<Platform> {
  const kind = detectPlatform();
  try {
    const platform = await loadPlatform(kind);
    await platform.ready();
    return platform;
  } catch (error) {
    console.warn(`[platform] ${kind} host failed to start; using the browser adapter`, error);
    const fallback = createBrowserPlatform();
    await fallback.ready();
    return fallback;
  }
}

// `?platform=` in dev without a real host behind it: no WebviewProxy for Telegram, no LINE UA.
function needsDevSimulation(kind: PlatformKind): boolean {
  const forced = new URLSearchParams(window.location.search).get('platform');
  if (forced === kind) return true;
  if (kind === 'telegram') return sessionStorage.getItem('wallet:dev-simulated-host') === 'telegram';
  return false;
}
