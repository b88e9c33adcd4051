/**
 * Issue 19.4: the contact page's LINE QR is a real code of the contact setting's link. The test
 * photographs what the page draws (the sanitised SVG, rasterised like a phone camera would see
 * it) and decodes it with an independent reader (jsQR).
 */
import { createRoot, type Root } from 'react-dom/client';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';
import { LineQr } from './LineQr';

let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

function mount(link: string): HTMLDivElement {
  host = document.createElement('div');
  document.body.append(host);
  const mounted = createRoot(host);
  root = mounted;
  // Rendered as the page does, outside act(): the code arrives when the encoder has loaded.
  mounted.render(<LineQr link={link} label="LINE QR" />);
  return host;
}

const svgOf = (el: HTMLElement) => el.querySelector<SVGSVGElement>('[role="img"] svg');

async function renderedSvg(el: HTMLElement): Promise<SVGSVGElement> {
  await expect.poll(() => svgOf(el), { timeout: 10_000 }).not.toBeNull();
  return svgOf(el)!;
}

/** Draws the on-page SVG at 4 px a module on white and reads it back as a scanner would. */
async function decode(svg: SVGSVGElement): Promise<string | undefined> {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup.includes('xmlns=') ? markup : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'))}`;
  await image.decode();
  const size = 400;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(image, 0, 0, size, size);
  const pixels = ctx.getImageData(0, 0, size, size);
  return jsQR(pixels.data, size, size)?.data;
}

describe('LINE add-friend QR', () => {
  it('decodes to the contact setting’s LINE link', async () => {
    const link = 'https://line.me/R/ti/p/@memberwallet';
    const el = mount(link);
    await expect(decode(await renderedSvg(el))).resolves.toBe(link);
  });

  it('follows the setting: a new link draws a new code', async () => {
    const el = mount('https://line.me/R/ti/p/@memberwallet');
    await renderedSvg(el);
    const next = 'https://line.me/R/ti/p/%40wallet-la?from=contact';
    root!.render(<LineQr link={next} label="LINE QR" />);
    await expect.poll(async () => { const svg = svgOf(el); return svg ? decode(svg) : undefined; }, { timeout: 10_000 }).toBe(next);
  });
});
