import { intlLocale } from './locale';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in the device's time zone (spec §9), with Gregorian years in every locale. */
export function formatDateTime(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Words for a relative time where the runtime has no data for the language (Chromium ships none
 * for Lao, and would answer in English): the unit, how many, and whether it is past.
 */
export type RelativeWords = (unit: Intl.RelativeTimeFormatUnit, count: number, past: boolean) => string;

/** Whether Intl can say relative times in this language itself. */
export const speaksRelative = (locale: string): boolean =>
  Intl.RelativeTimeFormat.supportedLocalesOf([intlLocale(locale)]).length > 0;

/**
 * "3 minutes ago" in the active locale; `now` is injectable so tests control the clock. `words`
 * says it where Intl cannot (see RelativeWords); without it such a language gets Intl's default.
 */
export function relativeTime(value: string | number | Date, locale = 'en', now: number = Date.now(), words?: RelativeWords): string {
  const then = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(then)) return '-';
  const seconds = Math.round((then - now) / 1000);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  const count = Math.trunc(seconds / size);
  if (words && !speaksRelative(locale)) return words(unit, Math.abs(count), count <= 0);
  return new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(count, unit);
}

/** mm:ss for countdowns (QR expiry); never negative. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}
