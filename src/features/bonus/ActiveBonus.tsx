import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { showAlert, toast } from '../notify/store';
import { UNANSWERED } from '../../api/http';
import { bonus, bonusMayEnd, cancelBonus } from './store';
import styles from './bonus.module.css';

const errorText = (t: (key: string, options?: { defaultValue: string }) => string, code: string) =>
  t(`errors.${code}`, { defaultValue: code });

/**
 * The held bonus: its type and code, and cancel with a confirmation; a failure is a danger dialog (spec §2, §7),
 * shown before the confirmation when the server already says the bonus may not end yet.
 */
export function ActiveBonus() {
  const { t } = useTranslation();
  const snap = useSnapshot(bonus);
  const [confirming, setConfirming] = useState(false);
  // Busy while the server is asked whether the bonus may end, the button lost the focus the
  // confirmation would give back: kept, it is handed back here instead of to the page's top.
  const cancelButton = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const active = snap.active;
  if (!active?.status) return null;

  // Not yet: what the player can do about it, after the code's own words (the server keeps the turnover).
  const refused = (code: string) =>
    showAlert({
      tone: 'danger',
      // No answer: it may have ended, so not "could not be ended".
      title: code === UNANSWERED ? t('common.outcomeUnknown') : t('bonus.cancelFailed'),
      text: code === 'BONUS_CONDITION' ? `${errorText(t, code)} ${t('bonus.endHow')}` : errorText(t, code),
    });
  // The confirmation says the bonus ends now: it opens only for a bonus that may end.
  const ask = async () => {
    if (await bonusMayEnd()) setConfirming(true);
    else refused('BONUS_CONDITION');
  };
  const confirm = async (yes: boolean) => {
    if (!yes) {
      setConfirming(false);
      requestAnimationFrame(() => cancelButton.current?.focus());
      return;
    }
    const outcome = await cancelBonus();
    setConfirming(false);
    if ('message' in outcome) toast(errorText(t, outcome.message), 'success');
    else refused(outcome.error);
  };

  return (
    <section className={styles.active} aria-labelledby="bonus-active-title">
      <Icon name="gift" size={32} className={styles.activeIcon} />
      <div className={styles.activeText}>
        <h2 id="bonus-active-title" className={styles.activeTitle}>
          {t('bonus.activeTitle')}
        </h2>
        <p className={styles.activeType}>
          {active.type ? t(`bonus.type.${active.type}`) : ''}
          {/* A line may end before the dot, never between the dot and its code. */}
          {active.code && (
            <>
              {' '}
              <span className={styles.activeCode}>·{'\u00a0'}{active.code}</span>
            </>
          )}
        </p>
      </div>
      <Button ref={cancelButton} variant="danger" size="sm" loading={snap.cancelling || snap.checkingEnd} onClick={() => void ask()}>
        {t('bonus.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('bonus.cancelTitle')}
        message={t('bonus.cancelText')}
        confirmLabel={t('bonus.cancel')}
        // Not "Cancel" beside "End bonus" (in Thai both read ยกเลิก…): the way out says what it keeps.
        cancelLabel={t('bonus.keep')}
        busy={snap.cancelling}
        onClose={(yes) => void confirm(yes)}
      />
    </section>
  );
}
