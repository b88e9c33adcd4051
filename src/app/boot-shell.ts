import { useLayoutEffect } from 'react';

/**
 * The prerendered frame of index.html (scripts/vite/boot-shell.ts) covers the page until the first
 * real screen (or its retry state, or a status page) has committed; then it goes, in the same frame
 * the screen is painted, so nothing blinks and nothing moves.
 */
export function dismissBootShell(): void {
  document.getElementById('boot-shell')?.remove();
  document.documentElement.removeAttribute('data-boot');
  document.documentElement.removeAttribute('data-boot-locale');
  document.documentElement.removeAttribute('data-boot-host');
}

/** Rendered after a screen inside its Suspense boundary: its layout effect runs once the screen is in the DOM. */
export function BootShellDone(): null {
  useLayoutEffect(dismissBootShell, []);
  return null;
}
