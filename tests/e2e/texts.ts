import th from '../../locales/th.json' with { type: 'json' };
import la from '../../locales/la.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import type { Locale } from './harness';

const all = { th, la, en } as const;

/** The product's own text for a key in a locale, so journeys read the screen as a player would. */
export function text(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const lookUp = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], all[locale]);
  // A count picks its plural form as i18next does ("1 coin", "2 coins"): key_one, key_other.
  const plural = typeof vars.count === 'number' ? `${key}_${new Intl.PluralRules(locale === 'la' ? 'lo' : locale).select(vars.count)}` : null;
  const value = (plural && lookUp(plural)) ?? lookUp(key);
  if (typeof value !== 'string') throw new Error(`missing text ${locale}:${key}`);
  // `{{unit}}` is the wallet currency's word (the app's i18next default variable): baht unless told.
  const withUnit = { unit: all[locale].money.unit.BAHT, ...vars };
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(withUnit[name as keyof typeof withUnit] ?? ''));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A password input by its label (password inputs have no textbox role; the label may carry a required mark). */
export const passwordField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
