import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle';
import styles from './PlaceholderPage.module.css';

/** A route whose screen a later issue fills: real route, real title, honest text. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t(titleKey)}
      </h1>
      <p className={styles.text}>{t('page.comingSoon')}</p>
    </section>
  );
}
