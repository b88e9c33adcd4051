/*
 * Original artwork for the game tiles: no provider's logo, only its name set in our own plate and a
 * motif for its category, in a colour of its own. Pure string building (no Node modules), so the
 * Storybook fixtures draw the very same pictures the server serves.
 */
import { escapeMarkup } from '../../http/escape.ts';

export type ArtCategory = 'slot' | 'sport' | 'lotto';

/**
 * The hue of the provider at `index` in the catalogue's order: golden-angle steps, so any two of
 * the first dozens of providers sit far apart on the colour wheel (16 seeded ones never clash).
 */
export const providerHue = (index: number): number => Math.round((28 + index * 137.508) % 360);

/** A font size that fits `text` on one line of `width` user units (bold sans ≈ 0.58 em a glyph). */
const fit = (text: string, width: number, max: number) => Math.min(max, Math.floor(width / (Math.max(text.length, 3) * 0.58)));

/** The name plate (240×80): the provider's name on a bar of its colour, drawn over the top of the tile. */
export function gameLogo(name: string, hue: number): string {
  const label = escapeMarkup(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${label}">
<rect x="2" y="8" width="236" height="64" rx="32" fill="hsl(${hue},70%,14%)" fill-opacity="0.88" stroke="hsl(${hue},90%,62%)" stroke-width="3"/>
<text x="120" y="40" dy="0.35em" text-anchor="middle" font-family="'Noto Sans',Arial,Helvetica,sans-serif" font-weight="800" font-size="${fit(name, 208, 38)}" fill="#fff">${label}</text>
</svg>`;
}

/** Three reels with sevens, a bar and a cherry. */
const slotMotif = (hue: number) => `<g transform="translate(150 122)">
<rect x="-96" y="-34" width="192" height="68" rx="12" fill="#000" fill-opacity="0.35"/>
${[-62, 0, 62]
  .map(
    (x, i) => `<rect x="${x - 27}" y="-28" width="54" height="56" rx="8" fill="#fff" fill-opacity="0.92"/>
<text x="${x}" y="0" dy="0.36em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="900" font-size="40" fill="hsl(${(hue + i * 40) % 360},80%,42%)">${i === 1 ? '★' : '7'}</text>`,
  )
  .join('\n')}
</g>`;

/** A ball on a pitch's centre circle, with a playing card for the casino side. */
const sportMotif = (hue: number) => `<g fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3">
<path d="M0 150H300"/><circle cx="150" cy="150" r="46"/></g>
<g transform="translate(112 128)"><circle r="32" fill="#fff"/>
<path d="M0-12 11-4 7 10H-7L-11-4Z" fill="hsl(${hue},40%,15%)"/>
<path d="M0-12V-32M11-4 30-10M7 10 18 26M-7 10-18 26M-11-4-30-10" stroke="hsl(${hue},40%,15%)" stroke-width="3"/></g>
<g transform="translate(200 124) rotate(12)"><rect x="-24" y="-33" width="48" height="66" rx="6" fill="#fff"/>
<text x="0" y="0" dy="0.35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="900" font-size="30" fill="hsl(${hue},75%,40%)">A</text></g>`;

/** Numbered lottery balls. */
const lottoMotif = (hue: number) =>
  [
    [70, 128, '8'],
    [128, 116, '2'],
    [186, 130, '5'],
    [238, 114, '9'],
  ]
    .map(
      ([x, y, n], i) => `<g transform="translate(${x} ${y})"><circle r="25" fill="hsl(${(hue + Number(i) * 70) % 360},85%,55%)"/>
<circle r="14" fill="#fff"/><text dy="0.36em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="900" font-size="18" fill="#111">${n}</text></g>`,
    )
    .join('\n');

const motifs: Record<ArtCategory, (hue: number) => string> = { slot: slotMotif, sport: sportMotif, lotto: lottoMotif };

/** The tile's artwork (300×211): the provider's colour, light rays and its category's motif. */
export function gameBackground(category: ArtCategory, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211" viewBox="0 0 300 211">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 25) % 360},70%,13%)"/></linearGradient>
<radialGradient id="r" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="211" fill="url(#g)"/>
<path d="M150 120 0 0H60ZM150 120 120 0H180ZM150 120 240 0H300ZM150 120 300 90V150ZM150 120 0 90V150Z" fill="#fff" fill-opacity="0.07"/>
<rect width="300" height="211" fill="url(#r)"/>
${motifs[category](hue)}
</svg>`;
}
