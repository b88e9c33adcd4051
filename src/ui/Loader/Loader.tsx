import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './Loader.module.css';

/** Spec §9: the loader waits 200 ms, so quick calls never flash it. */
export const LOADER_DELAY_MS = 200;

export interface LoaderProps {
  /** Something is in flight. The spinner appears only once this has stayed true for `delayMs`. */
  active: boolean;
  /** Milliseconds to wait before showing. */
  delayMs?: number;
  /** Announced text; defaults to `ui.common.loading`. */
  label?: string;
  /** `overlay` covers the screen and blocks taps; `inline` is a spinner in the flow. */
  variant?: 'overlay' | 'inline';
}

/** A delayed busy indicator with a polite live announcement. */
export function Loader({ active, delayMs = LOADER_DELAY_MS, label, variant = 'overlay' }: LoaderProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  const text = label ?? t('ui.common.loading');

  return (
    <div className={styles.root} data-variant={variant} data-visible={visible || undefined}>
      {/* The live region stays mounted so the text is announced when it appears. */}
      <span role="status" aria-live="polite" className="visually-hidden">
        {visible ? text : ''}
      </span>
      {visible && (
        <div className={styles.indicator} data-testid="loader-indicator">
          <span className={styles.spinner}>
            <Icon name="spin" spinning size={variant === 'overlay' ? 36 : 24} strokeWidth={2.5} />
          </span>
          {variant === 'inline' && (
            <span className={styles.text} aria-hidden="true">
              {text}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
