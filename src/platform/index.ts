import { createBrowserPlatform } from './browser';
import { detectPlatform } from './detect';
import type { Platform } from './types';

export type { Platform, PlatformKind, HapticKind, AuthProof } from './types';
export { detectPlatform } from './detect';
export { PlatformProvider, usePlatform } from './context';

/** Loads the host's adapter; each SDK is a dynamic import so a plain browser downloads neither. */
export async function loadPlatform(kind = detectPlatform()): Promise<Platform> {
  if (kind === 'telegram') {
    const { createTelegramPlatform } = await import('./telegram');
    return createTelegramPlatform();
  }
  if (kind === 'line') {
    const { createLinePlatform } = await import('./line');
    return createLinePlatform();
  }
  return createBrowserPlatform();
}
