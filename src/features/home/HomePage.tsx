import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MemberBankAccount } from '../../api/contract';
import { limits } from '../../lib/constants';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { BalanceCard } from '../../ui/BalanceCard';
import { EmptyState, LoadFailed } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { Page } from '../../ui/Page';
import { reloadWallet, totalBalance, wallet, refreshAll } from '../wallet/store';
import { AgreementDialog } from './AgreementDialog';
import { BankNamePrompt } from './BankNamePrompt';
import { GameCarousels } from './GameCarousels';
import { HomeSkeleton } from './HomeSkeleton';
import { HomeNotice } from './HomeNotice';
import { HomeWidgets } from './HomeWidgets';
import { InviteBonus } from './InviteBonus';
import { home, loadHomeExtras, recheckWheel, showAgreementIfNeeded } from './store';
import styles from './HomePage.module.css';

export interface HomePageProps {
  /** Dialogs other features own that open from the home (game account, money dialogs); given by the app. */
  dialogs?: ReactNode;
  /** The bank-name edit dialog the prompt opens (the profile feature's); given by the app. */
  bankNameDialog?: (bankAccount: MemberBankAccount) => ReactNode;
}

/**
 * How long the home, its wallet loaded, still waits for the notice and the wheel check (started
 * beside the wallet at boot, so normally already there). Past it the home shows anyway: a slow
 * notice must not hold the balance back; it then moves the tiles once, when it comes.
 */
const EXTRAS_WAIT_MS = 1500;

const retryWallet = () => void reloadWallet();

/** The member dashboard (spec §2 Member home). */
export default function HomePage({ dialogs, bankNameDialog }: HomePageProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(wallet);
  const homeSnap = useSnapshot(home);

  useEffect(() => {
    void reloadWallet();
    void loadHomeExtras();
    return showAgreementIfNeeded(limits.agreementDelayMs);
  }, []);

  const loaded = snap.snapshot;
  const hasWallet = loaded !== null;
  const [waitedEnough, setWaitedEnough] = useState(false);
  // Counted from the wallet's arrival: a later wallet change (a refresh) does not restart the wait.
  useEffect(() => {
    if (!hasWallet || homeSnap.extrasKnown) return;
    const timer = setTimeout(() => setWaitedEnough(true), EXTRAS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [hasWallet, homeSnap.extrasKnown]);
  // The balance, the notice and the tiles show together, so nothing moves once the player can tap.
  const data = homeSnap.extrasKnown || waitedEnough ? loaded : null;
  useOnlineAgain(!data && snap.failed, retryWallet);
  // A wheel check that got no answer is asked again with the next news of the network: back
  // online, or a fresh wallet read (a sheet closed, the live socket back).
  useOnlineAgain(homeSnap.wheelUnknown, recheckWheel);
  useEffect(recheckWheel, [loaded]);
  return (
    <Page title={t('page.home')} titleId="home-title" appName={t('app.name')} titleHidden layout="plain" className={styles.page}>
      {!data && snap.failed && (
        <LoadFailed title={t('home.loadFailed')} headingLevel={2} onRetry={retryWallet} />
      )}
      {!data && !snap.failed && <HomeSkeleton wheelActive={homeSnap.wheelActive} />}
      {data && (
        <>
          <BalanceCard
            name={data.profile.name}
            total={totalBalance(data)}
            currency={t('home.currency')}
            updatedAt={snap.lastSync ?? undefined}
            refreshing={snap.refreshing}
            onRefresh={() => void refreshAll()}
          >
            <InviteBonus amount={data.invite.amount} />
          </BalanceCard>
          <HomeNotice />
          <BankNamePrompt bankAccount={data.bankAccount} dialog={bankNameDialog?.(data.bankAccount)} />
          <HomeWidgets wheelActive={homeSnap.wheelActive} coins={data.profile.coin} refreshing={snap.refreshing} />
          {data.slots.length > 0 ? (
            <GameCarousels slots={data.slots} />
          ) : (
            <EmptyState icon={<Icon name="home" size={40} />} title={t('home.noGames')} headingLevel={2} />
          )}
          {dialogs}
        </>
      )}
      <AgreementDialog />
    </Page>
  );
}
