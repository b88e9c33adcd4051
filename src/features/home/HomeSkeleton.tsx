import { useTranslation } from 'react-i18next';
import { BalanceCardSkeleton } from '../../ui/BalanceCard';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { GameCarouselsSkeleton } from './GameCarousels';
import { HomeNotice } from './HomeNotice';
import { HomeWidgets } from './HomeWidgets';
import styles from './HomePage.module.css';

/**
 * The home while the first wallet load runs (issue 19.6): the balance card's and the game rows'
 * shapes, and the tiles in their places, so the loaded home replaces them without a jump.
 */
export function HomeSkeleton({ wheelActive }: { wheelActive: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <BalanceCardSkeleton currency={t('home.currency')}>
        <div className={styles.bonus}>
          <span className={styles.bonusLabel}>{t('home.inviteBonus')}</span>
          <Skeleton>
            <Button size="sm" variant="secondary" icon="gift">
              {t('invite.addToWallet')}
            </Button>
          </Skeleton>
        </div>
      </BalanceCardSkeleton>
      {/* The notice usually arrives before the wallet: shown here too, it does not push the tiles down later. */}
      <HomeNotice />
      {/* The tiles need no data: they hold their place, inert and hidden from readers until the wallet is there. */}
      <div inert aria-hidden="true" className={styles.pending}>
        <HomeWidgets wheelActive={wheelActive} coins={0} refreshing={false} />
      </div>
      <GameCarouselsSkeleton />
    </>
  );
}
