import { afterEach, expect, test } from 'vitest';
import { clearTelegramCssVariables } from '../dom';
import { removeHostChrome } from './host-chrome';
import { createDevSimulatedPlatform } from './dev';

afterEach(() => {
  removeHostChrome();
  clearTelegramCssVariables();
});

// `?platform=telegram` in dev: the real SDK and adapter, with the simulated client's header on the page.
test('dev Telegram simulation: header Back appears when the app shows the back button and sends the press back', async () => {
  const platform = await createDevSimulatedPlatform('telegram');
  await platform.ready();
  expect(platform.kind).toBe('telegram');
  expect(document.querySelector('[data-testid="host-native-close"]')).not.toBeNull();
  let pressed = 0;
  platform.back.show(() => (pressed += 1));
  const back = document.querySelector<HTMLButtonElement>('[data-testid="host-native-back"]');
  expect(back).not.toBeNull();
  back?.click();
  expect(pressed).toBe(1);
  platform.back.hide();
  expect(document.querySelector('[data-testid="host-native-close"]')).not.toBeNull();
  expect(platform.getAuthProof()?.kind).toBe('tg-initdata');
});

test('dev LINE simulation: the LIFF adapter over the fake, calls shown in the host log', async () => {
  const platform = await createDevSimulatedPlatform('line');
  await platform.ready();
  expect(platform.kind).toBe('line');
  platform.openExternal('https://example.com/help');
  expect(document.querySelector('[data-testid="simulated-host-log"]')?.textContent).toContain('liff.openWindow');
  expect(platform.getAuthProof()?.kind).toBe('line-idtoken');
});
