import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildConfig } from '../config/build';
import { htmlLang, storedLocale } from '../lib/locale';
import { importWithRetry } from '../lib/lazyWithRetry';
import { readStored, storageKeys, writeStored } from '../lib/storage';
import type { TextGroup } from './locale-groups';
import { wireMoneyUnit } from './money-unit';

export const locales = ['th', 'la', 'en'] as const;
export type Locale = (typeof locales)[number];

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Spec §1: Thai by default, Lao in the Laos build. */
const defaultLocale = (laos: boolean): Locale => (laos ? 'la' : 'th');

/** `<html lang>` and Intl use `lo` for Lao while the stored value stays `la` (DESIGN.md §9). */
export { htmlLang };

// Only the active locale's texts are downloaded, and of those only the guest part on the first
// load; member texts come with the member shell, a part's own texts with its chunk (locale-groups.ts).
type Texts = { default: Record<string, unknown> };
const loaders: Record<Locale, Record<TextGroup, () => Promise<Texts>>> = {
  th: {
    guest: () => import('virtual:locale/th/guest'),
    member: () => import('virtual:locale/th/member'),
    chat: () => import('virtual:locale/th/chat'),
    register: () => import('virtual:locale/th/register'),
    pages: () => import('virtual:locale/th/pages'),
  },
  la: {
    guest: () => import('virtual:locale/la/guest'),
    member: () => import('virtual:locale/la/member'),
    chat: () => import('virtual:locale/la/chat'),
    register: () => import('virtual:locale/la/register'),
    pages: () => import('virtual:locale/la/pages'),
  },
  en: {
    guest: () => import('virtual:locale/en/guest'),
    member: () => import('virtual:locale/en/member'),
    chat: () => import('virtual:locale/en/chat'),
    register: () => import('virtual:locale/en/register'),
    pages: () => import('virtual:locale/en/pages'),
  },
};

/** The groups this page has needed so far; a language switch loads the same groups again. */
const neededGroups = new Set<TextGroup>(['guest']);
const loadedGroups = new WeakMap<I18n, Set<string>>();

/**
 * The first locale: the stored choice, then the host's hint (Telegram/LINE language), then the build
 * default. In the Laos build only a Lao hint counts: Telegram has no Lao interface, so a Lao player's
 * client says Thai or English, and the wallet would open in a language they did not choose.
 */
export function initialLocale(hint?: string, laos: boolean = buildConfig.laos): Locale {
  const stored = readStored(storageKeys.locale);
  if (isLocale(stored)) return stored;
  const fromHint = hint === undefined ? undefined : storedLocale(hint);
  if (isLocale(fromHint) && (!laos || fromHint === 'la')) return fromHint;
  return defaultLocale(laos);
}

async function ensureLoaded(instance: I18n, locale: Locale): Promise<void> {
  await Promise.all(
    [...neededGroups].map(async (group) => {
      const loaded = loadedGroups.get(instance) ?? new Set<string>();
      loadedGroups.set(instance, loaded);
      if (loaded.has(`${locale}/${group}`)) return;
      // A flaky network must not leave the app without texts: retried like any lazy chunk.
      const { default: texts } = await importWithRetry(loaders[locale][group]);
      instance.addResourceBundle(locale, 'translation', texts, true, true);
      loaded.add(`${locale}/${group}`);
    }),
  );
}

/** Asks `initI18n` to load the member texts with the guest ones (a launch straight into the member area). */
export function needMemberTexts(): void {
  neededGroups.add('member');
}

/** Loads a later group of the active language's texts; a language switch then brings it too. */
export async function loadTexts(group: TextGroup, instance: I18n = i18next): Promise<void> {
  neededGroups.add(group);
  const locale = instance.language;
  if (isLocale(locale)) await ensureLoaded(instance, locale);
}

/** A lazily loaded part's module once its texts are loaded too; both downloads start at once. */
export const withTexts = <T,>(module: Promise<T>, group: TextGroup): Promise<T> =>
  Promise.all([module, loadTexts(group)]).then(([loaded]) => loaded);

/** The member-only texts (called before the member shell renders). */
export const loadMemberTexts = (instance: I18n = i18next): Promise<void> => loadTexts('member', instance);

function applyHtmlLang(locale: Locale): void {
  document.documentElement.lang = htmlLang(locale);
}

export async function initI18n(locale: Locale, instance: I18n = i18next): Promise<I18n> {
  if (!instance.isInitialized) {
    await instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    wireMoneyUnit(instance);
  }
  await ensureLoaded(instance, locale);
  await instance.changeLanguage(locale);
  applyHtmlLang(locale);
  return instance;
}

/** The dropdown's action: load the texts, switch, remember the choice (spec §1). */
export async function changeLocale(locale: Locale, instance: I18n = i18next): Promise<void> {
  await ensureLoaded(instance, locale);
  await instance.changeLanguage(locale);
  writeStored(storageKeys.locale, locale);
  applyHtmlLang(locale);
}

export { i18next };
