import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { clearSession, isLoggedIn } from '../lib/session';
import { historyDepth } from '../platform';
import { BottomNav } from '../ui/BottomNav';
import { BrandMark } from '../ui/BrandMark';
import { TopBar } from '../ui/TopBar';
import { HostUnavailableNote } from './OfflineBanner';
import { LanguageSwitch } from './LanguageSwitch';
import { useRoutedNav, type NavLink } from './useRoutedNav';
import styles from './layouts.module.css';

const guestMenu: NavLink[] = [
  { id: 'home', href: '/login', label: 'nav.home', icon: 'home' },
  { id: 'register', href: '/register', label: 'nav.register', icon: 'user' },
  { id: 'howto', href: '/howto', label: 'nav.howto', icon: 'help' },
  { id: 'contact', href: '/contact', label: 'nav.contact', icon: 'chat' },
];

/**
 * Public screens. Entering it clears any stored token and session data (spec §2 guards) — except
 * when the browser's back (or forward) steps out of the member area onto a guest page left in the
 * history from before the sign-in (/howto → /login → home, then back): a player pressing back is
 * not signing out. Such an entry goes back to the home, so back presses walk past it and leave the app.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const stay = historyDepth().leftMemberArea() && isLoggedIn();
  useEffect(() => {
    if (!stay) clearSession();
  }, [stay]);
  const items = useRoutedNav(guestMenu.map((item) => ({ ...item, label: t(item.label) })));
  if (stay) return <Redirect to="/user/home" replace />;
  return (
    <div className={styles.shell} data-layout="guest">
      <TopBar start={<BrandMark name={t('app.name')} className={styles.brand} />} end={<LanguageSwitch />} />
      <main id="main" className={styles.main}>
        <HostUnavailableNote />
        {children}
      </main>
      <BottomNav items={items} label={t('nav.guestMenu')} variant="guest" />
    </div>
  );
}
