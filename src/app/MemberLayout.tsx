import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { clearToken } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './layouts.module.css';

const memberMenu = [
  { href: '/user/profile', key: 'nav.profile' },
  { href: '/user/statement', key: 'nav.statement' },
  { href: '/user/home', key: 'nav.home' },
  { href: '/user/contact', key: 'nav.contact' },
];

/** The member shell: top bar with language and logout, bottom menu (spec §2 Member shell). */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const logout = () => {
    clearToken();
    navigate('/login', { replace: true });
  };
  return (
    <div className={styles.shell} data-layout="member">
      <header className={styles.topbar}>
        <span className={styles.brand}>{t('app.name')}</span>
        <div className={styles.actions}>
          <LanguageSwitch />
          <button type="button" className={styles.logout} onClick={logout}>
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <nav className={styles.bottomnav} aria-label={t('nav.memberMenu')}>
        {memberMenu.map((item) => (
          <Link key={item.href} href={item.href} className={styles.navItem} aria-current={location === item.href ? 'page' : undefined}>
            {t(item.key)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
