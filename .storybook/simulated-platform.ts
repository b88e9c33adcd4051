import { createBrowserPlatform } from '../src/platform/browser';
import { clearTelegramCssVariables } from '../src/platform/dom';
import { telegramInitParamsKey } from '../src/platform/detect';
import { createLinePlatform } from '../src/platform/line';
import { createTelegramPlatform, type TelegramPlatform } from '../src/platform/telegram';
import { evaluateTelegramSdk } from '../src/platform/simulator/evaluate-sdk';
import { createFakeLiff, type FakeLiff } from '../src/platform/simulator/fake-liff';
import { mountLineChrome, mountTelegramChrome, removeHostChrome } from '../src/platform/simulator/host-chrome';
import { installFakeTelegramClient, sampleInitData, telegramThemes, type FakeTelegramClient } from '../src/platform/simulator/telegram-host';
import type { Platform, PlatformKind } from '../src/platform/types';

/**
 * The Storybook toolbar's "Host": every story runs against the real adapter of that host, driven by
 * a simulated host instead of a phone (DESIGN.md §4):
 * - Telegram: @twa-dev/sdk talking to a fake `TelegramWebviewProxy` that records each postEvent; the
 *   canvas shows Telegram's header with its native Back/Close button and a log of the last call.
 *   The toolbar theme reaches the app as a Telegram `theme_changed` event.
 * - LINE: the LIFF adapter over a recording fake LIFF (inside the LIFF browser); the canvas shows
 *   the LIFF header and the last liff.* call.
 * - Browser: the plain adapter, no chrome.
 * One instance per host is kept for the whole preview session: the SDK can only be loaded once per
 * page, and the decorator calls this on every render.
 */
export const simulatedTelegramVersion = '8.0';

interface TelegramSim {
  platform: TelegramPlatform;
  client: FakeTelegramClient;
  theme?: 'dark' | 'light';
}

let telegram: TelegramSim | null = null;
let line: { platform: Platform; liff: FakeLiff } | null = null;
let browser: Platform | null = null;
let active: PlatformKind | null = null;
let unmountChrome: (() => void) | null = null;

const currentTheme = (): 'dark' | 'light' => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

function startTelegram(): TelegramSim {
  const client = installFakeTelegramClient();
  // Storybook's URL is not ours to change: the SDK gets its launch params from its session copy.
  sessionStorage.setItem(
    telegramInitParamsKey,
    JSON.stringify({ tgWebAppData: sampleInitData, tgWebAppVersion: simulatedTelegramVersion, tgWebAppPlatform: 'android' }),
  );
  const platform = createTelegramPlatform(evaluateTelegramSdk());
  void platform.ready();
  return { platform, client };
}

function leave(kind: PlatformKind) {
  if (active === kind) return;
  unmountChrome?.();
  unmountChrome = null;
  removeHostChrome();
  if (active === 'telegram' && telegram) {
    telegram.platform.back.hide();
    telegram.theme = undefined;
  }
  clearTelegramCssVariables();
}

export function createSimulatedPlatform(kind: PlatformKind): Platform {
  leave(kind);
  if (kind === 'telegram') {
    telegram ??= startTelegram();
    const sim = telegram;
    if (active !== 'telegram') unmountChrome = mountTelegramChrome(sim.client, simulatedTelegramVersion);
    const theme = currentTheme();
    if (sim.theme !== theme) {
      sim.theme = theme;
      // What a real client does when the user switches Telegram's theme: the app must follow live.
      sim.client.emit('theme_changed', { theme_params: telegramThemes[theme] });
      sim.client.emit('viewport_changed', { height: window.innerHeight, is_state_stable: true, is_expanded: true });
    }
    active = 'telegram';
    return sim.platform;
  }
  if (kind === 'line') {
    if (!line) {
      const liff = createFakeLiff({ inClient: true });
      const platform = createLinePlatform({ loadLiff: async () => liff, liffId: 'storybook-liff', applyTheme: false });
      void platform.ready();
      line = { platform, liff };
    }
    if (active !== 'line') unmountChrome = mountLineChrome(line.liff);
    active = 'line';
    return line.platform;
  }
  // No ready(): the theme comes from the Storybook toolbar, not from prefers-color-scheme.
  browser ??= createBrowserPlatform();
  active = 'browser';
  return browser;
}
