import { createBrowserPlatform } from '../src/platform/browser';
import type { Platform, PlatformKind } from '../src/platform/types';

// A host stand-in for stories: the browser behaviours, reporting the chosen host's kind.
export function createSimulatedPlatform(kind: PlatformKind): Platform {
  return { ...createBrowserPlatform(), kind };
}
