import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../lib/dates';
import styles from './Countdown.module.css';

export interface CountdownProps {
  /** The moment it reaches 00:00: epoch milliseconds, an ISO string or a Date. Wins over `seconds`. */
  to?: number | string | Date;
  /** Alternatively, seconds from when the component mounts. */
  seconds?: number;
  /** Called once when the countdown reaches 00:00. */
  onExpire?: () => void;
  /** Clock in epoch milliseconds; injectable for tests. Defaults to `Date.now`. */
  now?: () => number;
  /** Accessible name of the timer; defaults to "Time left". */
  label?: string;
  /** Under this many seconds the timer turns to the warning colour. */
  warnBelow?: number;
}

const toMillis = (value: number | string | Date) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** mm:ss down to a target time (e.g. a QR code's `expireIn`); fires `onExpire` once at 00:00. */
export function Countdown({ to, seconds = 0, onExpire, now = Date.now, label, warnBelow = 60 }: CountdownProps) {
  const { t } = useTranslation();
  const toKey = to === undefined ? undefined : toMillis(to);
  const [remaining, setRemaining] = useState(() =>
    Math.max(0, Math.ceil(((toKey ?? now() + seconds * 1000) - now()) / 1000)),
  );
  const readClock = useEffectEvent(() => now());
  const expire = useEffectEvent(() => onExpire?.());
  // Remembers which target already fired, so a re-run of the effect (StrictMode, re-render) never fires twice.
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    const target = toKey ?? readClock() + seconds * 1000;
    const tick = () => {
      const value = Math.max(0, Math.ceil((target - readClock()) / 1000));
      setRemaining(value);
      if (value === 0 && firedFor.current !== target) {
        firedFor.current = target;
        expire();
      }
      return value;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [toKey, seconds]);

  const state = remaining === 0 ? 'expired' : remaining < warnBelow ? 'warning' : 'running';
  return (
    <span className={styles.root} role="timer" aria-label={label ?? t('ui.countdown.label')} data-state={state}>
      {formatCountdown(remaining)}
      {state === 'expired' && <span className="visually-hidden"> {t('ui.countdown.expired')}</span>}
    </span>
  );
}
