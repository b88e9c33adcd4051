import { createHash } from 'node:crypto';
import { escapeMarkup } from '../../http/escape.ts';

/** A generated 640×300 banner whose caption and colours follow from its name (e.g. `bonus-daily20`). */
export function bannerSvg(name: string): string {
  const h = (createHash('sha256').update(name).digest()[0]! * 360) / 256;
  const caption = escapeMarkup(name.replace(/-/g, ' ').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="300" viewBox="0 0 640 300" role="img" aria-label="${caption}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,35%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},70%,14%)"/></linearGradient></defs>
<rect width="640" height="300" rx="24" fill="url(#b)"/>
<circle cx="560" cy="60" r="110" fill="hsl(${h},90%,60%)" fill-opacity="0.2"/>
<circle cx="70" cy="270" r="130" fill="hsl(${(h + 90) % 360},90%,60%)" fill-opacity="0.15"/>
<text x="320" y="165" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${Math.min(48, 1100 / Math.max(caption.length, 10))}" fill="#fff">${caption}</text>
</svg>`;
}
