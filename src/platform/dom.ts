import type { HapticKind, PlatformKind } from './types';

/**
 * Host-neutral browser helpers shared by the three adapters. Kept free of any SDK so the plain
 * browser build pulls in nothing else.
 */

/**
 * Copy to the clipboard in three steps (DESIGN.md §4): the async Clipboard API, then a hidden
 * textarea with execCommand (webviews that lack or deny the API), and false when both fail so the
 * caller shows the text selectable for copying by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* denied (permissions policy in an iframe host, no focus) or unavailable: legacy path */
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // readonly keeps the mobile keyboard from popping up; the fixed off-screen box avoids a scroll jump.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  // Inside an open modal <dialog> everything outside it is inert: a textarea appended to <body>
  // could not be focused or selected, and execCommand would "succeed" copying nothing.
  (active?.closest('dialog[open]') ?? document.body).appendChild(area);
  area.focus();
  area.select();
  // iOS WebKit ignores select() on readonly fields unless a range is set too.
  area.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus();
  }
}

/** Vibration stands in for haptics where the browser has it (Android); iOS Safari has none. */
const vibrationPatterns: Record<HapticKind, number | number[]> = {
  light: 10,
  selection: 5,
  success: [10, 40, 10],
  error: [30, 40, 30],
};

export function vibrate(kind: HapticKind): void {
  try {
    // Chrome refuses (and logs an intervention) before the page's first user gesture: skip it then.
    const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
    if (activation && !activation.hasBeenActive) return;
    if (typeof navigator.vibrate === 'function') navigator.vibrate(vibrationPatterns[kind]);
  } catch {
    /* some webviews throw instead of ignoring the call */
  }
}

/** Copy with the haptics map's success / error feedback (browser and LINE). */
export async function copyWithFeedback(text: string): Promise<boolean> {
  const copied = await copyText(text);
  vibrate(copied ? 'success' : 'error');
  return copied;
}

export type ColorScheme = 'dark' | 'light';

/** `data-platform` and `data-theme` on <html> drive tokens.css. */
export function setHostAttributes(kind: PlatformKind, theme: ColorScheme): void {
  const root = document.documentElement;
  root.dataset.platform = kind;
  root.dataset.theme = theme;
}

/**
 * Outside Telegram the host gives no theme, and the product's is dark (spec §1: "The home screen
 * uses a dark theme"), so a browser or LINE always gets the dark tokens. Inside Telegram the
 * host's own theme is applied instead (telegram.ts). Returns a no-op unsubscribe so callers can
 * treat every host alike.
 */
export function applyProductTheme(kind: PlatformKind): () => void {
  setHostAttributes(kind, 'dark');
  return () => undefined;
}

/** Removes every `--tg-*` inline variable (Storybook switches hosts without reloading). */
export function clearTelegramCssVariables(): void {
  const style = document.documentElement.style;
  for (const name of Array.from(style)) {
    if (name.startsWith('--tg-')) style.removeProperty(name);
  }
}

/**
 * A new tab, without throwing. With 'noopener' window.open returns null even when the tab opened
 * (HTML spec), so null is not treated as blocked; only a throwing webview falls back to navigating.
 */
export function openInNewTab(url: string): void {
  try {
    window.open(url, '_blank', 'noopener');
  } catch {
    window.location.assign(url);
  }
}

/**
 * Web Share, else copy. A user who dismisses the share sheet (AbortError) has decided: no copy
 * behind their back. Other failures (no user activation, unsupported data) fall back to copying.
 */
export async function shareWithBrowser(url: string, text: string): Promise<boolean | 'copied'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, text });
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  return (await copyText(url)) && 'copied';
}
