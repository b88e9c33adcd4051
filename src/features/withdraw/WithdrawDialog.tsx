import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatAmount, parseAmount } from '../../lib/money';
import { useHostButtons } from '../../platform';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { totalBalance, wallet } from '../wallet/store';
import {
  checkWithdraw,
  loadWithdrawLimits,
  setWithdrawDraft,
  withdrawal,
  withdrawAmount,
  withdrawEverything,
  type WithdrawProblem,
} from './store';
import styles from './withdraw.module.css';

export interface WithdrawDialogProps {
  open: boolean;
  /** `true` after a withdrawal was accepted (the wallet is then reloaded). */
  onClose: (result: boolean) => void;
}

/** Withdraw an amount, or everything (spec §2 Withdraw): total = wallet + active game accounts. */
export default function WithdrawDialog({ open, onClose }: WithdrawDialogProps) {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(withdrawal);
  const { snapshot } = useSnapshot(wallet);
  const text = snap.draft;
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const [busy, setBusy] = useState<'one' | 'all' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const total = totalBalance(snapshot);
  const money = (n: number) => formatAmount(n, i18n.language);

  useEffect(() => {
    if (open) {
      withdrawal.result = null;
      void loadWithdrawLimits();
    }
  }, [open]);

  const send = async (kind: 'one' | 'all', amount: number) => {
    const found = checkWithdraw(amount, snap.limits, money);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setBusy(kind);
    if (kind === 'one') await withdrawAmount(amount);
    else await withdrawEverything(amount);
    setBusy(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('one', parseAmount(text));
  };

  const result = snap.result;
  // In Telegram the sheet's actions are the host's own bottom buttons (issue 17), state mirrored.
  const native = useHostButtons(
    result
      ? { text: t('common.ok'), onClick: () => onClose(true) }
      : {
          text: t('withdraw.submit'),
          onClick: () => void send('one', parseAmount(text)),
          progress: busy === 'one',
          disabled: busy === 'all',
        },
    result
      ? null
      : {
          text: t('withdraw.all', { amount: money(total) }),
          onClick: () => void send('all', total),
          progress: busy === 'all',
          disabled: busy === 'one',
        },
  );
  return (
    <Dialog<boolean>
      open={open}
      title={t('withdraw.title')}
      dismissible={!snap.sending}
      onClose={() => {
        // Dismissed by the player: the draft goes with the dialog.
        setWithdrawDraft('');
        onClose(result !== null);
      }}
    >
      {result ? (
        <div className={styles.done} role="status">
          <p className={styles.doneTitle}>{t('withdraw.held', { amount: money(result.amount) })}</p>
          <p className={styles.muted}>{t('withdraw.reference', { id: result.withdrawalId })}</p>
          {!native.main && (
            <Button fullWidth onClick={() => onClose(true)}>
              {t('common.ok')}
            </Button>
          )}
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.total}>
            <span className={styles.muted}>{t('withdraw.total')}</span>
            <Amount value={total} size="lg" />
          </div>
          <TextField
            ref={input}
            label={t('withdraw.amount')}
            name="amount"
            numeric="decimal"
            autoComplete="off"
            value={text}
            onValueChange={(value) => {
              setWithdrawDraft(value);
              setProblem(null);
            }}
            hint={
              snap.limits
                ? t('withdraw.limits', { min: money(snap.limits.withdrawMin), max: money(snap.limits.withdrawMax) })
                : undefined
            }
            error={problem ? t(problem.message, problem.values) : undefined}
            required
          />
          {!native.main && (
            <Button type="submit" fullWidth loading={busy === 'one'} disabled={busy === 'all'}>
              {t('withdraw.submit')}
            </Button>
          )}
          {!native.secondary && (
            <Button
              variant="secondary"
              fullWidth
              loading={busy === 'all'}
              disabled={busy === 'one'}
              onClick={() => void send('all', total)}
            >
              {t('withdraw.all', { amount: money(total) })}
            </Button>
          )}
        </form>
      )}
    </Dialog>
  );
}
