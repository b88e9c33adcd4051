import type WebAppSdk from '@twa-dev/sdk';
import { copyText, openInNewTab, setHostAttributes, shareWithBrowser } from './dom';
import { absoluteUrl, outsideLink, shareImage } from './save-image';
import type { HapticKind, HostButton, Platform } from './types';
import { readableOn } from '../lib/contrast';

/** The `Telegram.WebApp` object @twa-dev/sdk installs (the type comes from the SDK itself). */
export type TelegramWebApp = typeof WebAppSdk;

interface TelegramGlobal {
  WebApp?: TelegramWebApp;
}

/**
 * Loads @twa-dev/sdk (only ever on the Telegram host: this module is itself a dynamic import) and
 * returns the `Telegram.WebApp` it installed. We read the global rather than the module's default
 * export because the CommonJS interop of that export differs between Vite dev and the build.
 */
export async function loadTelegramSdk(): Promise<TelegramWebApp> {
  await import('@twa-dev/sdk');
  const webApp = (window as Window & { Telegram?: TelegramGlobal }).Telegram?.WebApp;
  if (!webApp) throw new Error('@twa-dev/sdk did not install Telegram.WebApp');
  return webApp;
}

/**
 * Bot API versions that gate the calls we make. Calling a gated method on an older client either
 * throws (WebAppMethodUnsupported) or logs a warning, so every use checks first (DESIGN.md §4).
 */
const since = {
  backButton: '6.1',
  haptics: '6.1',
  openLinkEvent: '6.1',
  tgLink: '6.1',
  verticalSwipes: '7.7',
  safeAreas: '8.0',
  mainButton: '6.0',
  secondaryButton: '7.10',
  downloadFile: '8.0',
} as const;

export interface TelegramPlatform extends Platform {
  kind: 'telegram';
  /** Drops the SDK event subscriptions (Storybook swaps hosts without a reload). */
  dispose(): void;
}

/** The theme colours the app draws text in; each sits on the page (`bg_color`) and on its cards (`secondary_bg_color`). */
const TEXT_COLOURS = ['hint_color', 'link_color', 'accent_text_color', 'destructive_text_color', 'subtitle_text_color', 'section_header_text_color'];

/**
 * The host's theme as the app applies it: its colours, with any text colour that does not read at
 * 4.5:1 on the page or a card moved towards the theme's own text colour just far enough (Telegram's
 * dark hint is 3.6:1 on its cards; the app sets times, labels and amounts in it). Native look where
 * it reads, legible where it does not.
 */
export function legibleTheme(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const { bg_color: bg, secondary_bg_color: card, text_color: text } = params;
  if (!bg || !text) return params;
  const grounds = card ? [bg, card] : [bg];
  const legible = { ...params };
  for (const key of TEXT_COLOURS) {
    const color = params[key];
    if (color) legible[key] = readableOn(color, grounds, text);
  }
  return legible;
}

