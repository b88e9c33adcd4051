import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { HostKind } from '../../api/contract';
import { usePlatform } from '../../platform';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../notify/store';
import { hostKindOf, hostSignInState, loadHostLinks, unlinkHost } from './host';
import { linkHostAccount } from './host-link';
import styles from './HostLinks.module.css';
import { cx } from '../../lib/cx';

const kinds: HostKind[] = ['telegram', 'line'];

/**
 * Profile card: which Telegram / LINE accounts sign this member in with one tap, with "forget",
 * and "remember" for the host the app is open in right now.
 */
export function HostLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const snap = useSnapshot(hostSignInState);
  const here = hostKindOf(platform);
  // Forgetting asks first: taken back, the link needs a fresh launch from the host (the one this
  // session opened with is spent), so a slip of the thumb cost a close and reopen.
  const [forgetting, setForgetting] = useState<HostKind | null>(null);
  const [busy, setBusy] = useState(false);
  const forgettingHost = forgetting && t(`hostLink.${forgetting}`);
  const forget = async (yes: boolean) => {
    if (yes && forgetting) {
      setBusy(true);
      const done = await unlinkHost(forgetting);
      setBusy(false);
      if (done) toast(t('hostLink.unlinked', { host: forgettingHost }), 'success');
    }
    setForgetting(null);
  };
  useEffect(() => {
    void loadHostLinks();
  }, []);
  // The host gave this launch nothing to prove the account with (LINE's features unavailable, a
  // browser opened on a LINE link): said, rather than a button that does nothing. (A proof already
  // used is refused by the server, and said by the password dialog's `refused`.)
  const remember = (host: string) => {
    if (platform.getAuthProof()) void linkHostAccount(platform);
    else toast(t('hostRemember.reopen', { host }), 'info');
  };
  const links = snap.links;
  if (!links) return null;
  const shown = kinds.filter((kind) => links[kind] || kind === here);
  if (shown.length === 0) return null;
  return (
    <section className={cx(styles.card, className)} aria-labelledby="host-links-title">
      <h2 id="host-links-title" className={styles.title}>
        {t('hostLink.settingsTitle')}
      </h2>
      <ul className={styles.list}>
        {shown.map((kind) => {
          const host = t(`hostLink.${kind}`);
          return (
            <li key={kind} className={styles.row}>
              <span>{t(links[kind] ? 'hostLink.linkedState' : 'hostLink.unlinkedState', { host })}</span>
              {links[kind] ? (
                <Button variant="ghost" size="sm" onClick={() => setForgetting(kind)}>
                  {t('hostLink.unlink', { host })}
                </Button>
              ) : (
                <Button variant="secondary" size="sm" loading={snap.linking} onClick={() => remember(host)}>
                  {t('hostLink.remember')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {forgettingHost && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('hostForget.title', { host: forgettingHost })}
          message={t('hostForget.text', { host: forgettingHost })}
          confirmLabel={t('hostLink.unlink', { host: forgettingHost })}
          busy={busy}
          onClose={(yes) => void forget(yes)}
        />
      )}
    </section>
  );
}
