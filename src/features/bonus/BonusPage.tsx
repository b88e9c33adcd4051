import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { EmptyState, LoadFailed } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Loader } from '../../ui/Loader';
import { Page, pageParts } from '../../ui/Page';
import { ActiveBonus } from './ActiveBonus';
import { BonusCard } from './BonusCard';
import { BonusDialog } from './BonusDialog';
import { PromotionDialog } from './PromotionDialog';
import { PromotionForm } from './PromotionForm';
import { useMemberCurrency } from '../wallet/store';
import { bonus, loadBonuses, openBonus } from './store';
import styles from './bonus.module.css';

const retryBonuses = () => void loadBonuses();

/** Bonuses and promotion codes (spec §2 Bonus): the held bonus or the code form, then the cards. */
export default function BonusPage() {
  const { t } = useTranslation();
  const snap = useSnapshot(bonus);
  useEffect(() => void loadBonuses(), []);
  // Amounts in the member's currency, drawn again if their wallet read says another.
  useMemberCurrency();
  useOnlineAgain(snap.failed, retryBonuses);
  // While Retry's load runs, the loader shows rather than the failure it may undo.
  const failed = snap.failed && !snap.loading;

  return (
    <Page title={t('page.bonus')} titleId="bonus-title" appName={t('app.name')}>
      {snap.loaded && (snap.active?.status ? <ActiveBonus /> : <PromotionForm />)}
      <section aria-labelledby="bonus-list-title" aria-busy={snap.loading || undefined}>
        <h2 id="bonus-list-title" className={pageParts.sectionTitle}>
          {t('bonus.list')}
        </h2>
        {!snap.loaded && !failed && <Loader active variant="inline" />}
        {snap.loaded && snap.bonuses.length === 0 && (
          <EmptyState icon={<Icon name="gift" size={40} />} title={t('bonus.empty')} headingLevel={3} />
        )}
        {/* Nothing came (offline, say): said so, with Retry — never "no bonuses" over a list that exists. */}
        {failed && (
          <LoadFailed title={t('bonus.loadFailed')} headingLevel={3} onRetry={retryBonuses} />
        )}
        <div className={styles.cards}>
          {snap.bonuses.map((item) => (
            <BonusCard key={item.code} item={item} onOpen={openBonus} />
          ))}
        </div>
      </section>
      <BonusDialog />
      <PromotionDialog />
    </Page>
  );
}
