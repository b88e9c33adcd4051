import { useEffect, useRef } from 'react';
import { usePlatform } from './context';
import type { HostButton, HostButtonOptions } from './types';

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
  useEffect(() => {
    if (!button) return;
    if (!shown || text === undefined) {
      button.hide();
      return;
    }
    button.show({ text, disabled, progress, onClick: () => onClick.current?.() });
  }, [button, shown, text, disabled, progress]);
  useEffect(() => (button ? () => button.hide() : undefined), [button]);
  return button !== undefined && shown;
}

/**
 * A full-height sheet's primary (and second) action on the host's own bottom buttons where the
 * host has them (Telegram MainButton / SecondaryButton), with disabled and progress mirrored.
 * Returns which ones the host draws: the sheet leaves those web buttons out.
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
