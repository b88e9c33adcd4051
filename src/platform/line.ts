import { buildConfig } from '../config/build';
import { copyWithFeedback, applyProductTheme, openInNewTab, shareWithBrowser, vibrate } from './dom';

/** The LINE messages the app sends: a flex bubble for invites (a card with a button in the chat). */
type FlexBox<C> = { type: 'box'; layout: 'vertical'; contents: C[] };
type FlexText = { type: 'text'; text: string; wrap: boolean; weight: 'bold' };
type FlexButton = { type: 'button'; style: 'primary'; color: string; action: { type: 'uri'; label: string; uri: string } };
export type LineMessage =
  | { type: 'text'; text: string }
  | { type: 'flex'; altText: string; contents: { type: 'bubble'; body: FlexBox<FlexText>; footer: FlexBox<FlexButton> } };

/**
 * An invite as a LINE flex bubble: the text and one button that opens the invite link. `altText`
 * carries text and link too, for chat lists and clients that cannot show flex messages.
 */
export function inviteFlexMessage(url: string, text: string, action: string): LineMessage {
  return {
    type: 'flex',
    altText: `${text}\n${url}`.slice(0, 400),
    contents: {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text, wrap: true, weight: 'bold' }] },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [{ type: 'button', style: 'primary', color: '#F5B82E', action: { type: 'uri', label: action, uri: url } }],
      },
    },
  };
}
import { outsideLink, saveWithBrowser, shareImage } from './save-image';
import type { Platform } from './types';

/**
 * The part of LIFF the adapter uses. The real `@line/liff/core` with the modules below installed
 * satisfies it, and so do the fakes in tests and Storybook.
 */
export interface LiffApi {
  init(config: { liffId: string; withLoginOnExternalBrowser?: boolean }): Promise<void>;
  isInClient(): boolean;
  isLoggedIn(): boolean;
  login(config?: { redirectUri?: string }): void;
  getIDToken(): string | null;
  openWindow(params: { url: string; external?: boolean }): void;
  isApiAvailable(apiName: string): boolean;
  shareTargetPicker(messages: LineMessage[], options?: { isMultiple?: boolean }): Promise<unknown>;
  getAppLanguage(): string;
  closeWindow(): void;
}

/**
 * Loads `@line/liff/core` and only the modules we call (the pluggable SDK keeps LIFF small). Runs
 * only on the LINE host: this module is itself a dynamic import.
 */
export async function loadLiffSdk(): Promise<LiffApi> {
  const [
    core,
    isInClient,
    isLoggedIn,
    login,
    getIdToken,
    openWindow,
    isApiAvailable,
    shareTargetPicker,
    getAppLanguage,
    closeWindow,
  ] = await Promise.all([
    import('@line/liff/core'),
    import('@line/liff/is-in-client'),
    import('@line/liff/is-logged-in'),
    import('@line/liff/login'),
    import('@line/liff/get-id-token'),
    import('@line/liff/open-window'),
    import('@line/liff/is-api-available'),
    import('@line/liff/share-target-picker'),
    import('@line/liff/get-app-language'),
    import('@line/liff/close-window'),
  ]);
  const liff = core.default;
  liff.use(new isInClient.default());
  liff.use(new isLoggedIn.default());
  liff.use(new login.default());
  liff.use(new getIdToken.default());
  liff.use(new openWindow.default());
  liff.use(new isApiAvailable.default());
  liff.use(new shareTargetPicker.default());
  liff.use(new getAppLanguage.default());
  liff.use(new closeWindow.default());
  return liff;
}

/** Set when we sent the player to LINE Login, so a failed or refused login cannot loop. */
export const liffLoginAttemptKey = 'wallet:liff-login-attempted';

// Storage can be disabled (private modes, some webviews); the guard then lives for this page only.
const memoryGuard = new Set<string>();
const guard = {
  get: (key: string): boolean => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return memoryGuard.has(key);
    }
  },
  set: (key: string) => {
    memoryGuard.add(key);
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      /* memory only */
    }
  },
  clear: (key: string) => {
    memoryGuard.delete(key);
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* memory only */
    }
  },
};

export interface LinePlatformOptions {
  loadLiff?: () => Promise<LiffApi>;
  liffId?: string;
  /** How long to keep the app unrendered while the login redirect leaves the page. */
  loginRedirectWaitMs?: number;
  /** Storybook drives the theme from its toolbar; the app applies the product's dark theme. */
  applyTheme?: boolean;
}

export interface LinePlatform extends Platform {
  kind: 'line';
  /** The initialised LIFF object, or null when LIFF could not start (then browser behaviours apply). */
  liff(): LiffApi | null;
}

