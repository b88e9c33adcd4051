import { afterEach, expect, test } from 'vitest';
import { bootPlatform } from './index';
import { clearTelegramCssVariables } from './dom';
import { installFakeTelegramClient, telegramLaunchHash, uninstallFakeTelegramClient } from './simulator/telegram-host';

// One file, one real SDK load: this exercises the production path (dynamic import of @twa-dev/sdk).
afterEach(() => {
  uninstallFakeTelegramClient();
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  clearTelegramCssVariables();
});

test('bootPlatform in Telegram: detects from the hash, loads the SDK, readies and expands before resolving', async () => {
  history.replaceState(null, '', `${location.pathname}${location.search}${telegramLaunchHash({ version: '7.0' })}`);
  const client = installFakeTelegramClient();
  const platform = await bootPlatform();
  expect(platform.kind).toBe('telegram');
  expect(client.callsOf('web_app_ready')).toHaveLength(1);
  expect(client.callsOf('web_app_expand')).toHaveLength(1);
  expect(document.documentElement.dataset.platform).toBe('telegram');
  expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).not.toBe('');
  expect(platform.getAuthProof()?.kind).toBe('tg-initdata');
});
