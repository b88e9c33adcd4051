import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { EmptyState, LoadFailed } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Loader } from '../../ui/Loader';
import { Page } from '../../ui/Page';
import { loadActiveBonus } from '../bonus/store';
import { useMemberCurrency } from '../wallet/store';
import { ClaimDialog } from './ClaimDialog';
import { CouponTable } from './CouponTable';
import { PrizeDialog } from './PrizeDialog';
import { SpinButton } from './SpinButton';
import { landed, leaveWheel, reloadWheel, retryWheel, spin, watchWheel } from './store';
import { usePrizeAnnouncement } from './usePrizeAnnouncement';
import { useWheelSize } from './useWheelSize';
import { WheelCanvas } from './WheelCanvas';
import styles from './spin.module.css';
import { formatCount } from '../../lib/format-count';
import { formatAmount } from '../../lib/money';
import { useOnlineAgain } from '../../lib/useOnlineAgain';

/** The spin wheel and its coupons (spec §2 Spin). This module and wheel.ts load only on /user/spin. */
export default function SpinPage() {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(spin);
  const size = useWheelSize();
  const announce = usePrizeAnnouncement();
  // Amounts in the member's currency, drawn again if their wallet read says another.
  useMemberCurrency();
  useEffect(() => {
    watchWheel();
    void reloadWheel();
    void loadActiveBonus();
    // Leaving mid-spin (back is never held): the result is told on the screen the player went to.
    return () => leaveWheel(announce);
  }, [announce]);
  // Also when what is shown may be behind (a lost spin reply read again while still offline).
  useOnlineAgain(snap.setupBehind || snap.couponsBehind, retryWheel);
  // The operator's wheel name, unless it only repeats the page's title ("Lucky wheel" twice).
  const sameAsTitle = (name: string) => name.toLocaleLowerCase() === t('page.spin').toLocaleLowerCase();
  const wheelName = snap.name && !sameAsTitle(snap.name) ? snap.name : null;

  return (
    <Page title={t('page.spin')} titleId="spin-title" appName={t('app.name')}>
      {!snap.loaded && <Loader active variant="inline" />}
      {snap.loaded && snap.setupFailed && <LoadFailed title={t('spin.loadFailed')} headingLevel={2} onRetry={retryWheel} />}
      {snap.loaded && !snap.setupFailed && snap.slices.length === 0 && (
        <EmptyState icon={<Icon name="gift" size={40} />} title={t('spin.inactive')} headingLevel={2} />
      )}
      {snap.slices.length > 0 && (
        <div className={styles.stage}>
          {wheelName && <h2 className={styles.wheelName}>{wheelName}</h2>}
          <WheelCanvas
            slices={snap.slices}
            size={size}
            rotation={snap.rotation}
            plan={snap.plan}
            onLanded={landed}
            label={t('spin.wheelLabel', { name: snap.name ?? '' })}
          >
            <SpinButton />
          </WheelCanvas>
          <p className={styles.coinsText}>{t('spin.coinsLeft', { coins: formatCount(snap.coins, i18n.language) })}</p>
          {snap.depositPerCoin > 0 && (
            <p className={styles.earnHint}>{t('spin.earnHint', { amount: formatAmount(snap.depositPerCoin, i18n.language) })}</p>
          )}
        </div>
      )}
      <CouponTable />
      <PrizeDialog />
      <ClaimDialog />
    </Page>
  );
}
