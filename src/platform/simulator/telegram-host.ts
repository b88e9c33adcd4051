/**
 * A simulated Telegram client for tests, Storybook and `?platform=telegram` in dev. It plays the
 * part of the native app: `window.TelegramWebviewProxy.postEvent` (what @twa-dev/sdk calls in the
 * mobile clients) records every call, and host events go back through
 * `window.Telegram.WebView.receiveEvent`, exactly the path the real clients use.
 */
export interface RecordedTelegramCall {
  type: string;
  data: unknown;
}

export interface TelegramThemeParams {
  [key: string]: string;
}

export const telegramThemes: Record<'dark' | 'light', TelegramThemeParams> = {
  dark: {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    header_bg_color: '#17212b',
    destructive_text_color: '#ec3942',
  },
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#f0f0f0',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    header_bg_color: '#ffffff',
    destructive_text_color: '#cc2929',
  },
};

export interface TelegramLaunchOptions {
  version?: string;
  platform?: string;
  initData?: string;
  theme?: TelegramThemeParams;
}

/** A signed-looking initData string (the server verifies the real one; the shape is what matters). */
export const sampleInitData =
  'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Somchai%22%2C%22language_code%22%3A%22th%22%7D&auth_date=1735689600&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';

/** The launch parameters Telegram puts in the URL hash when it opens a Mini App. */
export function telegramLaunchHash(options: TelegramLaunchOptions = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: options.initData ?? sampleInitData,
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'android',
    tgWebAppThemeParams: JSON.stringify(options.theme ?? telegramThemes.dark),
  });
  return `#${params.toString()}`;
}

export interface FakeTelegramClient {
  calls: RecordedTelegramCall[];
  /** Calls of one type, newest last. */
  callsOf(type: string): RecordedTelegramCall[];
  /** Whether the native back button is currently shown, as the host would draw it. */
  backButtonVisible(): boolean;
  /** Sends a host event to the Mini App (Telegram.WebView.receiveEvent). */
  emit(type: string, data?: unknown): void;
  onCall(listener: (call: RecordedTelegramCall) => void): () => void;
  clear(): void;
}

interface TelegramWebViewGlobal {
  Telegram?: { WebView?: { receiveEvent(type: string, data?: unknown): void } };
  TelegramWebviewProxy?: { postEvent(type: string, data: string): void };
}

const hostWindow = () => window as Window & TelegramWebViewGlobal;

/**
 * Installs the fake native bridge. Must run before @twa-dev/sdk is evaluated: the SDK picks its
 * transport (proxy, window.external or parent frame) when it posts, but reads launch params once.
 */
export function installFakeTelegramClient(): FakeTelegramClient {
  const calls: RecordedTelegramCall[] = [];
  const listeners = new Set<(call: RecordedTelegramCall) => void>();
  hostWindow().TelegramWebviewProxy = {
    postEvent(type: string, data: string) {
      let parsed: unknown = data;
      try {
        parsed = data ? JSON.parse(data) : undefined;
      } catch {
        /* keep the raw string */
      }
      const call = { type, data: parsed };
      calls.push(call);
      listeners.forEach((listener) => listener(call));
    },
  };
  const callsOf = (type: string) => calls.filter((call) => call.type === type);
  return {
    calls,
    callsOf,
    backButtonVisible: () => {
      const last = callsOf('web_app_setup_back_button').at(-1)?.data;
      return typeof last === 'object' && last !== null && (last as { is_visible?: unknown }).is_visible === true;
    },
    emit: (type, data) => {
      const webView = hostWindow().Telegram?.WebView;
      if (!webView) throw new Error('Telegram.WebView is not loaded yet');
      webView.receiveEvent(type, data);
    },
    onCall: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => {
      calls.length = 0;
    },
  };
}

export function uninstallFakeTelegramClient(): void {
  delete hostWindow().TelegramWebviewProxy;
}
