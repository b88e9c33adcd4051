import type { ReactElement } from 'react';
import type { ExtraIconName } from './extra-names';

type ExtraIcons = Record<ExtraIconName, ReactElement>;

/**
 * The icons outside the first download. The member shell, the chat and Storybook register them
 * as they load (`all-icons.ts`), so their screens draw every icon at once; anywhere else an icon
 * of this set loads on first use and appears when it arrives (a failed load is tried again on
 * the next use).
 */
let loaded: ExtraIcons | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export const extraIcons = (): ExtraIcons | null => loaded;

export function registerExtraIcons(icons: ExtraIcons): void {
  loaded = icons;
  listeners.forEach((listener) => listener());
}

export function loadExtraIcons(): Promise<void> {
  loading ??= import('./icons-extra').then(
    (module) => registerExtraIcons(module.extraIcons),
    () => {
      loading = null;
    },
  );
  return loading;
}

export function subscribeExtraIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