export function createTelegramPlatform(webApp: TelegramWebApp): TelegramPlatform {
  const atLeast = (version: string): boolean => {
    try {
      return webApp.isVersionAtLeast(version);
    } catch {
      return false;
    }
  };
  const root = document.documentElement.style;

  // Every SDK call goes through here: a host quirk must never surface as an uncaught error.
  const safely = (what: string, call: () => void): boolean => {
    try {
      call();
      return true;
    } catch (error) {
      console.warn(`[platform] Telegram ${what} failed`, error);
      return false;
    }
  };

  const applyTheme = () => {
    for (const [key, color] of Object.entries(legibleTheme({ ...webApp.themeParams }))) {
      if (typeof color === 'string' && color) root.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, color);
    }
    setHostAttributes('telegram', webApp.colorScheme === 'light' ? 'light' : 'dark');
  };

  // The SDK writes `100vh` until the host reports a size; we always write the measured pixels so
  // layouts using --tg-viewport-stable-height never jump with the keyboard or the collapsing sheet.
  const applyViewport = () => {
    const stable = webApp.viewportStableHeight;
    const current = webApp.viewportHeight;
    if (stable > 0) root.setProperty('--tg-viewport-stable-height', `${stable}px`);
    if (current > 0) root.setProperty('--tg-viewport-height', `${current}px`);
  };

  const applySafeAreas = () => {
    if (!atLeast(since.safeAreas)) return; // older clients leave env(safe-area-inset-*) in charge
    const sides = ['top', 'bottom', 'left', 'right'] as const;
    for (const side of sides) {
      root.setProperty(`--tg-safe-area-inset-${side}`, `${webApp.safeAreaInset?.[side] ?? 0}px`);
      root.setProperty(`--tg-content-safe-area-inset-${side}`, `${webApp.contentSafeAreaInset?.[side] ?? 0}px`);
    }
  };

  // The SDK sets its own CSS after it notifies listeners, so ours runs one microtask later to win.
  const onViewportChanged = () => queueMicrotask(applyViewport);
  const onThemeChanged = () => applyTheme();
  const onSafeAreaChanged = () => queueMicrotask(applySafeAreas);

  // One native back handler for the whole app, owned here (DESIGN.md §4); show() swaps its target.
  let onBack: (() => void) | null = null;
  const backPressed = () => onBack?.();
  const hasNativeBack = atLeast(since.backButton);
  if (hasNativeBack) safely('BackButton.onClick', () => webApp.BackButton.onClick(backPressed));

  // MainButton / SecondaryButton: one press handler each for the app's life; show() swaps its target.
  type BottomButton = TelegramWebApp['MainButton'];
  const bottomButtons: Array<() => void> = [];
  const hostButton = (name: string, button: BottomButton | undefined): HostButton | undefined => {
    if (!button) return undefined;
    let onPress: (() => void) | null = null;
    const pressed = () => onPress?.();
    if (!safely(`${name}.onClick`, () => button.onClick(pressed))) return undefined;
    bottomButtons.push(() => safely(`${name}.offClick`, () => button.offClick(pressed)));
    return {
      show: ({ text, onClick, disabled = false, progress = false }) => {
        onPress = disabled || progress ? null : onClick;
        safely(`${name}.setParams`, () => {
          button.setParams({ text, is_visible: true, is_active: !disabled && !progress });
          if (progress) button.showProgress(false);
          else if (button.isProgressVisible) button.hideProgress();
        });
      },
      hide: () => {
        onPress = null;
        safely(`${name}.hide`, () => {
          if (button.isProgressVisible) button.hideProgress();
          if (button.isVisible) button.hide();
        });
      },
    };
  };
  const mainButton = atLeast(since.mainButton) ? hostButton('MainButton', webApp.MainButton) : undefined;
  const secondaryButton = atLeast(since.secondaryButton)
    ? hostButton('SecondaryButton', (webApp as { SecondaryButton?: BottomButton }).SecondaryButton)
    : undefined;

  let subscribed = false;
  const subscribe = () => {
    if (subscribed) return;
    subscribed = true;
    webApp.onEvent('themeChanged', onThemeChanged);
    webApp.onEvent('viewportChanged', onViewportChanged);
    webApp.onEvent('safeAreaChanged', onSafeAreaChanged);
    webApp.onEvent('contentSafeAreaChanged', onSafeAreaChanged);
  };

  const haptic = (kind: HapticKind) => {
    if (!atLeast(since.haptics)) return;
    const feedback = webApp.HapticFeedback;
    safely('HapticFeedback', () => {
      if (kind === 'light') feedback.impactOccurred('light');
      else if (kind === 'selection') feedback.selectionChanged();
      else feedback.notificationOccurred(kind);
    });
  };

  // openLink posts web_app_open_link on ≥ 6.1 and falls back to window.open itself below that; it
  // throws on a non-http(s) URL, where the browser behaviour is the best we can do.
  const openLink = (url: string) => {
    if (!safely('openLink', () => webApp.openLink(url))) openInNewTab(url);
  };

  return {
    kind: 'telegram',
    hasNativeBack,
    mainButton,
    secondaryButton,
    ready: async () => {
      safely('ready', () => webApp.ready());
      safely('expand', () => webApp.expand());
      // A wallet scrolls a lot; a downward swipe should scroll, not minimise the Mini App.
      if (atLeast(since.verticalSwipes)) safely('disableVerticalSwipes', () => webApp.disableVerticalSwipes());
      applyTheme();
      applyViewport();
      applySafeAreas();
      subscribe();
      haptic('light'); // launch (the haptics map in types.ts)
    },
    back: {
      show: (handler) => {
        onBack = handler;
        if (hasNativeBack) safely('BackButton.show', () => webApp.BackButton.show());
      },
      hide: () => {
        onBack = null;
        if (hasNativeBack) safely('BackButton.hide', () => webApp.BackButton.hide());
      },
    },
    haptic,
    // Telegram offers no clipboard write for Mini Apps: the web fallbacks are the only way.
    copy: async (text) => {
      const copied = await copyText(text);
      haptic(copied ? 'success' : 'error');
      return copied;
    },
    openGame: (url, target) => {
      if (target === 'same') window.location.assign(url);
      else openLink(url);
    },
    openExternal: openLink,
    share: async (url, text) => {
      if (!atLeast(since.tgLink)) return shareWithBrowser(url, text);
      // Telegram's own share sheet: the chat picker with the link and text pre-filled.
      const shareUrl = `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
      if (safely('openTelegramLink', () => webApp.openTelegramLink(shareUrl))) return true;
      return shareWithBrowser(url, text);
    },
    // iOS's share sheet first where it opens (its Save Image puts the picture in Photos), else
    // Telegram's own download popup (8.0: it fetches the https link itself), else the link opened
    // outside (Android's browser saves it; iOS's shows it to long-press). The popup's answer is not
    // awaited — a client that never calls back must not hold the button — but an accepted download
    // is felt, as a copy is.
    saveImage: async (image) => {
      const shared = await shareImage(image);
      if (shared !== null) return shared;
      const url = absoluteUrl(image.url);
      const download = () => webApp.downloadFile({ url, file_name: image.name }, (accepted) => accepted && haptic('success'));
      if (atLeast(since.downloadFile) && url.startsWith('https:') && safely('downloadFile', download)) return true;
      openLink(outsideLink(image.url));
      return true;
    },
    close: () => {
      safely('close', () => webApp.close());
    },
    languageHint: () => webApp.initDataUnsafe?.user?.language_code || navigator.language || undefined,
    // Raw initData, never initDataUnsafe: only the signed string can be verified by the server.
    getAuthProof: () => (webApp.initData ? { kind: 'tg-initdata', value: webApp.initData } : null),
    startParam: () => webApp.initDataUnsafe?.start_param || undefined,
    dispose: () => {
      onBack = null;
      if (hasNativeBack) safely('BackButton.offClick', () => webApp.BackButton.offClick(backPressed));
      bottomButtons.splice(0).forEach((off) => off());
      if (!subscribed) return;
      subscribed = false;
      webApp.offEvent('themeChanged', onThemeChanged);
      webApp.offEvent('viewportChanged', onViewportChanged);
      webApp.offEvent('safeAreaChanged', onSafeAreaChanged);
      webApp.offEvent('contentSafeAreaChanged', onSafeAreaChanged);
    },
  };
}
