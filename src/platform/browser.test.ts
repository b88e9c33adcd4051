import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createBrowserPlatform } from './browser';
import { detectPlatform, telegramInitParamsKey, type TelegramClientSigns } from './detect';

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of ['share', 'clipboard', 'vibrate']) Reflect.deleteProperty(navigator, key);
  sessionStorage.clear();
});

const fakeLocation = (url: string) => new URL(url) as unknown as Location;
const chromeUa = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

/** A top-level tab with nothing of Telegram's (these tests themselves run framed). */
const plainTab = (extra: Partial<TelegramClientSigns> = {}): TelegramClientSigns => {
  const tab: TelegramClientSigns = { ...extra, parent: undefined };
  tab.parent = tab;
  return tab;
};
const mobileClient = (): TelegramClientSigns => plainTab({ TelegramWebviewProxy: { postEvent: () => undefined } });
const telegramWeb = (): TelegramClientSigns => ({ parent: {} });

describe('detectPlatform', () => {
  const launch = fakeLocation('https://w.example/login#tgWebAppData=query_id%3D1&tgWebAppVersion=7.0');

  test('Telegram from the launch hash, inside a Telegram client or Telegram Web\'s frame', () => {
    expect(detectPlatform(launch, chromeUa, mobileClient())).toBe('telegram');
    expect(detectPlatform(launch, chromeUa, telegramWeb())).toBe('telegram');
    expect(detectPlatform(launch, chromeUa, plainTab({ external: { notify: () => undefined } }))).toBe('telegram');
    expect(detectPlatform(fakeLocation('https://w.example/#tgWebAppPlatform=ios'), chromeUa, mobileClient())).toBe('telegram');
  });

  test('launch data in a plain tab is a link somebody sent, not Telegram (it would sign the player in as them)', () => {
    expect(detectPlatform(launch, chromeUa, plainTab())).toBe('browser');
    // Chromium's own window.external has no notify.
    expect(detectPlatform(launch, chromeUa, plainTab({ external: {} }))).toBe('browser');
    sessionStorage.setItem(telegramInitParamsKey, JSON.stringify({ tgWebAppPlatform: 'android', tgWebAppData: 'x' }));
    expect(detectPlatform(fakeLocation('https://w.example/login'), chromeUa, plainTab())).toBe('browser');
  });

  test('Telegram from the session copy after an in-app reload, but not from an empty copy', () => {
    sessionStorage.setItem(telegramInitParamsKey, '{}');
    expect(detectPlatform(fakeLocation('https://w.example/login'), chromeUa, mobileClient())).toBe('browser');
    sessionStorage.setItem(telegramInitParamsKey, JSON.stringify({ tgWebAppPlatform: 'android', tgWebAppData: 'x' }));
    expect(detectPlatform(fakeLocation('https://w.example/login'), chromeUa, mobileClient())).toBe('telegram');
  });

  test('window.Telegram alone proves nothing', () => {
    const host = window as Window & { Telegram?: unknown };
    host.Telegram = { WebApp: { platform: 'unknown' } };
    expect(detectPlatform(fakeLocation('https://w.example/login'), chromeUa)).toBe('browser');
    delete host.Telegram;
  });

  test('LINE from the user agent or the LIFF query parameters', () => {
    expect(detectPlatform(fakeLocation('https://w.example/'), `${chromeUa} Line/14.3.0`)).toBe('line');
    expect(detectPlatform(fakeLocation('https://w.example/?liff.state=%2Fregister%3Fcode%3DPR1'), chromeUa)).toBe('line');
    expect(detectPlatform(fakeLocation('https://w.example/?liffClientId=123'), chromeUa)).toBe('line');
  });

  test('?platform= forces a host in dev', () => {
    expect(detectPlatform(fakeLocation('https://w.example/login?platform=line'), chromeUa)).toBe(import.meta.env.DEV ? 'line' : 'browser');
  });
});

describe('browser platform', () => {
  test('copy: the Clipboard API first', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(createBrowserPlatform().copy('PR42')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('PR42');
  });

  test('copy: execCommand when the Clipboard API is missing or refuses', async () => {
    const exec = vi.spyOn(document, 'execCommand');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const button = document.createElement('button');
    button.textContent = 'copy';
    let copied: Promise<boolean> = Promise.resolve(false);
    button.addEventListener('click', () => (copied = createBrowserPlatform().copy('PR42')));
    document.body.append(button);
    await userEvent.click(button);
    await expect(copied).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) }, configurable: true });
    await userEvent.click(button);
    await expect(copied).resolves.toBe(true);
    button.remove();
  });

  test('copy: false when both ways fail, so the caller shows the text to copy by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    vi.spyOn(document, 'execCommand').mockReturnValue(false);
    await expect(createBrowserPlatform().copy('PR42')).resolves.toBe(false);
  });

  test('share: Web Share, a dismissed sheet is not a copy, no Web Share copies', async () => {
    const platform = createBrowserPlatform();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await expect(platform.share('https://w.example/register?code=PR1', 'Join', 'Open')).resolves.toBe(true);
    share.mockRejectedValueOnce(new DOMException('cancel', 'AbortError'));
    await expect(platform.share('https://w.example/register?code=PR1', 'Join', 'Open')).resolves.toBe(false);
    Reflect.deleteProperty(navigator, 'share');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(platform.share('https://w.example/register?code=PR1', 'Join', 'Open')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://w.example/register?code=PR1');
  });

  test('links open in a new tab; haptics vibrate; no auth proof; no native back', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const platform = createBrowserPlatform();
    platform.openExternal('https://example.com');
    platform.openGame('https://games.example.com', 'new');
    platform.haptic('selection');
    expect(open).toHaveBeenNthCalledWith(1, 'https://example.com', '_blank', 'noopener');
    expect(open).toHaveBeenNthCalledWith(2, 'https://games.example.com', '_blank', 'noopener');
    expect(vibrate).toHaveBeenCalledWith(5);
    expect(platform.getAuthProof()).toBeNull();
    expect(platform.hasNativeBack).toBe(false);
  });

  test('the product theme is dark in a browser, whatever the device prefers (spec §1)', async () => {
    document.documentElement.dataset.theme = 'light';
    await createBrowserPlatform().ready();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.platform).toBe('browser');
  });
});

describe('vibration (the haptics map outside Telegram)', () => {
  test('only after a user gesture: Chrome refuses it before and logs an intervention', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    const platform = createBrowserPlatform();
    platform.haptic('success');
    expect(vibrate).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    platform.haptic('success');
    expect(vibrate).toHaveBeenCalledWith([10, 40, 10]);
    Reflect.deleteProperty(navigator, 'vibrate');
    Reflect.deleteProperty(navigator, 'userActivation');
  });
});
