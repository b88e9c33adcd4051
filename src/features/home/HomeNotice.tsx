import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Icon } from '../../ui/Icon';
import { home } from './store';
import styles from './HomePage.module.css';

/**
 * Issue 18.6: the site's notice (§3 lookups, in the reader's language) under the balance card; none
 * shows nothing. An information mark: the seeded notice is a welcome, which a warning sign made an alarm.
 */
export function HomeNotice() {
  const { t } = useTranslation();
  const { notice } = useSnapshot(home);
  if (!notice) return null;
  return (
    <p className={styles.notice} role="note" aria-label={t('home.notice')}>
      <Icon name="info" size={18} />
      <span>{notice}</span>
    </p>
  );
}
