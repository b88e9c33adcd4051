import type { ReactNode } from 'react';
import styles from './Widget.module.css';

export interface WidgetProps {
  /** Icon drawn above the label (decorative; give it `aria-hidden`). */
  icon: ReactNode;
  /** The tile's text, already translated. */
  label: string;
  /** Small value under the label, e.g. the spin-wheel coin count. */
  value?: ReactNode;
  /** Corner badge, e.g. a count of new items; announced as part of the name. */
  badge?: ReactNode;
  /** Emphasised tile (e.g. deposit). */
  tone?: 'default' | 'primary';
  /** Disables the tile. */
  disabled?: boolean;
  /** Called when the tile is pressed. */
  onClick?: () => void;
}

/** A home dashboard tile: icon, label and an optional value or badge; the whole tile is a button. */
export function Widget({ icon, label, value, badge, tone = 'default', disabled = false, onClick }: WidgetProps) {
  return (
    <button type="button" className={styles.tile} data-tone={tone} disabled={disabled} onClick={onClick}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
      {value !== undefined && value !== null && <span className={styles.value}>{value}</span>}
      {badge !== undefined && badge !== null && <span className={styles.badge}>{badge}</span>}
    </button>
  );
}
