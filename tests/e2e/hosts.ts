import type { Page } from 'playwright-core';
import { sampleInitData, telegramThemes, type RecordedTelegramCall } from '../../src/platform/simulator/telegram-host';
import { baseUrl } from './harness';

export type { RecordedTelegramCall };

/**
 * Simulated hosts for e2e journeys (DESIGN.md §4): the built app, opened the way Telegram or LINE
 * open it, with the native side played by the test.
 */

export interface TelegramOptions {
  /** Bot API version the simulated client reports (tgWebAppVersion). */
  version?: string;
  /** Where the Mini App opens. */
  path?: string;
  platform?: string;
  theme?: 'dark' | 'light';
  /** The raw initData the client signs; a sample by default. */
  initData?: string;
}

export interface SimulatedTelegram {
  /** Every postEvent the app sent to the client since the current document loaded. */
  calls(): Promise<RecordedTelegramCall[]>;
  callsOf(type: string): Promise<RecordedTelegramCall[]>;
  /** The native back button as the client would draw it (last web_app_setup_back_button). */
  backButtonVisible(): Promise<boolean>;
  /** Waits until the native back button is (or is not) shown. */
  waitForBackButton(visible: boolean): Promise<void>;
  /** A host event, e.g. 'back_button_pressed' or ('theme_changed', { theme_params }). */
  emit(type: string, data?: unknown): Promise<void>;
}

/** The signed sample the simulated client launches with, unless a test signs its own. */
export const sampleTelegramInitData = sampleInitData;

/** The launch hash a Telegram client appends to the Mini App URL. */
export function telegramLaunchHash(options: TelegramOptions = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: options.initData ?? sampleTelegramInitData,
    tgWebAppVersion: options.version ?? '8.0',
    tgWebAppPlatform: options.platform ?? 'android',
    tgWebAppThemeParams: JSON.stringify(telegramThemes[options.theme ?? 'dark']),
  });
  return `#${params.toString()}`;
}

interface RecordingWindow {
  __telegramCalls?: RecordedTelegramCall[];
  TelegramWebviewProxy?: { postEvent(type: string, data: string): void };
  Telegram?: { WebView?: { receiveEvent(type: string, data?: unknown): void } };
}

/**
 * Opens the app as a Telegram Mini App: a recording `window.TelegramWebviewProxy` (the mobile
 * clients' bridge) is installed before any script runs, and the page is loaded with the launch hash.
 * The client answers viewport requests like a phone would.
 */
export async function simulateTelegram(page: Page, options: TelegramOptions = {}): Promise<SimulatedTelegram> {
  await page.addInitScript(() => {
    const host = window as unknown as RecordingWindow;
    const calls: RecordedTelegramCall[] = [];
    host.__telegramCalls = calls;
    host.TelegramWebviewProxy = {
      postEvent(type: string, data: string) {
        let parsed: unknown = data;
        try {
          parsed = data ? JSON.parse(data) : undefined;
        } catch {
          /* keep the raw string */
        }
        calls.push({ type, data: parsed });
        if (type === 'web_app_request_viewport') {
          setTimeout(() =>
            host.Telegram?.WebView?.receiveEvent('viewport_changed', {
              height: window.innerHeight,
              is_state_stable: true,
              is_expanded: true,
            }),
          );
        }
      },
    };
  });
  await page.goto(`${baseUrl()}${options.path ?? '/login'}${telegramLaunchHash(options)}`);
  await page.waitForSelector('#root > *');

  const calls = () => page.evaluate(() => (window as unknown as RecordingWindow).__telegramCalls ?? []);
  const isVisible = (list: RecordedTelegramCall[]) => {
    const last = list.filter((call) => call.type === 'web_app_setup_back_button').at(-1)?.data as
      { is_visible?: boolean } | undefined;
    return last?.is_visible === true;
  };
  return {
    calls,
    callsOf: async (type) => (await calls()).filter((call) => call.type === type),
    backButtonVisible: async () => isVisible(await calls()),
    waitForBackButton: async (visible) => {
      await page.waitForFunction(
        (want) => {
          const list = (window as unknown as RecordingWindow).__telegramCalls ?? [];
          const last = list.filter((call) => call.type === 'web_app_setup_back_button').at(-1)?.data as
            { is_visible?: boolean } | undefined;
          return (last?.is_visible === true) === want;
        },
        visible,
        { timeout: 5000 },
      );
    },
    emit: async (type, data) => {
      await page.evaluate(
        ([eventType, eventData]) =>
          (window as unknown as RecordingWindow).Telegram?.WebView?.receiveEvent(eventType as string, eventData),
        [type, data] as const,
      );
    },
  };
}

export interface LineOptions {
  path?: string;
  /** The LINE in-app browser's user agent suffix. */
  lineVersion?: string;
}

export interface SimulatedLine {
  /** Requests the app made to LINE's servers (all answered with a network error here). */
  lineRequests(): string[];
}

/**
 * Opens the app as LINE's in-app browser would: a `Line/x.y.z` user agent. The LINE servers are
 * unreachable in tests, so every request to them fails fast and is recorded; with no VITE_LIFF_ID
 * (or a failing liff.init) the adapter keeps browser behaviours under the `line` kind.
 */
export async function simulateLine(page: Page, options: LineOptions = {}): Promise<SimulatedLine> {
  const suffix = ` Line/${options.lineVersion ?? '14.3.0'}`;
  await page.addInitScript((uaSuffix) => {
    const ua = `${navigator.userAgent}${uaSuffix}`;
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ua, configurable: true });
  }, suffix);
  const requests: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(line\.me|line-scdn\.net|line-apps\.com)\//, async (route) => {
    requests.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  await page.goto(`${baseUrl()}${options.path ?? '/login'}`);
  await page.waitForSelector('#root > *');
  return { lineRequests: () => [...requests] };
}
