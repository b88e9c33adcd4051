import { storyI18n } from './i18n';

/**
 * Texts in play functions come from the locale files, in the language the story renders in, so
 * a story follows the toolbar (and a docs page shows every story in the chosen language) instead
 * of pinning English to make its assertions match.
 */
export const t = (key: string, values?: Record<string, unknown>): string => storyI18n.t(key, values);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label that starts with a text (a required field's label ends with its mark). */
export const startsWith = (key: string, values?: Record<string, unknown>): RegExp => new RegExp(`^${escape(t(key, values))}`);

/** A name that contains a text. */
export const containing = (key: string, values?: Record<string, unknown>): RegExp => new RegExp(escape(t(key, values)));

/** A whole text with one changing part matched by a pattern (a time, a count). */
export const withPattern = (key: string, name: string, pattern: string): RegExp =>
  new RegExp(`^${escape(t(key, { [name]: '\u0000' })).replace('\u0000', pattern)}$`);

/** A text with one changing number in it, e.g. a countdown ("Send a new code in 42 s"). */
export const withNumber = (key: string, name: string): RegExp =>
  new RegExp(escape(t(key, { [name]: '\u0000' })).replace('\u0000', '\\d+'));

/** The language stories render in (for formatting dates and numbers as the screen does). */
export const storyLanguage = (): string => storyI18n.language;
