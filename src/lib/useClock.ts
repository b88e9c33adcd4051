import { useSyncExternalStore } from 'react';

/**
 * A clock for relative times ("3 minutes ago") that moves while they are on screen: one timer for
 * the whole page, running only while something reads it, and read afresh when the page comes back
 * from the background (a webview's timers sleep there, and the times would be as old as the nap).
 */
const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: number | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

const onVisible = () => {
  if (document.visibilityState === 'visible') tick();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const stayIdle = () => () => undefined;

/** Epoch milliseconds, at most half a minute old while the page is visible; still when not `running`. */
export function useClock(running: boolean): number {
  return useSyncExternalStore(running ? subscribe : stayIdle, () => now);
}
