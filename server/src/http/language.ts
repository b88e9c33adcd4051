import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The three languages the product speaks (spec §1); `la` is the stored tag for Lao, like the client's. */
export const LANGUAGES = ['th', 'la', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** A text stored per language; any language may be missing. */
export type Texts<T = string> = Partial<Record<Lang, T>>;

/** The site's default: Thai, or Lao in the Laos build (spec §1). */
export const siteLanguage = (config: Pick<Config, 'laos'>): Lang => (config.laos ? 'la' : 'th');

/** `lo` (BCP 47) and `la` (the product's tag) both mean Lao; a region (th-TH, lo-LA) does not matter. */
function langOfTag(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'lo' || primary === 'la') return 'la';
  if (primary === 'th' || primary === 'en') return primary;
  return undefined;
}

/**
 * The language an `Accept-Language` header asks for: the supported one with the highest q-value
 * (the earlier one on a tie, q=0 meaning "not this"), or the site default when none is supported.
 */
export function parseAcceptLanguage(header: string | string[] | undefined, fallback: Lang): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { lang: Lang; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const lang = langOfTag(tag);
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? fallback;
}

/** What a request reads server content in. */
export interface Reader {
  lang: Lang;
  /** The site default, the first fallback for a text missing in `lang`. */
  site: Lang;
}

export function readerOf(req: FastifyRequest, config: Pick<Config, 'laos'>): Reader {
  const site = siteLanguage(config);
  return { lang: parseAcceptLanguage(req.headers['accept-language'], site), site };
}

/**
 * One text for a reader: requested language → site default → English → any stored one → `base`
 * (the untranslated column, for rows an operator added without translations).
 */
export function pickText<T>(texts: Texts<T> | null | undefined, reader: Reader, base: T): T {
  if (!texts) return base;
  for (const lang of [reader.lang, reader.site, 'en' as const]) {
    const text = texts[lang];
    if (text !== undefined && text !== null && text !== '') return text;
  }
  const any = LANGUAGES.map((l) => texts[l]).find((t) => t !== undefined && t !== null && t !== '');
  return any ?? base;
}
