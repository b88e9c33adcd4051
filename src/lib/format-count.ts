import { intlLocale } from './locale';

/** A count (coins), grouped in the reader's locale like the amounts beside it: "11,500", not "11500". */
export const formatCount = (count: number, locale = 'en'): string =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(Number.isFinite(count) ? count : 0);
