import { createBrowserPlatform } from './browser';
import type { Platform } from './types';

// Placeholder until the platform adapter issue: behaves like the browser, reports its kind.
export function createLinePlatform(): Platform {
  return { ...createBrowserPlatform(), kind: 'line' };
}
