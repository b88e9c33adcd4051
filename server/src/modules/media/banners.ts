/*
 * Designed banner art for the seeded promotions (640×360, the 16:9 frame ui/Banner shows): the campaign's colours, light rays, a
 * headline from the banner's name and a motif for its area (a gift for bonuses, friends for
 * invites, a coin coming back for refunds). Pure string building, like the game art.
 */
import { escapeMarkup } from '../../http/escape.ts';

/** A stable hue from a name (FNV-1a), so a banner keeps its colours across restarts. */
export function nameHue(name: string): number {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 0) % 360;
}

const gift = `<g transform="translate(500 190)">
<rect x="-78" y="-30" width="156" height="104" rx="10" fill="#fff" fill-opacity="0.95"/>
<rect x="-88" y="-58" width="176" height="36" rx="8" fill="#fff"/>
<rect x="-14" y="-58" width="28" height="132" fill="var(--accent)"/>
<path d="M0-58C-20-100-70-96-56-70-48-56-20-58 0-58ZM0-58C20-100 70-96 56-70 48-56 20-58 0-58Z" fill="var(--accent)"/>
</g>`;

const friends = `<g transform="translate(500 200)" fill="#fff">
<circle cx="-52" cy="-44" r="26" fill-opacity="0.8"/><path d="M-100 40c0-40 22-60 48-60s48 20 48 60Z" fill-opacity="0.8"/>
<circle cx="46" cy="-54" r="30"/><path d="M-10 46c0-46 26-68 56-68s56 22 56 68Z"/>
<circle cx="88" cy="-96" r="20" fill="var(--accent)"/><path d="M88-106v20M78-96h20" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
</g>`;

const coinBack = `<g transform="translate(500 190)">
<path d="M-96-20a100 100 0 0 1 170-52" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
<path d="M-118-44-96-8-70-40Z" fill="#fff"/>
<circle cx="10" cy="30" r="66" fill="#ffd24a" stroke="#fff" stroke-width="6"/>
<circle cx="10" cy="30" r="46" fill="none" stroke="#c98a00" stroke-width="5"/>
<text x="10" y="30" dy="0.36em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="900" font-size="52" fill="#8a5a00">%</text>
</g>`;

const stars = `<g transform="translate(500 180)" fill="#fff">
<path d="M0-80 20-22 80-20 32 16 50 76 0 40-50 76-32 16-80-20-20-22Z"/>
<circle cx="90" cy="-70" r="10" fill="var(--accent)"/><circle cx="-96" cy="64" r="14" fill="var(--accent)"/>
</g>`;

const motifs: Record<string, string> = { bonus: gift, invite: friends, refund: coinBack };

/** A banner whose headline and colours follow from its name (`area-rest`, e.g. `bonus-daily20`). */
export function bannerSvg(name: string): string {
  const h = nameHue(name);
  const [area = '', ...rest] = name.split('-');
  // A bonus banner is named after its code (bonus-daily20 → DAILY20); others keep their area word.
  const words = (area === 'bonus' && rest.length > 0 ? rest : [area, ...rest]).map((w) => w.toUpperCase());
  // Headline on at most two lines, sized to the longest.
  const lines = words.length > 2 ? [words.slice(0, -1).join(' '), words.at(-1)!] : words;
  // The headline stays in the left 45 %: a bonus card crops the banner to its right half (the
  // motif) behind its own title, so no cut-off headline shows through there.
  const size = Math.min(64, Math.floor(220 / (Math.max(...lines.map((l) => l.length), 4) * 0.7)));
  const headline = lines
    .map((line, i) => `<text x="48" y="${180 - ((lines.length - 1) * size) / 2 + i * size * 1.05}" dy="0.35em" font-family="'Noto Sans',Arial,Helvetica,sans-serif" font-weight="900" font-size="${size}" fill="#fff">${escapeMarkup(line)}</text>`)
    .join('\n');
  const accent = `hsl(${(h + 180) % 360},85%,55%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeMarkup(words.join(' '))}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},75%,45%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},75%,16%)"/></linearGradient>
<radialGradient id="l" cx="0.78" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="640" height="360" rx="24" fill="url(#b)"/>
<path d="M500 180 360 0H420ZM500 180 480 0H540ZM500 180 600 0H640V40ZM500 180 640 150V220ZM500 180 640 330V360H600ZM500 180 420 360H360Z" fill="#fff" fill-opacity="0.08"/>
<rect width="640" height="360" rx="24" fill="url(#l)"/>
${[[40, 40, 6], [300, 60, 4], [360, 300, 7], [250, 320, 4], [600, 40, 5]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.5"/>`).join('')}
${(motifs[area] ?? stars).replaceAll('var(--accent)', accent)}
<rect x="48" y="${180 - ((lines.length - 1) * size) / 2 - size * 0.9}" width="56" height="8" rx="4" fill="${accent}"/>
${headline}
</svg>`;
}
