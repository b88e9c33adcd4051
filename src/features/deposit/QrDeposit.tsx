import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { QrProvider } from '../../api/contract';
import { qrQuickAmounts } from '../../lib/constants';
import { amountKeyboard, formatAmount, parseAmount } from '../../lib/money';
import { cx } from '../../lib/cx';
import { useArmed } from '../../lib/useArmed';
import { useHostButtons } from '../../platform';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DialogActions } from '../../ui/Dialog';
import { pageParts } from '../../ui/Page';
import { useStepArrival } from '../../lib/useStepArrival';
import { Countdown } from '../../ui/Countdown';
import { QrImage } from '../../ui/QrImage';
import { QuickAmounts } from '../../ui/QuickAmounts';
import { TextField } from '../../ui/TextField';
import { DepositReceipt } from './DepositReceipt';
import { SaveQr } from './SaveQr';
import { useArrivalWatch } from './useArrivalWatch';
import { cancelQr, checkQrPaid, clearQrReceived, createQr, deposit, expireQr, loadQr, qrMinimum, setQrDraft } from './store';
import styles from './deposit.module.css';

/** How often an open QR asks whether it was paid when no live push says so. */
const QR_POLL_MS = 1500;

export interface QrDepositProps {
  provider: QrProvider;
  /** The member pressed "I have transferred" (the money is on its way). */
  onDone: () => void;
  /** The member closed the receipt of a payment already credited. */
  onFinished: () => void;
}

