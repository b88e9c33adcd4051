import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { limits } from '../../lib/constants';
import { debounce } from '../../lib/debounce';
import { Amount } from '../../ui/Amount';
import { Dialog } from '../../ui/Dialog';
import { HtmlContent } from '../../ui/HtmlContent';
import { showReward } from '../receipt/store';
import { useErrorAlert } from './useErrorAlert';
import { closeClaim, confirmClaim, spin } from './store';
import styles from './spin.module.css';

type Result = 'confirm' | 'cancel';

/**
 * A coupon's label, optional html and amount, with cancel and confirm. Confirm is debounced 500 ms
 * (spec §4, §9), so quick repeated taps make one claim; the claim's key was made when it opened.
 */
export function ClaimDialog() {
  const { t } = useTranslation();
  const snap = useSnapshot(spin);
  const coupon = snap.claim;
  const showError = useErrorAlert();

  const claim = useMemo(
    () =>
      debounce(() => {
        const prize = spin.claim?.prize;
        void confirmClaim().then((outcome) => {
          if (!outcome) return;
          if ('error' in outcome) return showError(outcome.error);
          // Spec §4's success dialog is the coupon's receipt (issue 18.4).
          const lines = prize ? [{ label: t('receipt.prize'), value: `${prize.label} · ${prize.name}` }] : [];
          showReward({ title: t('receipt.coupon'), amount: outcome.ok.amount, reply: outcome.ok, lines, walletLabel: t('transfer.wallet') });
        });
      }, limits.claimDebounceMs),
    [showError, t],
  );
  useEffect(() => claim.cancel, [claim]);

  const onClose = (result: Result | undefined) => {
    if (result === 'confirm') claim();
    else {
      claim.cancel();
      closeClaim();
    }
  };

  return (
    <Dialog<Result>
      open={coupon !== null}
      title={coupon?.prize.label ?? ''}
      layout="compact"
      dismissible={!snap.claiming}
      onClose={onClose}
      actions={[
        { label: t('common.cancel'), result: 'cancel', variant: 'secondary', disabled: snap.claiming },
        { label: t('spin.claimConfirm'), result: 'confirm', variant: 'primary', loading: snap.claiming },
      ]}
    >
      {coupon && (
        <div className={styles.claimBody}>
          <p className={styles.claimName}>
            {coupon.prize.name} · <Amount value={coupon.amount} />
          </p>
          {coupon.prize.htmlDescription && <HtmlContent html={coupon.prize.htmlDescription} />}
          {/* The server holds withdrawals until claimed prizes are played through (PRIZE_TURNOVER). */}
          <p className={styles.claimNote}>{t('spin.claimTurnover')}</p>
        </div>
      )}
    </Dialog>
  );
}
