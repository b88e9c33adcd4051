import { cx } from '../../lib/cx';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** What is progressing, for assistive technology (already translated), e.g. "Upload progress". */
  label: string;
  /** Done so far in percent (0–100); omit while it is not known, for a bar that only says "working". */
  value?: number;
  /** Read instead of the number, e.g. "Uploading…" while the value is not known. */
  valueText?: string;
  /**
   * The caller's look: a class that may set `--progress-height`, `--progress-track` and
   * `--progress-transition` (and the bar's place in its row, e.g. a minimum width).
   */
  className?: string;
}

/**
 * A thin bar that fills as work goes on (a file upload). The number is for assistive technology;
 * a caller that shows the percent beside the bar writes it itself, in its own words.
 */
export function ProgressBar({ label, value, valueText, className }: ProgressBarProps) {
  const known = value !== undefined;
  const percent = known ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      className={cx(styles.track, className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent === undefined ? undefined : Math.round(percent)}
      aria-valuetext={valueText}
    >
      <div
        className={styles.fill}
        style={{ width: percent === undefined ? undefined : `${percent}%` }}
        data-indeterminate={!known || undefined}
      />
    </div>
  );
}
