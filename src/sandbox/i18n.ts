import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang } from '../lib/locale';

export const consoleLocales = ['th', 'la', 'en'] as const;
export type ConsoleLocale = (typeof consoleLocales)[number];

type Texts = { default: Record<string, unknown> };
// The console's own texts (`sandbox.*`) plus the guest and member parts for the UI kit's and the
// slip reasons' texts; the member app never downloads the `sandbox` part (locale-groups.ts).
const loaders: Record<ConsoleLocale, Array<() => Promise<Texts>>> = {
  th: [() => import('virtual:locale/th/guest'), () => import('virtual:locale/th/member'), () => import('virtual:locale/th/sandbox')],
  la: [() => import('virtual:locale/la/guest'), () => import('virtual:locale/la/member'), () => import('virtual:locale/la/sandbox')],
  en: [() => import('virtual:locale/en/guest'), () => import('virtual:locale/en/member'), () => import('virtual:locale/en/sandbox')],
};

const storageKey = 'sandbox-console-locale';

export const isConsoleLocale = (value: unknown): value is ConsoleLocale => consoleLocales.includes(value as ConsoleLocale);

export function storedConsoleLocale(): ConsoleLocale {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isConsoleLocale(fromUrl)) return fromUrl;
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (isConsoleLocale(stored)) return stored;
  } catch {
    /* storage disabled: English */
  }
  return 'en';
}

export async function applyConsoleLocale(locale: ConsoleLocale): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: locale, fallbackLng: false, resources: {}, interpolation: { escapeValue: false } });
  }
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const parts = await Promise.all(loaders[locale].map((load) => load()));
    for (const part of parts) i18next.addResourceBundle(locale, 'translation', part.default, true, true);
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    /* not remembered */
  }
}
