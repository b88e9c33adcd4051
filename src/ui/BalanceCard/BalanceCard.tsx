import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../Amount';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import styles from './BalanceCard.module.css';

export interface BalanceCardProps {
  /** Member's display name. */
  name: string;
  /** Total balance: main wallet plus all active game accounts. */
  total: number;
  /** Currency text after the amount (already translated by the caller), e.g. "฿". */
  currency?: string;
  /** When the balance was last fetched; omitted while unknown. */
  updatedAt?: string | number | Date;
  /** A refresh is running: the icon spins and further presses are ignored. */
  refreshing?: boolean;
  /** Called when the member presses refresh. */
  onRefresh?: () => void;
  /** Extra content under the total, e.g. the referral-bonus row. */
  children?: ReactNode;
}

/**
 * The card while the first wallet load runs (issue 19.6): the same rows at the same heights as
 * the loaded card (name, label, total, last-update line), so nothing moves when the numbers arrive.
 */
export function BalanceCardSkeleton({ currency, children }: Pick<BalanceCardProps, 'currency' | 'children'>) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion as="section" className={styles.card} label={t('ui.balanceCard.loading')}>
      <div className={styles.top}>
        <p className={styles.name}>
          <Skeleton width="12ch" />
        </p>
        <Skeleton shape="circle" width="var(--touch-target)" />
      </div>
      <p className={styles.label}>{t('ui.balanceCard.total')}</p>
      <Skeleton className={styles.total}>
        <Amount value={0} size="xl" currency={currency} />
      </Skeleton>
      <p className={styles.updated}>
        <Skeleton width="20ch" />
      </p>
      {children}
    </SkeletonRegion>
  );
}

/**
 * What the card's status line says after a refresh: the new total, once a refresh the player
 * started has brought one (a screen reader hears "Refreshing…" and then nothing else would tell it
 * the number); nothing after one that failed (the last-update time did not move) — the failure
 * has its own message.
 */
function useRefreshedText(refreshing: boolean, updatedAt: BalanceCardProps['updatedAt'], text: string): string {
  const stampBefore = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const stamp = updatedAt === undefined ? 0 : new Date(updatedAt).getTime();
    if (refreshing) {
      stampBefore.current ??= stamp;
      setSaid('');
    } else if (stampBefore.current !== null) {
      if (stamp !== stampBefore.current) setSaid(text);
      stampBefore.current = null;
    }
  }, [refreshing, updatedAt, text]);
  return said;
}

/** The home header card: member name, total balance, last-update time and a refresh action. */
export function BalanceCard({ name, total, currency, updatedAt, refreshing = false, onRefresh, children }: BalanceCardProps) {
  const { t, i18n } = useTranslation();
  const refreshed = useRefreshedText(
    refreshing,
    updatedAt,
    t('ui.balanceCard.refreshed', { total: [formatAmount(total, i18n.language), currency].filter(Boolean).join(' ') }),
  );
  return (
    <section className={styles.card} aria-busy={refreshing || undefined} aria-label={t('ui.balanceCard.total')}>
      <div className={styles.top}>
        <p className={styles.name}>{name}</p>
        {onRefresh && (
          <button
            type="button"
            className={styles.refresh}
            aria-label={t('ui.balanceCard.refresh')}
            aria-disabled={refreshing || undefined}
            data-refreshing={refreshing || undefined}
            onClick={() => {
              if (!refreshing) onRefresh();
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className={styles.icon}>
              <path
                d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <p className={styles.label}>{t('ui.balanceCard.total')}</p>
      <Amount value={total} size="xl" currency={currency} className={styles.total} />
      <p className={styles.updated}>
        {updatedAt !== undefined ? t('ui.balanceCard.updated', { time: formatDateTime(updatedAt) }) : '\u00a0'}
      </p>
      <span className="visually-hidden" role="status">
        {refreshing ? t('ui.balanceCard.refreshing') : refreshed}
      </span>
      {children}
    </section>
  );
}
