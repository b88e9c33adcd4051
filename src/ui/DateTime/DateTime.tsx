import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, relativeTime, type RelativeWords } from '../../lib/dates';
import styles from './DateTime.module.css';
import { cx } from '../../lib/cx';
import { useClock } from '../../lib/useClock';

export interface DateTimeProps {
  /** An ISO string, epoch milliseconds or a Date. */
  value: string | number | Date;
  /** Show "3 minutes ago" instead of DD/MM/YYYY HH:mm:ss (the full date stays in the tooltip). */
  relative?: boolean;
  /** Clock for relative times, in epoch milliseconds, pinned so stories and tests are stable; without it the time moves on its own. */
  now?: number;
  /** Extra class for layout by the caller. */
  className?: string;
}

/** A date and time as DD/MM/YYYY HH:mm:ss (spec §9) in a semantic <time> element. */
export function DateTime({ value, relative = false, now, className }: DateTimeProps) {
  const { t, i18n } = useTranslation();
  // A relative time moves with the page's clock; the clock is only as fresh as its last tick, so a
  // time shown for the first time is never told older than the moment it appeared.
  const [mountedAt] = useState(Date.now);
  const clock = useClock(relative && now === undefined);
  const date = value instanceof Date ? value : new Date(value);
  const valid = !Number.isNaN(date.getTime());
  const absolute = formatDateTime(date);
  // Lao has no relative-time data in Chromium: our own words instead of Intl's English.
  const words: RelativeWords = (unit, count, past) =>
    count === 0 ? t('ui.time.now') : t(past ? 'ui.time.ago' : 'ui.time.in', { count, unit: t(`ui.time.unit.${unit}`, { count }) });
  const text = relative ? relativeTime(date, i18n.language, now ?? Math.max(mountedAt, clock), words) : absolute;
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
