import { Suspense, useEffect, type ReactNode } from 'react';
// Every member screen draws its icons at once (the set outside the first download comes with the shell).
import '../ui/Icon/all-icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { HostLinkOffer } from '../features/auth/HostLinkOffer';
import { HostLinkPasswordDialog } from '../features/auth/HostLinkPasswordDialog';
import { followSessionElsewhere } from './follow-session';
import { useActionsForgottenOnLeave } from './forget-actions';
import { closeConditions, conditions, openConditions } from '../features/conditions/store';
import { closeReceipt, receipts } from '../features/receipt/store';
import { lazyWithRetry as lazy } from '../lib/lazyWithRetry';
import { BottomNav } from '../ui/BottomNav';
import { BrandMark } from '../ui/BrandMark';
import { DialogBoundary } from '../ui/ErrorBoundary';
import { TopBar } from '../ui/TopBar';
import { HostUnavailableNote } from './OfflineBanner';
import { LanguageSwitch } from './LanguageSwitch';
import { SignOutButton } from './SignOutButton';
import { useRoutedNav, type NavLink } from './useRoutedNav';
import styles from './layouts.module.css';
import { ScreenLoading } from './ScreenLoading';

// The dialog (with the HTML sanitiser) loads only when the member opens it: /login stays small.
const ConditionsDialog = lazy(() => import('../features/conditions/ConditionsDialog'));
// A reward's receipt (issue 18.4) loads when one is first shown.
const ReceiptHost = lazy(() => import('../features/receipt/ReceiptHost'));

const links: NavLink[] = [
  { id: 'profile', href: '/user/profile', label: 'nav.profile', icon: 'user' },
  { id: 'home', href: '/user/home', label: 'nav.home', icon: 'home', prominent: true },
  { id: 'statement', href: '/user/statement', label: 'nav.statement', icon: 'list' },
  { id: 'contact', href: '/user/contact', label: 'nav.contact', icon: 'chat' },
];

/** Left to right: profile, conditions, home (raised, centre), statement, contact (spec §2). */
const order = ['profile', 'conditions', 'home', 'statement', 'contact'];

/** The member shell: top bar with language and logout, bottom menu (spec §2 Member shell). */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useSnapshot(conditions);
  const receipt = useSnapshot(receipts);
  const conditionsItem = {
    id: 'conditions',
    label: t('nav.conditions'),
    icon: 'help' as const,
    onClick: () => void openConditions(),
  };
  const items = useRoutedNav(
    links.map((link) => ({ ...link, label: t(link.label) })),
    [conditionsItem],
  ).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  useEffect(() => followSessionElsewhere(), []);
  useActionsForgottenOnLeave();
  return (
    <div className={styles.shell} data-layout="member">
      <TopBar
        start={<BrandMark name={t('app.name')} className={styles.brand} />}
        end={
          <>
            <LanguageSwitch />
            <SignOutButton />
          </>
        }
      />
      <main id="main" className={styles.main}>
        <HostUnavailableNote />
        <HostLinkOffer />
        <HostLinkPasswordDialog />
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </main>
      <BottomNav items={items} label={t('nav.memberMenu')} variant="member" />
      {dialog.open && (
        <DialogBoundary title={t('nav.conditions')} onClose={closeConditions}>
          <Suspense fallback={null}>
            <ConditionsDialog />
          </Suspense>
        </DialogBoundary>
      )}
      {receipt.shown && (
        <DialogBoundary title={t('receipt.open')} onClose={closeReceipt}>
          <Suspense fallback={null}>
            <ReceiptHost />
          </Suspense>
        </DialogBoundary>
      )}
    </div>
  );
}
