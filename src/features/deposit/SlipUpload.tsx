import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { UNANSWERED } from '../../api/http';
import { useSnapshot } from 'valtio';
import { SLIP_MAX_MB } from '../../api/contract';
import { buildConfig } from '../../config/build';
import { FileDrop } from '../../ui/FileDrop';
import { DepositReceipt, useReceiptDoneInHost } from './DepositReceipt';
import { SlipChosen } from './SlipChosen';
import { useOnlineAgain } from '../../lib/useOnlineAgain';
import { Button } from '../../ui/Button';
import { checkSlipDecided, deposit, finishSlip, retrySlip, uploadSlip } from './store';
import { useCreditWatch } from './useArrivalWatch';
import styles from './deposit.module.css';

export interface SlipUploadProps {
  /** "Done" on the receipt of an approved slip. */
  onDone: () => void;
}

const resend = () => void retrySlip();

/**
 * A failed upload's words: a lost answer is the slip's own (Try again and the connection's return
 * send it again; the "same button" the general wording points at is gone with the preview).
 */
const slipError = (t: TFunction, code: string): string =>
  code === UNANSWERED ? t('deposit.slip.unanswered') : t(`errors.${code}`, { defaultValue: code });

/**
 * Slip upload with the spec §2 texts: the picked picture is shown to be sent (or not), then a
 * progress bar; an approval while open ends on its receipt.
 */
export function SlipUpload({ onDone }: SlipUploadProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(deposit);
  const slip = snap.slip;
  const closed = snap.slipWindow !== null && !snap.slipWindow.open;
  const [picked, setPicked] = useState<File | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const send = () => {
    if (!picked) return;
    void uploadSlip(picked);
    setPicked(null);
    // Send goes with the preview, and the picker is locked while it uploads: the section's heading
    // keeps the keyboard's place (not the page's start), the upload's progress and outcome read out below.
    heading.current?.focus({ preventScroll: true });
  };
  useCreditWatch(slip.reference, slip.credited !== null || slip.rejected !== null, checkSlipDecided);
  // An upload that got no answer goes again by itself when the connection is back (or on Retry).
  useOnlineAgain(slip.retryable && !slip.uploading, resend);
  // The confirmation of an upload (and later a refusal) lands below the fold of a phone's sheet,
  // where a player who sees nothing change uploads the slip again.
  const received = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (slip.reference) received.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [slip.reference, slip.rejected]);
  const done = () => {
    finishSlip();
    onDone();
  };
  const doneInHost = useReceiptDoneInHost(slip.credited ? done : null);
  if (slip.credited) {
    return (
      <DepositReceipt title={t('receipt.deposit')} credit={slip.credited} via={t('deposit.tab.bank')} onDone={done} doneInHost={doneInHost} />
    );
  }
  return (
    <section className={styles.section} aria-labelledby="slip-title">
      <h3 ref={heading} id="slip-title" className={styles.heading} tabIndex={-1}>
        {t('deposit.slip.title')}
      </h3>
      <ul className={styles.notes}>
        <li>{t('deposit.slip.window')}</li>
        {/* That slips close daily, not when (spec §2: the hours are not shown); none when always open. */}
        {snap.slipWindow && snap.slipWindow.closedFrom !== snap.slipWindow.closedTo && <li>{t('deposit.slip.closedDaily')}</li>}
        {!buildConfig.laos && <li>{t('deposit.slip.recommend')}</li>}
      </ul>
      {closed && (
        <p className={styles.warning} role="status">
          {t('deposit.slip.closedNow')}
        </p>
      )}
      <FileDrop
        label={t('deposit.slip.label')}
        accept="image/*"
        maxSizeMb={SLIP_MAX_MB}
        fileName={picked?.name ?? (slip.fileName || undefined)}
        uploading={slip.uploading}
        progress={slip.progress}
        disabled={closed}
        error={slip.error ? slipError(t, slip.error) : undefined}
        onFile={setPicked}
      />
      {picked && !closed && <SlipChosen file={picked} onSend={send} onCancel={() => setPicked(null)} />}
      {slip.retryable && !slip.uploading && (
        <Button variant="secondary" icon="refresh" onClick={resend}>
          {t('common.retry')}
        </Button>
      )}
      {slip.reference &&
        (slip.rejected ? (
          <p ref={received} className={styles.error} role="alert">
            {t('deposit.slip.rejected', { reference: slip.reference, reason: t(`slipReason.${slip.rejected}`) })}
          </p>
        ) : (
          <p ref={received} className={styles.success} role="status">
            {t('deposit.slip.received', { reference: slip.reference })}
          </p>
        ))}
    </section>
  );
}
