import { isRecord } from '../lib/is-record';

/**
 * How many in-app history entries lie behind the current one, so the back control shows exactly
 * when `history.back()` stays inside the app. Each entry is stamped with its index in
 * `history.state`, which survives reloads and tells back from forward on popstate. Replace
 * navigations (redirects) keep the index. Relies on wouter's `pushState`/`replaceState` window
 * events (wouter patches history once, globally).
 */
const indexKey = '__walletNavIndex';

type Listener = () => void;

/** Marks the extra entry platform/browser-back keeps over an open sheet: not a step of the app. */
export const backGuardKey = '__walletBackGuard';
export const isBackGuard = (state: unknown): boolean => isRecord(state) && state[backGuardKey] === true;

/**
 * A guard a reload left behind, marked with its URL by platform/browser-back: an entry the app no
 * longer stands for, which a back press passes on from.
 */
export const staleGuardKey = '__walletStaleGuard';
export const staleGuardUrl = (state: unknown): string | null =>
  isRecord(state) && typeof state[staleGuardKey] === 'string' ? (state[staleGuardKey] as string) : null;

/**
 * Whether a sheet remembered as open when the page went (lib/reopen-after-reload) was open over
 * this history entry: in a browser that entry is the sheet's back guard (platform/browser-back),
 * which survives a reload (marked stale once browser-back has loaded; the reopened sheet gets a new
 * one above it). Hosts with a native back
 * button push no entries: there the screen's URL is all there is.
 */
export const reloadedOverSheet = (nativeBack: boolean): boolean =>
  nativeBack || isBackGuard(history.state) || staleGuardUrl(history.state) !== null;

function readIndex(): number | undefined {
  const state: unknown = history.state;
  if (!isRecord(state)) return undefined;
  const value = state[indexKey];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Member screens: everything under /user. */
export const isMemberPath = (path: string) => path === '/user' || path.startsWith('/user/');

export interface HistoryDepth {
  /** Entries behind the current one that belong to this app session. */
  depth(): number;
  /** The last navigation was a back or forward traversal out of a member screen. */
  leftMemberArea(): boolean;
  /**
   * The path of the entry behind the current one, when this page saw it (entries from before a
   * reload are unknown): the back control uses it to never step out of the member area.
   */
  previousPath(): string | undefined;
  subscribe(listener: Listener): () => void;
}

let shared: HistoryDepth | null = null;

/** One tracker per page: it must see every navigation from the first render on. */
export function historyDepth(): HistoryDepth {
  shared ??= createHistoryDepth();
  return shared;
}

function createHistoryDepth(): HistoryDepth {
  const listeners = new Set<Listener>();
  let index = readIndex() ?? 0;
  const paths: string[] = [];
  let left = false;
  // Every navigation records where it landed; a traversal then says whether it left the member area.
  const record = () => {
    paths[index] = window.location.pathname;
    left = false;
  };

  // Stamps the current entry; a state that is not an object (or null) is the app's own value and
  // is left alone — the in-memory index still counts for this page's life.
  const stamp = () => {
    const state: unknown = history.state;
    if (state !== null && !isRecord(state)) return;
    if (readIndex() === index) return;
    history.replaceState({ ...(state ?? {}), [indexKey]: index }, '');
  };
  const set = (next: number) => {
    const changed = next !== index;
    index = next;
    stamp();
    record();
    if (changed) listeners.forEach((listener) => listener());
  };

  stamp();
  record();
  window.addEventListener('pushState', () => {
    // The browser-back guard over an open sheet is not a step of the app (platform/browser-back).
    if (isBackGuard(history.state)) return;
    // Entries past the new one are gone (a push drops the forward history).
    paths.length = index + 1;
    set(index + 1);
  });
  // A replace keeps the depth; its new state may have lost our stamp, so stamp again.
  window.addEventListener('replaceState', () => {
    if (readIndex() !== index) stamp();
    record();
  });
  window.addEventListener('popstate', () => {
    const was = isMemberPath(paths[index] ?? '');
    set(readIndex() ?? Math.max(0, index - 1));
    left = was;
  });

  return {
    depth: () => index,
    leftMemberArea: () => left,
    previousPath: () => (index > 0 ? paths[index - 1] : undefined),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
