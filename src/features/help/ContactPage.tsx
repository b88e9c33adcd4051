import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { buildConfig } from '../../config/build';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { HtmlContent } from '../../ui/HtmlContent';
import { Page } from '../../ui/Page';
import { LineQr } from './LineQr';
import { help, loadContact } from './store';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import styles from './help.module.css';

const reloadContact = () => void loadContact();

/**
 * Contact text, version, chat-app QR, link and name (spec §2 Contact). The member variant sits
 * below the member top bar ("with top offset"); the live chat widget (`chat`, given by the app)
 * mounts here when enabled.
 */
export default function ContactPage({ chat }: { chat?: ReactNode }) {
  const { t } = useTranslation();
  const snap = useSnapshot(help);
  const [location] = useLocation();
  useEffect(() => {
    void loadContact();
  }, []);
  // Opened offline: the contact card and the chat switch come by themselves once the connection is back.
  useOnlineAgain(snap.failed || snap.chatUnknown, reloadContact);
  const contact = snap.contact;
  return (
    <Page
      title={t('contact.title')}
      titleId="contact-title"
      documentTitle={t('page.contact')}
      appName={t('app.name')}
      layout="plain"
      className={styles.page}
      data-offset={location.startsWith('/user') || undefined}
    >
      {contact ? (
        <div className={styles.card}>
          <HtmlContent html={contact.contactText} className={styles.text} />
          {contact.lineLink ? (
            <LineQr link={contact.lineLink} label={t('contact.qrAlt', { name: contact.lineName })} />
          ) : (
            <img className={styles.qr} src={contact.lineQR} alt={t('contact.qrAlt', { name: contact.lineName })} width={180} height={180} />
          )}
          <p className={styles.chatName}>{contact.lineName}</p>
          {/* The LINE link is not a chat icon: the page's one chat entry is the live chat's button. */}
          <Button href={contact.lineLink} target="_blank" rel="noopener noreferrer" size="lg" fullWidth>
            {t('contact.addLine')}
          </Button>
        </div>
      ) : (
        snap.failed && <EmptyState icon="warning" headingLevel={2} title={t('contact.unavailable')} />
      )}
      {snap.info?.website && (
        // Issue 18.6: the site's own name and website (§3 info lookup) under the contact card.
        <p className={styles.version}>
          <a className="touch-area" href={snap.info.website} target="_blank" rel="noopener noreferrer">
            {t('contact.website', { name: snap.info.name })}
          </a>
        </p>
      )}
      <p className={styles.version}>{t('app.version', { version: buildConfig.version })}</p>
      {snap.chatEnabled && chat}
    </Page>
  );
}
