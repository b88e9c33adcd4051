import { useTranslation } from 'react-i18next';
import { changeLocale, isLocale, locales } from './i18n';
import styles from './layouts.module.css';

/** The language dropdown of the guest and member top bars; the choice is stored (spec §1). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value, i18n);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