export function createLinePlatform(options: LinePlatformOptions = {}): LinePlatform {
  const { loadLiff = loadLiffSdk, liffId = buildConfig.liffId, loginRedirectWaitMs = 5000, applyTheme = true } = options;
  let liff: LiffApi | null = null;

  const call = <T>(what: string, run: (api: LiffApi) => T): { ok: true; value: T } | { ok: false } => {
    if (!liff) return { ok: false };
    try {
      return { ok: true, value: run(liff) };
    } catch (error) {
      console.warn(`[platform] LIFF ${what} failed`, error);
      return { ok: false };
    }
  };
  const inClient = () => {
    const result = call('isInClient', (api) => api.isInClient());
    return result.ok && result.value;
  };
  const openExternal = (url: string) => {
    if (!call('openWindow', (api) => api.openWindow({ url, external: true })).ok) openInNewTab(url);
  };

  return {
    kind: 'line',
    liff: () => liff,
    hostFeaturesUnavailable: () => liff === null,
    canRenewAuthProof: () => liff !== null,
    renewAuthProof: () => {
      // Inside LINE a relaunch of the LIFF URL brings a fresh ID token; outside, LINE Login does.
      if (inClient()) window.location.reload();
      else {
        guard.clear(liffLoginAttemptKey);
        call('login', (api) => api.login({ redirectUri: window.location.href }));
      }
    },
    ready: async () => {
      if (applyTheme) applyProductTheme('line');
      if (!liffId) {
        console.warn('[platform] VITE_LIFF_ID is not set: LINE runs with browser behaviours');
        return;
      }
      try {
        const api = await loadLiff();
        // liff.init reads the launch URL (liff.state, login callback) — nothing may touch it before.
        // Login outside LINE is ours to do, once, so LIFF's automatic redirect is off.
        await api.init({ liffId, withLoginOnExternalBrowser: false });
        liff = api;
      } catch (error) {
        console.warn('[platform] liff.init failed: LINE runs with browser behaviours', error);
        return;
      }
      if (liff.isInClient() || liff.isLoggedIn()) {
        guard.clear(liffLoginAttemptKey);
        return;
      }
      // An external browser without a LINE session: one trip to LINE Login, never a loop.
      if (guard.get(liffLoginAttemptKey)) return;
      guard.set(liffLoginAttemptKey);
      const redirected = call('login', (api) => api.login());
      // The page is leaving; rendering the router now would only flash. If it does not leave (a
      // blocked redirect), carry on without a LINE identity after the wait.
      if (redirected.ok) await new Promise((resolve) => setTimeout(resolve, loginRedirectWaitMs));
    },
    // LIFF has no back button API: <HostBackButton /> draws the in-app control.
    back: { show: () => undefined, hide: () => undefined },
    hasNativeBack: false,
    haptic: vibrate,
    copy: copyWithFeedback,
    openGame: (url, target) => {
      if (target === 'same') window.location.assign(url);
      // In the LIFF browser window.open is unreliable; openWindow keeps the game inside LINE.
      else if (!(inClient() && call('openWindow', (api) => api.openWindow({ url, external: false })).ok)) openInNewTab(url);
    },
    openExternal,
    share: async (url, text, action) => {
      const available = call('isApiAvailable', (api) => api.isApiAvailable('shareTargetPicker'));
      if (liff && available.ok && available.value) {
        try {
          // Resolves with a result when sent and with undefined when the player closed the picker.
          const result = await liff.shareTargetPicker([inviteFlexMessage(url, text, action)], { isMultiple: true });
          return Boolean(result);
        } catch (error) {
          console.warn('[platform] shareTargetPicker failed', error);
        }
      }
      return shareWithBrowser(url, text);
    },
    // LINE's in-app browser cannot download a file made in the page: outside iOS's share sheet the
    // system browser opens the picture's link (Android's saves it; iOS's shows it to long-press).
    saveImage: async (image) => {
      if (!inClient()) return saveWithBrowser(image);
      const shared = await shareImage(image);
      if (shared !== null) return shared;
      openExternal(outsideLink(image.url));
      return true;
    },
    close: () => {
      if (!(inClient() && call('closeWindow', (api) => api.closeWindow()).ok)) window.close();
    },
    languageHint: () => {
      const result = call('getAppLanguage', (api) => api.getAppLanguage());
      return (result.ok && result.value) || navigator.language || undefined;
    },
    getAuthProof: () => {
      const result = call('getIDToken', (api) => api.getIDToken());
      return result.ok && result.value ? { kind: 'line-idtoken', value: result.value } : null;
    },
  };
}
