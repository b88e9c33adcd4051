/** WCAG 2 contrast for body text (AA). */
export const TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as 0–255 channels; null for anything else (a host may send other forms). */
function parseHex(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The contrast ratio of two colours (1–21); null when either is not a hex colour. */
export function contrast(a: string, b: string): number | null {
  const [x, y] = [parseHex(a), parseHex(b)];
  return x && y ? ratio(x, y) : null;
}

/**
 * `color`, or the nearest mix of it with `toward` (the theme's text colour) that reads at `min`
 * against every one of `backgrounds`: a host theme's grey hints and links keep their hue where
 * they can, and become legible where they are not (Telegram's dark hint is 3.6:1 on its own cards).
 * Colours that are not hex are left as they are.
 */
export function readableOn(color: string, backgrounds: readonly string[], toward: string, min = TEXT_CONTRAST): string {
  const [fg, target] = [parseHex(color), parseHex(toward)];
  const grounds = backgrounds.map(parseHex).filter((bg): bg is Rgb => bg !== null);
  if (!fg || !target || grounds.length === 0) return color;
  const reads = (rgb: Rgb) => grounds.every((bg) => ratio(rgb, bg) >= min);
  if (reads(fg)) return color;
  for (let step = 1; step <= 20; step++) {
    const share = step / 20;
    const mixed = fg.map((c, i) => c + (target[i]! - c) * share) as unknown as Rgb;
    if (reads(mixed)) return toHex(mixed);
  }
  return toward;
}
