import { afterEach, describe, expect, test, vi } from 'vitest';
import { saveWithBrowser, type SavedImage } from './save-image';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr-kbank-500.png', { type: 'image/png' });
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** What the browser was asked to download: the link's file name and the bytes behind its blob. */
function captureDownloads() {
  const downloads: Array<{ name: string; href: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
  return downloads;
}

function onPhone(agent: string, share?: (data: ShareData) => Promise<void>) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  if (share) {
    Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => Boolean(data.files?.length) });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('saving a picture in a plain browser', () => {
  test('Android: the fetched picture is downloaded under its name, from memory', async () => {
    onPhone(android, async () => undefined);
    const downloads = captureDownloads();
    const image: SavedImage = { url: '/media/qr/1.png?exp=1&sig=x', name: 'qr-kbank-500.png', file: png() };
    await expect(saveWithBrowser(image)).resolves.toBe(true);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('qr-kbank-500.png');
    expect(downloads[0]!.href).toMatch(/^blob:/);
    const bytes = new Uint8Array(await (await fetch(downloads[0]!.href)).arrayBuffer());
    expect([...bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(navigator.share).not.toHaveBeenCalled();
  });

  test('iPhone: the share sheet gets the file (its Save Image puts it in Photos), and nothing is downloaded', async () => {
    const shared: ShareData[] = [];
    onPhone(iphone, async (data) => void shared.push(data));
    const downloads = captureDownloads();
    const file = png();
    await expect(saveWithBrowser({ url: '/x.png', name: file.name, file })).resolves.toBe(true);
    expect(shared).toEqual([{ files: [file] }]);
    expect(downloads).toHaveLength(0);
  });

  test('iPhone: a closed sheet is the player\'s choice (nothing behind their back); a refused one opens the picture to long-press', async () => {
    onPhone(iphone, async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const downloads = captureDownloads();
    await expect(saveWithBrowser({ url: '/x.png', name: 'a.png', file: png() })).resolves.toBe(true);
    expect(downloads).toHaveLength(0);
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async () => {
        throw new DOMException('no activation', 'NotAllowedError');
      },
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(saveWithBrowser({ url: '/x.png', name: 'a.png', file: png() })).resolves.toBe(true);
    expect(opened).toHaveBeenCalledWith(new URL('/x.png?inline=1', location.href).href, '_blank', 'noopener');
    expect(downloads).toHaveLength(0);
  });

  test('iPhone without the picture in hand (or no share sheet): it opens in a tab of its own, shown to long-press into Photos, not downloaded into Files', async () => {
    onPhone(iphone);
    const downloads = captureDownloads();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(saveWithBrowser({ url: '/media/qr/1.png?exp=1&sig=a', name: 'qr.png', file: null })).resolves.toBe(true);
    expect(opened).toHaveBeenCalledWith(new URL('/media/qr/1.png?exp=1&sig=a&inline=1', location.href).href, '_blank', 'noopener');
    expect(downloads).toHaveLength(0);
  });

  test('not fetched before the tap: fetched then; a picture that cannot be had is reported, nothing downloaded', async () => {
    onPhone(android);
    const downloads = captureDownloads();
    const fetched = vi.spyOn(window, 'fetch');
    fetched.mockResolvedValueOnce(new Response(new Blob([new Uint8Array([1, 2])], { type: 'image/png' })));
    await expect(saveWithBrowser({ url: '/media/qr/1.png?sig=a', name: 'qr.png', file: null })).resolves.toBe(true);
    expect(fetched).toHaveBeenCalledWith('/media/qr/1.png?sig=a', { credentials: 'omit' });
    expect(downloads.map((d) => d.name)).toEqual(['qr.png']);
    fetched.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'NO_DATA' }), { status: 404 }));
    await expect(saveWithBrowser({ url: '/media/qr/1.png?sig=b', name: 'qr.png' })).resolves.toBe(false);
    fetched.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(saveWithBrowser({ url: '/media/qr/1.png?sig=c', name: 'qr.png' })).resolves.toBe(false);
    expect(downloads).toHaveLength(1);
  });
});
