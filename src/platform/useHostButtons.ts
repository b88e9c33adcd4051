import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePlatform } from './context';
import type { HostButton, HostButtonOptions } from './types';

/**
 * How many app-wide dialogs cover the screen right now. The host draws its bottom buttons outside
 * the page, so a web modal cannot cover them: an error alert over a sheet would leave the sheet's
 * "Confirm" live under it (found walking a withdrawal offline in Telegram — confirmed once back
 * online with the "no connection" alert still on top). While anything covers, the buttons hide.
 */
let covers = 0;
const coverListeners = new Set<() => void>();
const subscribeCovers = (listener: () => void) => {
  coverListeners.add(listener);
  return () => coverListeners.delete(listener);
};
const covered = () => covers > 0;
const cover = (delta: 1 | -1) => {
  covers += delta;
  coverListeners.forEach((listener) => listener());
};

/** Hides the host's bottom buttons while `active`: for a dialog drawn over whatever set them. */
export function useCoverHostButtons(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    cover(1);
    return () => cover(-1);
  }, [active]);
}

function useHostButton(button: HostButton | undefined, options: HostButtonOptions | null): boolean {
  // The latest click handler, without re-sending the button to the host on every render.
  const onClick = useRef(options?.onClick);
  useEffect(() => {
    onClick.current = options?.onClick;
  });
  const shown = options !== null;
  const text = options?.text;
  const disabled = options?.disabled === true;
  const progress = options?.progress === true;
  const hidden = useSyncExternalStore(subscribeCovers, covered);
  useEffect(() => {
    if (!button) return;
    if (!shown || hidden || text === undefined) {
      button.hide();
      return;
    }
    button.show({ text, disabled, progress, onClick: () => onClick.current?.() });
  }, [button, shown, hidden, text, disabled, progress]);
  useEffect(() => (button ? () => button.hide() : undefined), [button]);
  return button !== undefined && shown;
}

/**
 * A full-height sheet's primary (and second) action on the host's own bottom buttons where the
 * host has them (Telegram MainButton / SecondaryButton), with disabled and progress mirrored.
 * Returns which ones the host draws: the sheet leaves those web buttons out (also while a dialog
 * covers them: the sheet keeps its layout and the buttons come back when the dialog closes).
 */
export function useHostButtons(
  main: HostButtonOptions | null,
  secondary: HostButtonOptions | null = null,
): { main: boolean; secondary: boolean } {
  const platform = usePlatform();
  const nativeMain = useHostButton(platform.mainButton, main);
  // A second host button only next to a host main button: never one native and one web pair.
  const nativeSecondary = useHostButton(nativeMain ? platform.secondaryButton : undefined, secondary);
  return { main: nativeMain, secondary: nativeSecondary };
}
