import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { buildConfig } from '../../config/build';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { HtmlContent } from '../../ui/HtmlContent';
import { help, loadContact } from './store';
import styles from './help.module.css';

// The chat widget and everything behind it (socket.io included) load only where chat is switched on.
const ChatWidget = lazy(() => import('../chat/ChatWidget'));

/**
 * Contact text, version, chat-app QR, link and name (spec §2 Contact). The member variant sits
 * below the member top bar ("with top offset"); the live chat widget mounts here when enabled.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle('page.contact');
  const snap = useSnapshot(help);
  const [location] = useLocation();
  useEffect(() => {
    void loadContact();
  }, []);
  const contact = snap.contact;
  return (
    <section className={styles.page} data-offset={location.startsWith('/user') || undefined} aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.title}>
        {t('contact.title')}
      </h1>
      {contact ? (
        <div className={styles.card}>
          <HtmlContent html={contact.contactText} className={styles.text} />
          <img
            className={styles.qr}
            src={contact.lineQR}
            alt={t('contact.qrAlt', { name: contact.lineName })}
            width={180}
            height={180}
          />
          <p className={styles.chatName}>{contact.lineName}</p>
          <Button href={contact.lineLink} target="_blank" rel="noopener noreferrer" icon="chat" size="lg" fullWidth>
            {t('contact.openChat')}
          </Button>
        </div>
      ) : (
        snap.failed && <EmptyState icon="warning" headingLevel={2} title={t('contact.unavailable')} />
      )}
      <p className={styles.version}>{t('app.version', { version: buildConfig.version })}</p>
      {snap.chatEnabled && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </section>
  );
}
