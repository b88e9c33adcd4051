import { afterEach, describe, expect, test, vi } from 'vitest';
import { LiffMockPlugin } from '@line/liff-mock';
import { createLinePlatform, liffLoginAttemptKey, loadLiffSdk, type LiffApi } from './line';
import { createFakeLiff, sampleLineIdToken, type FakeLiffOptions } from './simulator/fake-liff';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

async function launch(options: FakeLiffOptions = {}) {
  const liff = createFakeLiff(options);
  const platform = createLinePlatform({ loadLiff: async () => liff, liffId: 'liff-test', loginRedirectWaitMs: 0 });
  await platform.ready();
  return { liff, platform };
}

describe('LINE, inside the LIFF browser', () => {
  test('liff.init runs with our LIFF ID and no automatic login; no login redirect', async () => {
    const { liff, platform } = await launch();
    expect(liff.callsOf('init').map((call) => call.args[0])).toEqual([
      { liffId: 'liff-test', withLoginOnExternalBrowser: false },
    ]);
    expect(liff.callsOf('login')).toHaveLength(0);
    expect(platform.hasNativeBack).toBe(false);
    expect(document.documentElement.dataset.platform).toBe('line');
  });

  test('external links open outside LINE; new-tab games stay in LINE', async () => {
    const { liff, platform } = await launch();
    platform.openExternal('https://example.com/help');
    platform.openGame('https://games.example.com/play', 'new');
    expect(liff.callsOf('openWindow').map((call) => call.args[0])).toEqual([
      { url: 'https://example.com/help', external: true },
      { url: 'https://games.example.com/play', external: false },
    ]);
  });

  test('the invite link goes through shareTargetPicker when available', async () => {
    const { liff, platform } = await launch();
    await expect(platform.share('https://wallet.example/register?code=PR42', 'Join me', 'เปิดลิงก์')).resolves.toBe(true);
    const [message] = liff.callsOf('shareTargetPicker')[0]?.args[0] as Array<{
      type: string;
      altText: string;
      contents: unknown;
    }>;
    expect(message).toMatchObject({ type: 'flex', altText: 'Join me\nhttps://wallet.example/register?code=PR42' });
    expect(JSON.stringify(message?.contents)).toContain('"uri":"https://wallet.example/register?code=PR42"');
    // Its button in the player's language, not a fixed English "Open".
    expect(JSON.stringify(message?.contents)).toContain('"label":"เปิดลิงก์"');
  });

  test('a closed picker reports not shared', async () => {
    const { platform } = await launch({ shareResult: undefined });
    await expect(platform.share('https://wallet.example/register?code=PR42', 'Join me', 'Open')).resolves.toBe(false);
  });

  test('without shareTargetPicker the Web Share API is used', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { liff, platform } = await launch({ shareTargetPicker: false });
    await expect(platform.share('https://wallet.example/r', 'Join', 'Open')).resolves.toBe(true);
    expect(liff.callsOf('shareTargetPicker')).toHaveLength(0);
    expect(share).toHaveBeenCalledWith({ url: 'https://wallet.example/r', text: 'Join' });
  });

  test('a deposit QR opens outside LINE, whose browser saves it (LINE cannot download a file made in the page)', async () => {
    const { liff, platform } = await launch();
    await expect(platform.saveImage!({ url: '/media/qr/1.png?exp=1&sig=a', name: 'qr.png', file: null })).resolves.toBe(true);
    expect(liff.callsOf('openWindow').map((call) => call.args[0])).toEqual([
      { url: new URL('/media/qr/1.png?exp=1&sig=a', location.href).href, external: true },
    ]);
  });

  test('on an iPhone without a share sheet the picture opens outside shown, not as a download (which iOS puts in Files)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Line/14.0.0');
    const { liff, platform } = await launch();
    await platform.saveImage!({ url: '/media/qr/1.png?exp=1&sig=a', name: 'qr.png', file: null });
    expect(liff.callsOf('openWindow').map((call) => call.args[0])).toEqual([
      { url: new URL('/media/qr/1.png?exp=1&sig=a&inline=1', location.href).href, external: true },
    ]);
  });

  test('close, auth proof, language hint, haptics', async () => {
    const { liff, platform } = await launch();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    // Vibration follows a user gesture only (Chrome refuses it before): the player has tapped.
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    platform.close();
    expect(liff.callsOf('closeWindow')).toHaveLength(1);
    expect(platform.getAuthProof()).toEqual({ kind: 'line-idtoken', value: sampleLineIdToken });
    expect(platform.languageHint()).toBe('th');
    platform.haptic('success');
    expect(vibrate).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'vibrate');
    Reflect.deleteProperty(navigator, 'userActivation');
  });
});

