import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useErrorAlert } from './useErrorAlert';
import { usePrizeAnnouncement } from './usePrizeAnnouncement';
import { requestSpin, spin } from './store';
import { canSpin } from './wheel';
import styles from './spin.module.css';
import { formatCount } from '../../lib/format-count';

/** The centre button with the coins left: greyed and not-allowed at 0, ignored while spinning (spec §4). */
export function SpinButton() {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(spin);
  const showError = useErrorAlert();
  const announce = usePrizeAnnouncement();
  const allowed = canSpin(snap.spinning, snap.coins);

  const press = async () => {
    // May finish after the page has gone (back pressed mid-spin): the result, or the failure's
    // error dialog, still reaches the player where they are.
    const outcome = await requestSpin(announce);
    if (outcome && 'error' in outcome) showError(outcome.error);
  };

  return (
    <>
      <button
        type="button"
        className={styles.spinButton}
        data-state={snap.coins > 0 ? (snap.spinning ? 'spinning' : 'ready') : 'empty'}
        aria-disabled={!allowed}
        onClick={() => void press()}
      >
        <span className={styles.spinWord}>{t('spin.spin')}</span>{' '}
        <span className={styles.coins}>{formatCount(snap.coins, i18n.language)}</span>
        <span className="visually-hidden"> {t('spin.coinsUnit', { count: snap.coins })}</span>
      </button>
      {/* The 4–5 s turn said to a reader, whose pressed button otherwise goes quiet until the prize dialog. */}
      <span role="status" className="visually-hidden">
        {snap.spinning ? t('spin.spinning') : ''}
      </span>
    </>
  );
}
