/**
 * Issue 19.4 on the running product: the LINE QR a player scans on the contact page opens the
 * contact setting's LINE link; the header carries the brand whole; the home tiles are one height
 * and every game tile shows its provider's own art, in th, la and en.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { asReturningMember, open, phonesPerSuite, type Locale } from './harness';
import { api, registeredMember } from './sandbox';
import { text } from './texts';

const jsQrScript = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/**
 * Photographs the QR as it is on screen and reads the picture with jsQR, as a phone camera would.
 * The reading runs on a blank page: the app's CSP (rightly) refuses an injected script.
 */
async function scanLineQr(page: Page): Promise<string | null> {
  const box = page.getByTestId('line-qr');
  await box.locator('svg').waitFor();
  const png = (await box.screenshot()).toString('base64');
  const scanner = await page.context().newPage();
  await scanner.addScriptTag({ path: jsQrScript });
  const data = await scanner.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height);
    const read = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR;
    return read(pixels.data, image.width, image.height)?.data ?? null;
  }, `data:image/png;base64,${png}`);
  await scanner.close();
  return data;
}

/**
 * The text is not cut: neither an ellipsis on its line nor a line clamped away below it (a glyph's
 * tail may reach a pixel or two past the box; a hidden line is a whole line height).
 */
const wholeInItsBox = (el: Element) =>
  el.scrollWidth <= el.clientWidth && el.scrollHeight - el.clientHeight < parseFloat(getComputedStyle(el).lineHeight) / 2;

describe('brand, art and the LINE QR on the real product (issue 19.4)', () => {
  const phones = phonesPerSuite();
  let token: string;
  beforeAll(async () => {
    ({ token } = await registeredMember());
  });

  it.each(['th', 'la', 'en'] as const)('the contact page QR decodes to the contact LINE link (%s)', async (locale: Locale) => {
    const { lineLink } = await api.call<{ lineLink: string }>('GET', '/api/lookup/contact');
    const { page } = await phones.phone({ locale });
    await open(page, '/contact');
    await expect(scanLineQr(page)).resolves.toBe(lineLink);
    await expect(page.getByRole('link', { name: text(locale, 'contact.addLine') }).getAttribute('href')).resolves.toBe(lineLink);
  });

  it.each(['th', 'la', 'en'] as const)('home: the whole brand in the bar, tiles of one height, each provider its own art (%s)', async (locale: Locale) => {
    const { page, context } = await phones.phone({ locale });
    await asReturningMember(context, token);
    await open(page, '/user/home');
    const word = page.locator('header').getByText(text(locale, 'app.name'), { exact: true });
    await word.waitFor();
    // Not cut by the language select: the wordmark's text fits its box.
    await expect(word.evaluate(wholeInItsBox)).resolves.toBe(true);
    const tiles = page.getByRole('list', { name: text(locale, 'home.actions') }).getByRole('button');
    await tiles.first().waitFor();
    const heights = await tiles.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThanOrEqual(7);
    expect(new Set(heights).size).toBe(1);
    // Every provider's plate and artwork loaded, and no two providers share a plate colour.
    const logos = await page.locator('main img[src*="/media/games/"][src$="logo.svg"]').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => img.src),
    );
    expect(logos.length).toBeGreaterThan(0);
    const plates = await Promise.all(logos.map(async (src) => (await (await fetch(src)).text()).match(/stroke="(hsl\([^)]*\))"/)?.[1]));
    expect(new Set(plates).size).toBe(logos.length);
  });

  it.each(['th', 'la', 'en'] as const)('the whole brand in the bar on a 320 px phone too (%s)', async (locale: Locale) => {
    const { page, context } = await phones.phone({ locale, viewport: { width: 320, height: 640 } });
    await asReturningMember(context, token);
    await open(page, '/user/home');
    const word = page.locator('header').getByText(text(locale, 'app.name'), { exact: true });
    await word.waitFor();
    // "Member Wallet" beside "English" and sign-out: cut to "Member W…" before it took two lines.
    await expect(word.evaluate(wholeInItsBox)).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
  });

  it.each((['th', 'la', 'en'] as const).flatMap((locale) => ['/user/profile', '/user/statement'].map((path) => [locale, path] as const)))(
    'inner screens at 320 px: the wordmark gives way to the back arrow as on wider phones, never cut (%s, %s)',
    async (locale: Locale, path) => {
      const { page, context } = await phones.phone({ locale, viewport: { width: 320, height: 640 } });
      await asReturningMember(context, token);
      await open(page, path);
      const back = page.getByTestId('host-back');
      await back.waitFor();
      // Shown beside the arrow before, squeezed to "Mem… / Wallet" in English.
      await expect(page.locator('header').getByText(text(locale, 'app.name'), { exact: true }).isVisible()).resolves.toBe(false);
      const [arrow, mark] = await Promise.all([back.boundingBox(), page.locator('header svg').first().boundingBox()]);
      expect(mark!.x).toBeGreaterThanOrEqual(arrow!.x + arrow!.width);
    },
  );
});
