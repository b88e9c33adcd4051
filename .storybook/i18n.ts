import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import th from '../locales/th.json';
import la from '../locales/la.json';
import en from '../locales/en.json';
import { wireMoneyUnit } from '../src/app/money-unit';

// Stories switch locale from the toolbar instantly, so all three locales are loaded up front here
// (the app itself downloads only the active one).
export const storyI18n = i18next.createInstance();
void storyI18n.use(initReactI18next).init({
  lng: 'th',
  fallbackLng: false,
  resources: { th: { translation: th }, la: { translation: la }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
// `{{unit}}` (baht or kip) as the app fills it.
wireMoneyUnit(storyI18n);
