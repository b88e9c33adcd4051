import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../ui/Page';
import styles from './status-pages.module.css';

/** Any unknown path (spec §2): says "Page Not Found". */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'), t('app.name'));
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link href="/" className={styles.link}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}

export default NotFound;