describe('LINE, in an external browser', () => {
  test('not logged in: one login redirect, and never a second one in the same session', async () => {
    const first = await launch({ inClient: false, loggedIn: false });
    expect(first.liff.callsOf('login')).toHaveLength(1);
    expect(sessionStorage.getItem(liffLoginAttemptKey)).toBe('1');
    // Back from a refused or failed login: no loop, the app runs without a LINE identity.
    const second = await launch({ inClient: false, loggedIn: false });
    expect(second.liff.callsOf('login')).toHaveLength(0);
    expect(second.platform.getAuthProof()).toBeNull();
  });

  test('logged in: no redirect, the guard is cleared, the ID token is the proof', async () => {
    sessionStorage.setItem(liffLoginAttemptKey, '1');
    const { liff, platform } = await launch({ inClient: false, loggedIn: true });
    expect(liff.callsOf('login')).toHaveLength(0);
    expect(sessionStorage.getItem(liffLoginAttemptKey)).toBeNull();
    expect(platform.getAuthProof()?.kind).toBe('line-idtoken');
  });

  test('close and new-tab games use the browser outside the LIFF browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { liff, platform } = await launch({ inClient: false, loggedIn: true });
    platform.openGame('https://games.example.com/play', 'new');
    platform.close();
    expect(open).toHaveBeenCalledWith('https://games.example.com/play', '_blank', 'noopener');
    expect(close).toHaveBeenCalled();
    expect(liff.callsOf('closeWindow')).toHaveLength(0);
  });
});

describe('LINE when LIFF cannot start', () => {
  test('a failing liff.init leaves browser behaviours and does not reject', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { platform } = await launch({ initError: new Error('invalid liffId') });
    expect(platform.liff()).toBeNull();
    platform.openExternal('https://example.com');
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener');
    expect(platform.getAuthProof()).toBeNull();
  });

  test('without VITE_LIFF_ID the SDK is not even loaded', async () => {
    const loadLiff = vi.fn(async (): Promise<LiffApi> => createFakeLiff());
    await createLinePlatform({ loadLiff, liffId: '' }).ready();
    expect(loadLiff).not.toHaveBeenCalled();
  });
});

test('the real pluggable LIFF SDK (core + our modules) works behind the adapter with @line/liff-mock', async () => {
  const platform = createLinePlatform({
    liffId: 'liff-mock-id',
    loginRedirectWaitMs: 0,
    loadLiff: async () => {
      const liff = await loadLiffSdk();
      // liff-mock replaces the APIs when init is called with { mock: true }.
      (liff as unknown as { use(plugin: LiffMockPlugin): void }).use(new LiffMockPlugin());
      const init = liff.init.bind(liff);
      return Object.assign(liff, {
        init: (config: Parameters<LiffApi['init']>[0]) => init({ ...config, mock: true } as typeof config),
      });
    },
  });
  await platform.ready();
  const liff = platform.liff();
  expect(liff).not.toBeNull();
  const openWindow = vi.spyOn(liff as LiffApi, 'openWindow');
  platform.openExternal('https://example.com/help');
  expect(openWindow).toHaveBeenCalledWith({ url: 'https://example.com/help', external: true });
  expect(platform.languageHint()).toBeTruthy();
});
