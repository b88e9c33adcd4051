import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildConfig } from '../config/build';
import { readStored, storageKeys, writeStored } from '../lib/storage';

export const locales = ['th', 'la', 'en'] as const;
export type Locale = (typeof locales)[number];

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Spec §1: Thai by default, Lao in the Laos build. */
export const defaultLocale = (): Locale => (buildConfig.laos ? 'la' : 'th');

/** `<html lang>` and Intl use `lo` for Lao while the stored value stays `la` (DESIGN.md §9). */
export const htmlLang = (locale: Locale): string => (locale === 'la' ? 'lo' : locale);

// Only the active locale's texts are downloaded: each JSON becomes its own chunk.
const loaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  th: () => import('../../locales/th.json'),
  la: () => import('../../locales/la.json'),
  en: () => import('../../locales/en.json'),
};

/** The first locale: the stored choice, then the host's hint (Telegram/LINE language), then the build default. */
export function initialLocale(hint?: string): Locale {
  const stored = readStored(storageKeys.locale);
  if (isLocale(stored)) return stored;
  const fromHint = hint?.toLowerCase().slice(0, 2);
  if (fromHint === 'lo') return 'la';
  if (isLocale(fromHint)) return fromHint;
  return defaultLocale();
}

async function ensureLoaded(instance: I18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, 'translation')) return;
  const { default: texts } = await loaders[locale]();
  instance.addResourceBundle(locale, 'translation', texts, true, true);
}

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
