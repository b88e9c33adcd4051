import { useTranslation } from 'react-i18next';
import styles from './StatusBadge.module.css';

export interface StatusBadgeProps {
  /** Server status: `SUCCESS`, `FAILED`; anything else is shown as in progress. */
  status: string;
  /** Optional reason shown under the badge (already translated, e.g. a slip rejection reason). */
  reason?: string;
}

type Kind = 'success' | 'failed' | 'pending';

const kindOf = (status: string): Kind =>
  status.toUpperCase() === 'SUCCESS' ? 'success' : status.toUpperCase() === 'FAILED' ? 'failed' : 'pending';

/** The state of a slip, deposit or withdrawal, with its reason when it failed. */
export function StatusBadge({ status, reason }: StatusBadgeProps) {
  const { t } = useTranslation();
  const kind = kindOf(status);
  return (
    <span className={styles.root} data-status={kind}>
      <span className={styles.badge}>
        <span className={styles.dot} aria-hidden="true" />
        {t(`ui.status.${kind}`)}
      </span>
      {reason ? <span className={styles.reason}>{reason}</span> : null}
    </span>
  );
}
