import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createBrowserPlatform } from './browser';
import type { HapticKind, Platform } from './types';

const PlatformContext = createContext<Platform>(createBrowserPlatform());

// The platform the app renders with, for store actions that give feedback outside React (the
// haptics map: a money outcome is known in the store, not in a component).
let active: Platform | null = null;
const activate = (platform: Platform) => {
  active = platform;
  return () => {
    if (active === platform) active = null;
  };
};

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  useEffect(() => activate(platform), [platform]);
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** Features call `usePlatform().copy(...)` and friends, never an SDK. */
export const usePlatform = (): Platform => useContext(PlatformContext);

/** Haptic feedback from a store action (see the map in types.ts); nothing before the app renders. */
export function haptic(kind: HapticKind): void {
  active?.haptic(kind);
}
