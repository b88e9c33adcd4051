import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { bonus } from '../bonus/store';
import { closePrize, spin, wonCoupon } from './store';
import styles from './spin.module.css';

/** Congratulates the member once the wheel has landed; confirming reloads the wheel (spec §2, §4). */
export function PrizeDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(spin);
  const prize = snap.prize;
  const won = wonCoupon(prize);
  // A held bonus blocks claims (the coupon table says so): the coupon waits, it is not lost.
  const kept = useSnapshot(bonus).active?.status === true;
  return (
    // An alert dialog: focus is on Confirm, and the prize (the body) is read with the title.
    <Dialog<true>
      role="alertdialog"
      open={snap.prizeOpen && prize !== null}
      title={t(won ? 'spin.prizeTitle' : 'spin.noPrizeTitle')}
      layout="compact"
      // A prize is a gift; a slice of nothing shows the wheel (the gift said "won" either way).
      icon={<Icon name={won ? 'gift' : 'wheel'} size={40} className={styles.prizeIcon} />}
      onClose={() => void closePrize()}
      actions={[{ label: t('common.confirm'), result: true, variant: 'primary', autoFocus: true }]}
    >
      <p className={styles.prizeText}>{t(won ? (kept ? 'spin.prizeKept' : 'spin.prizeText') : 'spin.noPrizeText', { label: prize?.label ?? '' })}</p>
    </Dialog>
  );
}
