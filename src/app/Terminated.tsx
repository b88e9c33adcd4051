import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../ui/Page';
import styles from './status-pages.module.css';

/** Where a `gone` reply lands (spec §2, §7): the page title becomes "Page not found". */
export function Terminated() {
  const { t } = useTranslation();
  useDocumentTitle(t('terminated.title'));
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{t('terminated.heading')}</h1>
      <p className={styles.text}>{t('terminated.text')}</p>
    </main>
  );
}

export default Terminated;
