import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { browserOnline } from './online';

/**
 * Lazy screens and dialogs that survive a flaky network and a new deploy (DESIGN.md §3 "nothing is
 * ever a blank screen"):
 * - a failed chunk (JS or its CSS) is fetched again a few times before anything is shown;
 * - when it still fails while the server answers (a new deploy removed the old hashed chunk), the
 *   page reloads once to pick up the new build, guarded by a sessionStorage flag so it never loops;
 * - when the server does not answer, the error reaches the nearest error boundary, which shows a
 *   "no connection — retry" state; its retry renders a fresh lazy component (React caches a
 *   rejected lazy forever, so the same one could never load again).
 */

/**
 * Holds the time of the last reload a missing chunk caused. Another one is allowed only after
 * {@link reloadQuietMs}: other chunks load fine between two failures of the same one, so "cleared
 * by a success" would still loop.
 */
export const chunkReloadKey = 'wallet:chunk-reload';
const reloadQuietMs = 10 * 60 * 1000;

const chunkFailure =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch|Load failed|NetworkError/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && chunkFailure.test(`${error.name} ${error.message}`);

/** The URL a chunk error names (Chromium, Firefox and Vite's CSS preload all put it in the message). */
const failedUrl = (error: unknown): string | undefined =>
  error instanceof Error ? /(https?:\/\/\S+?)(?:[\s'")]|$)/.exec(error.message)?.[1] : undefined;

export interface RetryOptions {
  /** Waits between attempts, in ms; one retry per entry. */
  delaysMs?: readonly number[];
  /** Injected by unit tests. */
  reload?: () => void;
  probe?: (url: string) => Promise<boolean>;
}

const defaultDelays = [300, 1200] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** True when the server answers at all (any HTTP status): the chunk is missing, not the network. */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Stylesheet links whose download failed. Vite's preload helper never requests a URL twice, and a
 * failed <link> cannot be told by its `sheet` (Chromium keeps an empty one whose rules cannot be
 * read), so failures are recorded from the element's own error event; it does not bubble, hence
 * the capture listener. Installed when this module loads, before any lazy chunk's CSS is requested.
 */
const failedStylesheets = new Set<HTMLLinkElement>();
const revivals = new Map<HTMLLinkElement, Promise<void>>();

if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedStylesheets.add(link);
    },
    true,
  );
}

/** Requests a failed stylesheet again beside the old <link>; the old one goes once the new one loads. */
function revive(old: HTMLLinkElement): Promise<void> {
  const running = revivals.get(old);
  if (running) return running;
  const done = new Promise<void>((resolve) => {
    const fresh = document.createElement('link');
    fresh.rel = 'stylesheet';
    fresh.crossOrigin = old.crossOrigin;
    fresh.href = old.href;
    fresh.addEventListener(
      'load',
      () => {
        failedStylesheets.delete(old);
        old.remove();
        resolve();
      },
      { once: true },
    );
    fresh.addEventListener(
      'error',
      () => {
        // Still unreachable: the old link stays recorded for the next attempt, the new one goes.
        failedStylesheets.delete(fresh);
        fresh.remove();
        resolve();
      },
      { once: true },
    );
    old.after(fresh);
  }).finally(() => revivals.delete(old));
  revivals.set(old, done);
  return done;
}

/** Requests again every stylesheet whose download failed, so a retried import comes with its CSS. */
export async function reviveFailedStylesheets(): Promise<void> {
  for (const link of failedStylesheets) if (!link.isConnected) failedStylesheets.delete(link);
  await Promise.all(Array.from(failedStylesheets, revive));
}

/** Runs `load` and retries chunk failures; see the module comment for what happens after that. */
export async function importWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { delaysMs = defaultDelays, reload = () => window.location.reload(), probe = serverAnswers } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delaysMs.length; attempt++) {
    if (attempt > 0) await sleep(delaysMs[attempt - 1] ?? 0);
    // Before the first attempt too: an error boundary's retry starts a fresh import whose CSS
    // failed in an earlier one.
    await reviveFailedStylesheets();
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      lastError = error;
    }
  }
  const online = browserOnline();
  const store = storage();
  const lastReload = Number(store?.getItem(chunkReloadKey) ?? 0) || 0;
  const mayReload = Date.now() - lastReload > reloadQuietMs;
  if (online && store && mayReload && (await probe(failedUrl(lastError) ?? '/'))) {
    store.setItem(chunkReloadKey, String(Date.now()));
    reload();
    // The page is going away; rendering the boundary's state now would only flash.
    return new Promise<T>(() => undefined);
  }
  throw lastError;
}

// Bumped by an error boundary's retry. A lazy that failed before the bump starts a fresh download
// on its next render; one that failed after it keeps failing, so React's own re-render after an
// error does not start a download loop behind the boundary's back.
let retryEpoch = 0;

/** Lets every lazy component that failed to load try again on its next render (boundary retry). */
export function allowFailedImportsToRetry(): void {
  retryEpoch++;
}

export type RetryingLazy<P extends object> = ComponentType<P> & {
  /** Starts the download early (e.g. on hover or when the home opens). */
  preload(): Promise<void>;
};

/**
 * `React.lazy` with {@link importWithRetry}. After a failure the next render starts a fresh
 * download, so an error boundary's "retry" really retries.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options?: RetryOptions,
): RetryingLazy<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failedAt: number | null = null;
  const start = () => {
    pending ??= importWithRetry(load, options).catch((error: unknown) => {
      failedAt = retryEpoch;
      throw error;
    });
    return pending;
  };
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(start);
  let current = make();
  const Retrying = (props: P) => {
    if (failedAt !== null && retryEpoch > failedAt) {
      failedAt = null;
      pending = null;
      current = make();
    }
    return createElement(current as ComponentType<P>, props);
  };
  Retrying.displayName = 'LazyWithRetry';
  Retrying.preload = () =>
    (failedAt === null ? start() : Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
  return Retrying as RetryingLazy<P>;
}
