import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../../platform';
import { Button } from '../../ui/Button';
import { toast } from '../notify/store';
import { declineHostLink, hostKindOf, hostSignInState } from './host';
import { linkHostAccount } from './host-link';
import styles from './HostLinks.module.css';
import { cx } from '../../lib/cx';

/**
 * After a password login inside Telegram or LINE: "sign in with this account next time?". A card
 * above the page rather than a modal, so it never stacks on the agreement or a wallet dialog.
 */
export function HostLinkOffer() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const snap = useSnapshot(hostSignInState);
  const kind = hostKindOf(platform);
  if (!kind || !(snap.offerLink || snap.linking) || !platform.getAuthProof()) return null;
  const host = t(`hostLink.${kind}`);
  const remember = async () => {
    if (await linkHostAccount(platform)) {
      platform.haptic('success');
      toast(t('hostLink.linked', { host }), 'success');
    }
  };
  return (
    <section className={cx(styles.card, styles.offer)} aria-labelledby="host-offer-title">
      <h2 id="host-offer-title" className={styles.title}>
        {t('hostLink.offerTitle', { host })}
      </h2>
      <p className={styles.text}>{t('hostLink.offerText', { host })}</p>
      <div className={styles.row}>
        <Button variant="ghost" onClick={declineHostLink} disabled={snap.linking}>
          {t('hostLink.notNow')}
        </Button>
        <Button onClick={() => void remember()} loading={snap.linking}>
          {t('hostLink.remember')}
        </Button>
      </div>
    </section>
  );
}
