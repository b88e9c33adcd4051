import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '../../ui/Skeleton';
import { TabListSkeleton } from '../../ui/Tabs';
import styles from './deposit.module.css';

/**
 * The deposit methods while their lookup loads (issue 19.6): the tab row's pills at the tabs'
 * height and the panel's first blocks, instead of a loading sentence.
 */
export function DepositMethodsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('deposit.methodsLoading')}>
      {/* Five pills on two lines, as the usual five methods take on a phone. */}
      <TabListSkeleton wrap widths={['8rem', '6.5rem', '5.5rem', '7rem', '6.5rem']} className={styles.tabs} />
      <div className={styles.panel}>
        <Skeleton width="80%" />
        <Skeleton shape="block" height={96} />
        <Skeleton shape="block" height={48} />
      </div>
    </SkeletonRegion>
  );
}
