import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title from an i18n key, following language changes. */
export function usePageTitle(key: string, withAppName = true): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = withAppName ? `${t(key)} | ${t('app.name')}` : t(key);
  }, [key, withAppName, t, i18n.language]);
}
