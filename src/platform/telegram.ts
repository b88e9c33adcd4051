import { createBrowserPlatform } from './browser';
import type { Platform } from './types';

// Placeholder until the platform adapter issue: behaves like the browser, reports its kind.
export function createTelegramPlatform(): Platform {
  return { ...createBrowserPlatform(), kind: 'telegram' };
}
