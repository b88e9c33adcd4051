import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, relativeTime, type RelativeWords } from '../../lib/dates';
import styles from './DateTime.module.css';
import { cx } from '../../lib/cx';

export interface DateTimeProps {
  /** An ISO string, epoch milliseconds or a Date. */
  value: string | number | Date;
  /** Show "3 minutes ago" instead of DD/MM/YYYY HH:mm:ss (the full date stays in the tooltip). */
  relative?: boolean;
  /** Clock for relative times, in epoch milliseconds; injectable so stories and tests are stable. */
  now?: number;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A date and time as DD/MM/YYYY HH:mm:ss (spec §9) in a semantic <time> element. */
export function DateTime({ value, relative = false, now, className }: DateTimeProps) {
  const { t, i18n } = useTranslation();
  // Read once: a relative time is a snapshot; the caller re-renders (or passes `now`) to refresh it.
  const [mountedAt] = useState(Date.now);
  const date = value instanceof Date ? value : new Date(value);
  const valid = !Number.isNaN(date.getTime());
  const absolute = formatDateTime(date);
  // Lao has no relative-time data in Chromium: our own words instead of Intl's English.
  const words: RelativeWords = (unit, count, past) =>
    count === 0 ? t('ui.time.now') : t(past ? 'ui.time.ago' : 'ui.time.in', { count, unit: t(`ui.time.unit.${unit}`, { count }) });
  const text = relative ? relativeTime(date, i18n.language, now ?? mountedAt, words) : absolute;
  return (
    <time
      className={cx(styles.root, className)}
      dateTime={valid ? date.toISOString() : undefined}
      title={relative ? absolute : undefined}
    >
      {text}
    </time>
  );
}
