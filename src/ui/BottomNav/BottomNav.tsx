import type { MouseEvent } from 'react';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import styles from './BottomNav.module.css';
import { cx } from '../../lib/cx';

export interface BottomNavItem {
  /** Stable key. */
  id: string;
  /** Visible label (already translated, e.g. `t('nav.home')`). */
  label: string;
  /** Icon above the label. */
  icon: IconName;
  /** Destination; rendered as a link. The caller's `onClick` may `preventDefault()` and route. */
  href?: string;
  /** Click handler (for links: client-side routing; without `href`: an action such as opening a modal). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The current page: highlighted and `aria-current="page"`. */
  active?: boolean;
  /** The large round centre button (member home). */
  prominent?: boolean;
}

export interface BottomNavProps {
  /** The entries, left to right. Guest: home, register, how-to, contact. Member: profile,
   * conditions, home (prominent, in the middle), statement, contact. */
  items: readonly BottomNavItem[];
  /** Accessible name of the navigation (e.g. `t('nav.memberMenu')`). */
  label: string;
  /** `member` leaves room for the raised centre button. */
  variant?: 'guest' | 'member';
  /** Stays fixed at the bottom of the screen, above the home indicator. */
  fixed?: boolean;
  /** Extra class on the `<nav>`. */
  className?: string;
}

/** The bottom menu. Presentational: the caller decides which item is active and what a tap does. */
export function BottomNav({ items, label, variant = 'guest', fixed = true, className }: BottomNavProps) {
  return (
    <nav
      aria-label={label}
      className={cx(styles.nav, className)}
      data-variant={variant}
      data-fixed={fixed || undefined}
    >
      <ul className={styles.list} style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map((item) => (
          <li key={item.id} className={styles.cell} data-prominent={item.prominent || undefined}>
            {item.prominent ? (
              <Button
                variant="home"
                icon={item.icon}
                href={item.href}
                current={item.active}
                onClick={item.onClick}
                aria-label={item.label}
              />
            ) : item.href !== undefined ? (
              <a
                href={item.href}
                className={styles.item}
                aria-current={item.active ? 'page' : undefined}
                onClick={item.onClick}
              >
                <Icon name={item.icon} size={24} />
                <span className={styles.label}>{item.label}</span>
              </a>
            ) : (
              <button
                type="button"
                className={styles.item}
                aria-current={item.active ? 'page' : undefined}
                onClick={item.onClick}
              >
                <Icon name={item.icon} size={24} />
                <span className={styles.label}>{item.label}</span>
              </button>
            )}
            {item.prominent && (
              <span className={styles.prominentLabel} aria-hidden="true" data-active={item.active || undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
