import { createHash } from 'node:crypto';
import { escapeMarkup } from '../../http/escape.ts';

/** A stable hue per game code, so each provider keeps its colours across restarts. */
function hue(code: string): number {
  return createHash('sha256').update(code).digest()[0]! * 360 / 256;
}


export function gameLogo(code: string, name: string): string {
  const h = hue(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80" role="img" aria-label="${escapeMarkup(name)}">
<rect width="160" height="80" rx="14" fill="hsl(${h},70%,18%)"/>
<rect x="4" y="4" width="152" height="72" rx="11" fill="none" stroke="hsl(${h},85%,60%)" stroke-width="2"/>
<text x="80" y="50" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${Math.min(26, 220 / Math.max(code.length, 4))}" fill="hsl(${h},90%,75%)">${escapeMarkup(code)}</text>
</svg>`;
}

export function gameBackground(code: string): string {
  const h = hue(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211" viewBox="0 0 300 211">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},65%,30%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},65%,12%)"/></linearGradient></defs>
<rect width="300" height="211" fill="url(#g)"/>
<circle cx="250" cy="40" r="70" fill="hsl(${h},80%,55%)" fill-opacity="0.18"/>
<circle cx="40" cy="190" r="90" fill="hsl(${(h + 30) % 360},80%,55%)" fill-opacity="0.12"/>
</svg>`;
}

export function lineQrPlaceholder(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="#fff"/><rect x="20" y="20" width="120" height="120" fill="none" stroke="#06c755" stroke-width="8"/><text x="80" y="88" text-anchor="middle" font-family="Arial" font-size="20" fill="#06c755">LINE</text></svg>`;
}
