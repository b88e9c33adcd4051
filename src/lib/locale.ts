/**
 * Language tags. The stored locale value for Lao is `la` (spec §9) while `<html lang>`, `lang`
 * attributes and Intl need the BCP 47 tag `lo` (DESIGN.md §9). This is the one place that knows.
 */

/** The BCP 47 tag of a stored locale, for `<html lang>` and `lang` attributes. */
export function htmlLang(locale: string): string {
  return locale === 'la' ? 'lo' : locale;
}

/** The stored locale of a BCP 47 tag or host language hint (`lo`, `lo-LA` → `la`); others pass through. */
export function storedLocale(tag: string): string {
  const language = tag.toLowerCase().slice(0, 2);
  return language === 'lo' ? 'la' : language;
}

/** The Intl locale of a stored locale: the language with its country, so digits and separators are local. */
export function intlLocale(locale: string): string {
  if (locale === 'la') return `${htmlLang(locale)}-LA`;
  if (locale === 'th') return 'th-TH';
  return 'en-GB';
}
