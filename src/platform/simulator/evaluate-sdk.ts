import sdkSource from '../../../node_modules/@twa-dev/sdk/dist/telegram-web-apps.js?raw';
import type { TelegramWebApp } from '../telegram';

/**
 * Runs a fresh copy of @twa-dev/sdk's script, for tests that need a new Telegram client per case
 * (6.0, 7.0, 8.0). `vi.resetModules()` cannot do this in browser mode: the browser's own ES module
 * cache keeps the first evaluation. The script reads the launch hash and the fake proxy when it runs.
 */
export function evaluateTelegramSdk(): TelegramWebApp {
  new Function(sdkSource)();
  const webApp = (window as Window & { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
  if (!webApp) throw new Error('the Telegram SDK did not install Telegram.WebApp');
  return webApp;
}
