import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { signedOutThisLaunch } from '../../lib/session';
import { usePlatform } from '../../platform';
import { Button } from '../../ui/Button';
import { hostKindOf, hostSignInState, signInWithHost } from './host';
import styles from './HostLinks.module.css';

/**
 * When the automatic one-tap sign-in did not work (issue 17): what happened, in one line, and a
 * visible "Sign in with Telegram / LINE" where trying again can work — a dropped connection (the
 * same proof is still good) or a LINE token LINE can renew. Telegram signs its launch data once, so
 * a used or expired one (a reload after the session ended elsewhere, a launch days old) says the
 * way that works — reopening from Telegram mints new launch data — instead of a button that cannot.
 */
export function HostSignInNotice({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const snap = useSnapshot(hostSignInState);
  const kind = hostKindOf(platform);
  // Signed out in this launch, no try was made: its launch data is spent, so the way back in with
  // the host is a fresh launch — said, rather than a login screen that never mentions the host.
  const signedOut = signedOutThisLaunch();
  if (!kind || snap.trying || !(snap.failure || signedOut)) return null;
  const host = t(`hostLink.${kind}`);
  const renewable = snap.failure === 'refused' && platform.canRenewAuthProof?.() === true;
  const message = !snap.failure
    ? t('hostLink.reopen', { host })
    : snap.failure === 'not-linked'
      ? t('hostLink.notLinked', { host })
      : snap.failure === 'refused'
        ? t(renewable ? 'hostLink.expired' : kind === 'telegram' ? 'hostLink.spent' : 'hostLink.unavailable', { host })
        : t('resilience.text');
  const retry = () => {
    if (renewable) platform.renewAuthProof?.();
    else
      void signInWithHost(platform).then((signedIn) => {
        if (signedIn) onSignedIn();
      });
  };
  return (
    <section className={styles.card} aria-label={t('hostLink.signInWith', { host })} data-testid="host-sign-in-notice">
      <p className={styles.text} role="status">
        {message}
      </p>
      {(snap.failure === 'network' || renewable) && (
        <Button fullWidth onClick={retry}>
          {t('hostLink.signInWith', { host })}
        </Button>
      )}
    </section>
  );
}