/** One QR provider (KBANK, WW or PAYTIMZ): amount form, then the QR with its countdown (spec §4). */
export function QrDeposit({ provider, onDone, onFinished }: QrDepositProps) {
  const { t, i18n } = useTranslation();
  const snap = useSnapshot(deposit);
  const view = snap.qr[provider];
  const text = view.draft;
  const setText = (value: string) => setQrDraft(provider, value);

  useEffect(() => {
    if (view.stale && !view.loading) void loadQr(provider);
  }, [provider, view.stale, view.loading]);

  const min = qrMinimum(provider, snap.lookup);
  // The server's largest QR (it said only "QR creation failed" past it): said on the field instead.
  const max = snap.lookup?.qrMaximum;
  const amount = parseAmount(text);
  const aboveMax = max !== undefined && amount > max;
  const valid = Number.isFinite(amount) && amount > 0 && amount >= min && !aboveMax;
  const minText = formatAmount(min, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void createQr(provider, amount);
  };

  const qr = view.state;
  const showingQr = qr?.hasQrcode === true && Boolean(qr.qrcode);
  const received = view.received;
  // The created QR replaces the form and its pressed Create button: focus goes to the QR, named.
  const qrSection = useRef<HTMLElement>(null);
  useStepArrival(qrSection, showingQr ? qr.qrcodeId : null);

  // Paid while on screen (issue 18.2): the QR endpoint is cheap, so a short poll backs the live
  // push and the QR turns into "received" within about two seconds either way.
  useArrivalWatch(showingQr, () => void checkQrPaid(provider), QR_POLL_MS, qr?.qrcodeId);

  const finish = () => {
    clearQrReceived(provider);
    onFinished();
  };
  // Cancelling asks first: a QR already paid in the bank app but not yet reported would refuse the
  // payment once cancelled, and the Cancel button sits beside "I have transferred".
  const [askingCancel, setAskingCancel] = useState(false);
  // "I have transferred" and Cancel appear where Create was: a double tap must not close or cancel
  // a QR the player has not seen.
  const qrArmed = useArmed(showingQr && !received);
  const confirmingCancel = askingCancel && showingQr && !received;
  const answerCancel = async (yes: boolean) => {
    if (yes) await cancelQr(provider);
    setAskingCancel(false);
  };
  // In Telegram the sheet's actions are the host's bottom buttons (issue 17), state mirrored.
  const native = useHostButtons(
    received
      ? { text: t('ui.receipt.done'), onClick: finish }
      : confirmingCancel
        ? null
        : showingQr
          ? { text: t('deposit.qr.done'), onClick: onDone, disabled: view.cancelling || !qrArmed }
          : {
              text: t('deposit.qr.create'),
              onClick: () => {
                if (valid) void createQr(provider, amount);
              },
              disabled: !valid,
              progress: view.creating,
            },
    showingQr && !received && !confirmingCancel
      ? { text: t('deposit.qr.cancel'), onClick: () => setAskingCancel(true), disabled: !qrArmed }
      : null,
  );
  if (received) {
    return (
      <DepositReceipt
        title={t('receipt.deposit')}
        credit={received}
        via={t('deposit.tab.qr', { provider })}
        onDone={finish}
        doneInHost={native.main}
      />
    );
  }
  if (qr?.hasQrcode && qr.qrcode) {
    return (
      <section
        ref={qrSection}
        tabIndex={-1}
        className={cx(styles.qr, pageParts.arrival)}
        aria-label={t('deposit.qr.title', { provider })}
      >
        <QrImage svg={qr.qrcode} label={t('deposit.qr.imageLabel', { provider })} size={220} />
        <p className={styles.qrAmount}>{t('deposit.qr.amount', { amount: formatAmount(qr.amount ?? 0, i18n.language) })}</p>
        {qr.expireIn && (
          <p className={styles.countdown}>
            {t('deposit.qr.expiresIn')}{' '}
            <Countdown to={qr.expireIn} label={t('deposit.qr.timeLeft')} onExpire={() => expireQr(provider)} />
          </p>
        )}
        {qr.image && <SaveQr image={qr.image} provider={provider} amount={qr.amount ?? 0} />}
        <p className={styles.note}>{t('deposit.qr.once')}</p>
        {/* Sticky at the sheet's foot: on a 320×568 phone the QR pushed both buttons below the fold. */}
        {!(native.main && native.secondary) && (
          <DialogActions className={styles.actions}>
            {!native.secondary && (
              <Button variant="secondary" disabled={!qrArmed} onClick={() => setAskingCancel(true)}>
                {t('deposit.qr.cancel')}
              </Button>
            )}
            {!native.main && (
              <Button disabled={view.cancelling || !qrArmed} onClick={onDone}>
                {t('deposit.qr.done')}
              </Button>
            )}
          </DialogActions>
        )}
        <ConfirmDialog
          open={confirmingCancel}
          tone="danger"
          title={t('deposit.qr.cancelTitle')}
          message={t('deposit.qr.cancelText')}
          confirmLabel={t('deposit.qr.cancel')}
          cancelLabel={t('deposit.qr.keep')}
          busy={view.cancelling}
          onClose={(yes) => void answerCancel(yes)}
        />
      </section>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={view.loading || undefined}>
      {view.expired && (
        <p className={styles.warning} role="status">
          {t('deposit.qr.expired')}
        </p>
      )}
      <TextField
        label={t('deposit.qr.amountLabel')}
        name={`qr-amount-${provider}`}
        numeric={amountKeyboard()}
        value={text}
        onValueChange={setText}
        hint={t('deposit.qr.minimum', { amount: minText })}
        error={
          text === '' || valid
            ? undefined
            : aboveMax
              ? t('deposit.qr.aboveMaximum', { amount: formatAmount(max, i18n.language) })
              : Number.isFinite(amount)
                ? t('deposit.qr.belowMinimum', { amount: minText })
                : t('deposit.qr.enterAmount')
        }
        autoComplete="off"
        required
      />
      <QuickAmounts
        amounts={qrQuickAmounts[provider]}
        value={Number.isFinite(amount) ? amount : null}
        min={min}
        label={t('deposit.qr.quickAmounts')}
        onChange={(value) => setText(String(value))}
      />
      {view.error && (
        <p className={styles.error} role="alert">
          {t(`errors.${view.error}`, { defaultValue: view.error })}
        </p>
      )}
      <p className={styles.note}>{t('deposit.qr.once')}</p>
      {!native.main && (
        <Button type="submit" fullWidth disabled={!valid} loading={view.creating}>
          {t('deposit.qr.create')}
        </Button>
      )}
    </form>
  );
}
