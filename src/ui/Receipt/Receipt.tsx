import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusAfterModal } from '../../lib/focus-after-modal';
import { Amount } from '../Amount';
import { Button } from '../Button';
import { CopyField } from '../CopyField';
import { DateTime } from '../DateTime';
import { DetailList, type Detail } from '../DetailList';
import { Icon } from '../Icon';
import styles from './Receipt.module.css';

export interface ReceiptBalance {
  /** The account (already translated or the game's name), e.g. "Main wallet". */
  label: string;
  /** Its balance after the movement, in major units. */
  amount: number;
}

export interface ReceiptProps {
  /** What happened (already translated), e.g. "Transfer complete" or "Withdrawal requested". */
  title: ReactNode;
  /** The amount moved, in major units. */
  amount: number;
  /** Statement type (`deposit`, `bonus`, `withdraw`, `transfer`): the spec §9 sign and colour of the amount. */
  type?: string;
  /** The state of the movement, e.g. a status badge (waiting for the bank vs done). */
  status?: ReactNode;
  /** The reference a player reads out to support; the statement shows the same one. Absent while unknown. */
  reference?: string;
  /** When the movement was written (ISO string, epoch ms or Date). */
  time: string | number | Date;
  /** Where the money came from and went: source, destination, fee… */
  lines?: readonly Detail[];
  /** Balances after the movement, so the player sees where the money is now. */
  balances?: readonly ReceiptBalance[];
  /** Copies the reference (the platform's `copy`). */
  copy: (text: string) => Promise<boolean>;
  /** `pending` waits on someone else (the bank): a clock instead of a tick; `failed` (refused, returned): a cross. */
  tone?: 'success' | 'pending' | 'failed';
  /** "Done": closes what the receipt is shown in. */
  onDone?: () => void;
  /** The host draws "Done" itself (Telegram's main button): no web button. */
  doneInHost?: boolean;
  /** "See it in your statement": the statement lists the same entry under the same reference. */
  onStatement?: () => void;
  /** Further actions under the receipt. */
  children?: ReactNode;
}

const markIcon = { success: 'check', pending: 'clock', failed: 'close' } as const;

/**
 * The end of every money action (issue 18): what moved, where, the reference with a copy action,
 * the time and the balances after. Its title takes focus when it appears, so the screen reader
 * reads the outcome and keyboard focus is not lost with the form the receipt replaces.
 */
export function Receipt(props: ReceiptProps) {
  const { title, amount, type, status, reference, time, lines = [], balances = [], copy, tone = 'success' } = props;
  const { onDone, doneInHost = false, onStatement, children } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Behind a confirmation that is still closing, once it has closed.
  useEffect(() => (heading.current ? focusAfterModal(heading.current) : undefined), []);
  return (
    <section className={styles.root} aria-labelledby={titleId} data-tone={tone}>
      <div className={styles.head}>
        <span className={styles.mark} aria-hidden="true">
          <Icon name={markIcon[tone]} />
        </span>
        <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h3>
        {/* With its unit, as the balances below: a Laos-build wallet may hold kip or baht. */}
        <Amount value={amount} type={type} size="xl" currency={t('ui.receipt.unit')} className={styles.amount} />
        {status}
      </div>
      <DetailList items={[...lines, { label: t('ui.receipt.time'), value: <DateTime value={time} /> }]} />
      {balances.length > 0 && (
        <div className={styles.balances}>
          <h4 className={styles.subtitle}>{t('ui.receipt.balancesAfter')}</h4>
          <DetailList items={balances.map((b) => ({ label: b.label, value: <Amount value={b.amount} currency={t('ui.receipt.unit')} /> }))} />
        </div>
      )}
      {reference && <CopyField label={t('ui.receipt.reference')} value={reference} copy={copy} />}
      <div className={styles.actions}>
        {onDone && !doneInHost && (
          <Button fullWidth onClick={onDone}>
            {t('ui.receipt.done')}
          </Button>
        )}
        {onStatement && (
          <Button variant="ghost" fullWidth onClick={onStatement}>
            {t('ui.receipt.statement')}
          </Button>
        )}
        {children}
      </div>
    </section>
  );
}
