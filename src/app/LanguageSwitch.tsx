import { useTranslation } from 'react-i18next';
import { LanguageDropdown } from '../ui/LanguageDropdown';
import { changeLocale, isLocale } from './i18n';

/** The language dropdown of the guest and member top bars; the choice is stored (spec §1). */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const value = isLocale(i18n.language) ? i18n.language : 'th';
  return <LanguageDropdown value={value} onChange={(locale) => void changeLocale(locale, i18n)} />;
}
