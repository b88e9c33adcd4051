import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { StatementEntry } from '../../api/statement';
import { Amount } from '../../ui/Amount';
import { DateTime } from '../../ui/DateTime';
import { HtmlContent } from '../../ui/HtmlContent';
import { Icon, type IconName } from '../../ui/Icon';
import { Skeleton, SkeletonRegion } from '../../ui/Skeleton';
import { limits } from '../../lib/constants';
import styles from './statement.module.css';
import { EntryStatus } from './EntryStatus';
import { useActivityLine } from './activity';

/** Spec §9: deposit a wallet, bonus and finish_bonus a gift, withdraw a hand with money, transfer an exchange. */
export const statementIcon: Record<StatementEntry['statementType'], IconName> = {
  deposit: 'wallet',
  bonus: 'gift',
  finish_bonus: 'gift',
  withdraw: 'hand-money',
  transfer: 'exchange',
};

/** The description the entry carries (bonus, promotion, invite, refund or lucky draw), if any. */
export function entryDescription(entry: Snapshot<StatementEntry>): string | undefined {
  return (entry.bonus ?? entry.promotion ?? entry.invite ?? entry.refund ?? entry.luckydraw)?.description;
}

export interface StatementEntryItemProps {
  entry: Snapshot<StatementEntry>;
  /** Clock for the relative time. */
  now?: number;
  /** Opens the entry's receipt (entries that moved money carry a reference). */
  onReceipt?: (entry: Snapshot<StatementEntry>) => void;
}

/** One statement line: icon, activity, status, date-time, relative time and signed amount (spec §2). */
export function StatementEntryItem({ entry, now, onReceipt }: StatementEntryItemProps) {
  const { t } = useTranslation();
  const activity = useActivityLine();
  const description = entryDescription(entry);
  const type = entry.statementType;
  return (
    <li className={styles.entry} data-type={type} data-status={entry.status === 'FAILED' ? 'failed' : undefined}>
      <span className={styles.icon} data-type={type} data-icon={statementIcon[type]}>
        <Icon name={statementIcon[type]} size={22} title={t(`statement.type.${type}`)} />
      </span>
      <div className={styles.activity}>
        <span className={styles.activityText}>
          {activity(entry)}
          {description && (
            <>
              {': '}
              <HtmlContent as="span" html={description} className={styles.description} />
            </>
          )}
        </span>
        <span className={styles.when}>
          <DateTime value={entry.createdAt} className={styles.stamp} /> · <DateTime value={entry.createdAt} relative now={now} />
        </span>
        {entry.reference && onReceipt && (
          <button type="button" className={`${styles.link} ${styles.reference} touch-area`} onClick={() => onReceipt(entry)}>
            {t('receipt.openFor', { reference: entry.reference })}
          </button>
        )}
      </div>
      <div className={styles.side}>
        <Amount value={entry.amount} type={type} className={styles.amount} />
        <EntryStatus status={entry.status} />
      </div>
    </li>
  );
}

/** A statement line's placeholder (issue 19.6): the same grid, icon circle and text lines as a loaded line. */
function StatementEntrySkeleton() {
  return (
    <li className={styles.entry}>
      <Skeleton shape="circle" width={40} />
      <div className={styles.activity}>
        <span className={styles.activityText}>
          <Skeleton width="75%" />
        </span>
        <span className={styles.when}>
          <Skeleton width="60%" />
        </span>
      </div>
      <div className={styles.side}>
        <Skeleton className={styles.amount} width="7ch" />
        <Skeleton width="9ch" height={24} />
      </div>
    </li>
  );
}

/** A page of placeholder lines while the statement loads (issue 19.6), one "loading" text for readers. */
export function StatementSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('statement.loading')}>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: limits.pageSize }, (_, index) => (
          <StatementEntrySkeleton key={index} />
        ))}
      </ul>
    </SkeletonRegion>
  );
}
