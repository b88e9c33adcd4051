import styles from './StatusBadge.module.css';

/** The colour of a state, independent of what the state is called on the server. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Where a movement stands: done, refused or returned, or still waiting on someone (the bank, a person). */
export type Outcome = 'success' | 'failed' | 'pending';

/**
 * A server status (spec §3: `SUCCESS`, `FAILED`, anything else still in progress) as an outcome:
 * the one reading the statement's badges and every receipt's mark share.
 */
export const outcomeOf = (status: string): Outcome =>
  status.toUpperCase() === 'SUCCESS' ? 'success' : status.toUpperCase() === 'FAILED' ? 'failed' : 'pending';

/** The badge colour of an outcome. */
export const outcomeTone: Record<Outcome, StatusTone> = { success: 'success', failed: 'danger', pending: 'warning' };

export interface StatusBadgeProps {
  /** How the state reads: `success` done, `warning` waiting or in progress, `danger` failed, `info`, `neutral`. */
  tone: StatusTone;
  /** The state's name (already translated, e.g. "Success"). */
  label: string;
  /** The state is still moving (e.g. in progress): the dot pulses. */
  pulse?: boolean;
  /** Optional reason shown under the badge (already translated, e.g. a slip rejection reason). */
  reason?: string;
}

/** A state (of a slip, deposit, withdrawal…) as a coloured badge, with its reason when there is one. */
export function StatusBadge({ tone, label, pulse = false, reason }: StatusBadgeProps) {
  return (
    <span className={styles.root} data-tone={tone} data-pulse={pulse || undefined}>
      <span className={styles.badge}>
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </span>
      {reason ? <span className={styles.reason}>{reason}</span> : null}
    </span>
  );
}
