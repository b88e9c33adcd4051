import { createContext, useContext, type ReactNode } from 'react';
import { createBrowserPlatform } from './browser';
import type { Platform } from './types';

const PlatformContext = createContext<Platform>(createBrowserPlatform());

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** Features call `usePlatform().copy(...)` and friends, never an SDK. */
export const usePlatform = (): Platform => useContext(PlatformContext);
