import { buildConfig } from '../../config/build';
import { telegramInitParamsKey } from '../detect';
import { createLinePlatform } from '../line';
import { createTelegramPlatform, loadTelegramSdk } from '../telegram';
import type { Platform, PlatformKind } from '../types';
import { createFakeLiff } from './fake-liff';
import { mountLineChrome, mountTelegramChrome } from './host-chrome';
import { installFakeTelegramClient, sampleInitData, telegramThemes } from './telegram-host';

/** Remembered so an in-app reload stays in the simulated host, as a real Mini App session would. */
export const devSimulatedHostKey = 'wallet:dev-simulated-host';

/**
 * `?platform=telegram|line` in `vite dev` (DESIGN.md §4): the real adapters, driven by a simulated
 * host instead of a phone. Only imported behind `import.meta.env.DEV`, so it never ships.
 */
export async function createDevSimulatedPlatform(kind: Exclude<PlatformKind, 'browser'>): Promise<Platform> {
  if (kind === 'telegram') {
    sessionStorage.setItem(devSimulatedHostKey, 'telegram');
    const version = new URLSearchParams(window.location.search).get('tgVersion') ?? '8.0';
    const client = installFakeTelegramClient();
    // No launch hash in dev: hand the SDK its parameters through the session copy it reads back.
    if (!sessionStorage.getItem(telegramInitParamsKey)?.includes('tgWebAppData')) {
      const scheme = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
      sessionStorage.setItem(
        telegramInitParamsKey,
        JSON.stringify({
          tgWebAppData: sampleInitData,
          tgWebAppVersion: version,
          tgWebAppPlatform: 'android',
          tgWebAppThemeParams: JSON.stringify(telegramThemes[scheme]),
        }),
      );
    }
    // A real client answers the SDK's viewport request; so does the simulated one.
    client.onCall((call) => {
      if (call.type === 'web_app_request_viewport')
        setTimeout(() => client.emit('viewport_changed', { height: window.innerHeight, is_state_stable: true, is_expanded: true }));
    });
    const webApp = await loadTelegramSdk();
    mountTelegramChrome(client, webApp.version);
    return createTelegramPlatform(webApp);
  }
  const liff = createFakeLiff({ inClient: true });
  mountLineChrome(liff);
  return createLinePlatform({ loadLiff: async () => liff, liffId: buildConfig.liffId || 'dev-simulated-liff' });
}
