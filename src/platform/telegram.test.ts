import { afterEach, describe, expect, test, vi } from 'vitest';
import '../ui/tokens.css';
import { clearTelegramCssVariables } from './dom';
import { detectPlatform } from './detect';
import { evaluateTelegramSdk } from './simulator/evaluate-sdk';
import {
  installFakeTelegramClient,
  sampleInitData,
  telegramLaunchHash,
  telegramThemes,
  uninstallFakeTelegramClient,
  type FakeTelegramClient,
} from './simulator/telegram-host';
import { createTelegramPlatform, type TelegramPlatform } from './telegram';
import { contrast, TEXT_CONTRAST } from '../lib/contrast';

let current: { platform: TelegramPlatform; client: FakeTelegramClient } | null = null;

/** Opens the app the way a Telegram client of `version` does: launch hash, native bridge, SDK. */
async function launch(version: string) {
  sessionStorage.clear();
  history.replaceState(null, '', `${location.pathname}${location.search}${telegramLaunchHash({ version })}`);
  const client = installFakeTelegramClient();
  const webApp = evaluateTelegramSdk();
  const platform = createTelegramPlatform(webApp);
  await platform.ready();
  current = { platform, client };
  return { platform, client, webApp };
}

const uncaught: unknown[] = [];
const onError = (event: ErrorEvent) => uncaught.push(event.error);
window.addEventListener('error', onError);
window.addEventListener('unhandledrejection', (event) => uncaught.push(event.reason));

