import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { clearSession } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './layouts.module.css';

const guestMenu = [
  { href: '/login', key: 'nav.home' },
  { href: '/register', key: 'nav.register' },
  { href: '/howto', key: 'nav.howto' },
  { href: '/contact', key: 'nav.contact' },
];

/** Public screens. Entering it clears any stored token and session data (spec §2 guards). */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  useEffect(() => clearSession(), []);
  return (
    <div className={styles.shell} data-layout="guest">
      <header className={styles.topbar}>
        <span className={styles.brand}>{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <nav className={styles.bottomnav} aria-label={t('nav.guestMenu')}>
        {guestMenu.map((item) => (
          <Link key={item.href} href={item.href} className={styles.navItem} aria-current={location === item.href ? 'page' : undefined}>
            {t(item.key)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