afterEach(() => {
  current?.platform.dispose();
  current = null;
  uninstallFakeTelegramClient();
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  clearTelegramCssVariables();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const html = () => document.documentElement;
const cssVar = (name: string) => html().style.getPropertyValue(name);

describe.each(['6.0', '7.0', '8.0'])('Telegram %s', (version) => {
  const modern = version !== '6.0';

  test('is detected from the launch hash and readies, expands and applies the theme', async () => {
    const { client } = await launch(version);
    expect(detectPlatform()).toBe('telegram');
    expect(client.callsOf('web_app_ready')).toHaveLength(1);
    expect(client.callsOf('web_app_expand')).toHaveLength(1);
    // Vertical swipes can only be turned off from 7.7 on; earlier clients must not be asked.
    expect(client.callsOf('web_app_setup_swipe_behavior')).toHaveLength(version === '8.0' ? 1 : 0);
    expect(cssVar('--tg-theme-bg-color')).toBe(telegramThemes.dark.bg_color);
    expect(cssVar('--tg-viewport-stable-height')).toMatch(/^\d+px$/);
    expect(html().dataset.platform).toBe('telegram');
    expect(html().dataset.theme).toBe('dark');
  });

  test('the native back button: one handler, shown and hidden, host presses reach it', async () => {
    const { platform, client } = await launch(version);
    expect(platform.hasNativeBack).toBe(modern);
    const first = vi.fn();
    const second = vi.fn();
    platform.back.show(first);
    platform.back.show(second);
    if (modern) expect(client.callsOf('web_app_setup_back_button').at(-1)?.data).toEqual({ is_visible: true });
    else expect(client.callsOf('web_app_setup_back_button')).toHaveLength(0);
    client.emit('back_button_pressed');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(modern ? 1 : 0);
    platform.back.hide();
    if (modern) expect(client.callsOf('web_app_setup_back_button').at(-1)?.data).toEqual({ is_visible: false });
    client.emit('back_button_pressed');
    expect(second).toHaveBeenCalledTimes(modern ? 1 : 0);
  });

  test('haptics map onto impact, notification and selection feedback', async () => {
    const { platform, client } = await launch(version);
    platform.haptic('light');
    platform.haptic('success');
    platform.haptic('error');
    platform.haptic('selection');
    const sent = client.callsOf('web_app_trigger_haptic_feedback').map((call) => call.data);
    expect(sent).toEqual(
      modern
        ? [
            // The launch's own impact (ready()), then the four calls above.
            { type: 'impact', impact_style: 'light' },
            { type: 'impact', impact_style: 'light' },
            { type: 'notification', notification_type: 'success' },
            { type: 'notification', notification_type: 'error' },
            { type: 'selection_change' },
          ]
        : [],
    );
  });

  test('external links and new-tab games go through openLink', async () => {
    const { platform, client } = await launch(version);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    platform.openExternal('https://example.com/help');
    platform.openGame('https://games.example.com/play?token=1', 'new');
    if (modern) {
      expect(client.callsOf('web_app_open_link').map((call) => call.data)).toEqual([
        { url: 'https://example.com/help' },
        { url: 'https://games.example.com/play?token=1' },
      ]);
      expect(open).not.toHaveBeenCalled();
    } else {
      // 6.0 has no web_app_open_link: the SDK itself falls back to window.open.
      expect(client.callsOf('web_app_open_link')).toHaveLength(0);
      expect(open).toHaveBeenCalledTimes(2);
    }
  });

  test('the invite link is shared through Telegram’s share sheet', async () => {
    const { platform, client } = await launch(version);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const shared = await platform.share('https://wallet.example/register?code=PR42', 'Join me', 'Open');
      expect(shared).toBe(true);
      if (modern) {
        expect(client.callsOf('web_app_open_tg_link').at(-1)?.data).toEqual({
          path_full: `/share/url?url=${encodeURIComponent('https://wallet.example/register?code=PR42')}&text=Join%20me`,
        });
        expect(share).not.toHaveBeenCalled();
      } else {
        // 6.0 would navigate the whole Mini App to t.me: use the web fallback instead.
        expect(client.callsOf('web_app_open_tg_link')).toHaveLength(0);
        expect(share).toHaveBeenCalledWith({ url: 'https://wallet.example/register?code=PR42', text: 'Join me' });
      }
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  test('a deposit QR is saved by Telegram’s own download from 8.0, else opened outside where its attachment saves', async () => {
    const { platform, client } = await launch(version);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://wallet.example/media/qr/1.png?exp=1&sig=a';
    await expect(platform.saveImage!({ url, name: 'qr-kbank-500.png', file: null })).resolves.toBe(true);
    if (version === '8.0') {
      expect(client.callsOf('web_app_request_file_download').map((call) => call.data)).toEqual([{ url, file_name: 'qr-kbank-500.png' }]);
      expect(client.callsOf('web_app_open_link')).toHaveLength(0);
      // A plain-http server (the sandbox): Telegram downloads https links only.
      await platform.saveImage!({ url: '/media/qr/2.png?sig=b', name: 'qr.png', file: null });
      expect(client.callsOf('web_app_request_file_download')).toHaveLength(1);
      expect(client.callsOf('web_app_open_link').at(-1)?.data).toEqual({ url: new URL('/media/qr/2.png?sig=b', location.href).href });
    } else {
      expect(client.callsOf('web_app_request_file_download')).toHaveLength(0);
      if (modern) expect(client.callsOf('web_app_open_link').map((call) => call.data)).toEqual([{ url }]);
      else expect(open).toHaveBeenCalledWith(url, '_blank');
    }
  });

  test('close, auth proof and language hint', async () => {
    const { platform, client } = await launch(version);
    platform.close();
    expect(client.callsOf('web_app_close')).toHaveLength(1);
    expect(platform.getAuthProof()).toEqual({ kind: 'tg-initdata', value: sampleInitData });
    expect(platform.languageHint()).toBe('th');
  });

  test("the host's text colours are applied legible: hints, links and red amounts read at 4.5:1 on the page and its cards", async () => {
    const { client } = await launch(version);
    for (const theme of [telegramThemes.dark, telegramThemes.light]) {
      client.emit('theme_changed', { theme_params: theme });
      for (const key of ['hint', 'link', 'destructive-text'] as const) {
        const applied = cssVar(`--tg-theme-${key}-color`);
        for (const ground of [theme.bg_color!, theme.secondary_bg_color!]) {
          expect(contrast(applied, ground), `${key} on ${ground}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
      }
      // Where Telegram's own colour reads, it is kept as it is.
      expect(cssVar('--tg-theme-text-color')).toBe(theme.text_color);
    }
  });

  test('runtime theme and viewport changes from the host land on the tokens', async () => {
    const { client } = await launch(version);
    client.emit('theme_changed', { theme_params: telegramThemes.light });
    expect(cssVar('--tg-theme-bg-color')).toBe(telegramThemes.light.bg_color);
    expect(html().dataset.theme).toBe('light');
    client.emit('viewport_changed', { height: 612, is_state_stable: true, is_expanded: true });
    await Promise.resolve();
    expect(cssVar('--tg-viewport-stable-height')).toBe('612px');
    // An unstable (animating) height must not move the stable one.
    client.emit('viewport_changed', { height: 300, is_state_stable: false, is_expanded: true });
    await Promise.resolve();
    expect(cssVar('--tg-viewport-stable-height')).toBe('612px');
    expect(cssVar('--tg-viewport-height')).toBe('300px');
  });

  test('every capability runs without an uncaught error', async () => {
    uncaught.length = 0;
    const { platform, client } = await launch(version);
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => {
      platform.back.show(() => undefined);
      client.emit('back_button_pressed');
      platform.back.hide();
      for (const kind of ['light', 'success', 'error', 'selection'] as const) platform.haptic(kind);
      platform.openExternal('https://example.com');
      platform.openExternal('mailto:help@example.com');
      platform.openGame('https://games.example.com', 'new');
      platform.close();
      platform.languageHint();
      platform.getAuthProof();
      client.emit('theme_changed', { theme_params: telegramThemes.light });
      client.emit('viewport_changed', { height: 500, is_state_stable: true, is_expanded: true });
      client.emit('safe_area_changed', { top: 20, bottom: 10, left: 0, right: 0 });
    }).not.toThrow();
    await expect(platform.copy('PR42')).resolves.toBeTypeOf('boolean');
    await platform.share('https://wallet.example/register?code=PR42', 'Join me', 'Open');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uncaught).toEqual([]);
  });
});

test('Telegram 8.0 safe areas reach the CSS variables the tokens read', async () => {
  const { client } = await launch('8.0');
  client.emit('safe_area_changed', { top: 47, bottom: 34, left: 0, right: 0 });
  client.emit('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 });
  await Promise.resolve();
  expect(cssVar('--tg-safe-area-inset-top')).toBe('47px');
  expect(cssVar('--tg-content-safe-area-inset-top')).toBe('46px');
  expect(getComputedStyle(html()).getPropertyValue('--safe-top')).toContain('47px');
});

test("a Telegram that gives no theme: the app's own palette, its accent texts read at 4.5:1 in light and dark", () => {
  clearTelegramCssVariables();
  const hex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
  const probe = document.createElement('p');
  probe.style.color = 'var(--color-primary-text)';
  probe.style.background = 'var(--color-bg)';
  document.body.append(probe);
  const { platform, theme: before } = html().dataset;
  try {
    html().dataset.platform = 'telegram';
    for (const theme of ['light', 'dark']) {
      html().dataset.theme = theme;
      const { color, backgroundColor } = getComputedStyle(probe);
      expect(contrast(hex(color), hex(backgroundColor)), `${theme}: ${color} on ${backgroundColor}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  } finally {
    probe.remove();
    for (const [key, value] of Object.entries({ platform, theme: before })) {
      if (value === undefined) delete html().dataset[key];
      else html().dataset[key] = value;
    }
  }
});

test('Telegram 8.0 on an iPhone: a picture in hand goes to the share sheet (Save Image puts it in Photos), not to Telegram\'s downloads', async () => {
  const { platform, client } = await launch('8.0');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
  const shared: ShareData[] = [];
  Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  try {
    const file = new File([new Uint8Array([0x89])], 'qr.png', { type: 'image/png' });
    await expect(platform.saveImage!({ url: 'https://wallet.example/media/qr/1.png?sig=a', name: 'qr.png', file })).resolves.toBe(true);
    expect(shared).toEqual([{ files: [file] }]);
    expect(client.callsOf('web_app_request_file_download')).toHaveLength(0);
  } finally {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  }
});

describe('MainButton / SecondaryButton (issue 17)', () => {
  test.each([
    ['6.0', true, false],
    ['7.0', true, false],
    ['8.0', true, true],
  ])('Telegram %s: main %s, secondary %s; state mirrored, presses reach the current action', async (version, main, secondary) => {
    const { platform, client } = await launch(version);
    expect(platform.mainButton !== undefined).toBe(main);
    expect(platform.secondaryButton !== undefined).toBe(secondary);
    const pressed = vi.fn();
    platform.mainButton?.show({ text: 'Withdraw', onClick: pressed, disabled: true });
    expect(client.callsOf('web_app_setup_main_button').at(-1)?.data).toMatchObject({ text: 'Withdraw', is_visible: true, is_active: false });
    client.emit('main_button_pressed');
    expect(pressed).not.toHaveBeenCalled();
    platform.mainButton?.show({ text: 'Withdraw', onClick: pressed, progress: true });
    expect(client.callsOf('web_app_setup_main_button').at(-1)?.data).toMatchObject({ is_progress_visible: true, is_active: false });
    platform.mainButton?.show({ text: 'Withdraw', onClick: pressed });
    client.emit('main_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
    platform.mainButton?.hide();
    expect(client.callsOf('web_app_setup_main_button').at(-1)?.data).toMatchObject({ is_visible: false });
    client.emit('main_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(uncaught).toEqual([]);
  });

  test('launch gives the impact of the haptics map; copy notifies its outcome', async () => {
    const { platform, client } = await launch('8.0');
    expect(client.callsOf('web_app_trigger_haptic_feedback').map((call) => call.data)).toContainEqual({
      type: 'impact',
      impact_style: 'light',
    });
    await platform.copy('123-4-56789-0');
    const last = client.callsOf('web_app_trigger_haptic_feedback').at(-1)?.data as { type: string };
    expect(last.type).toBe('notification');
  });
});
