import type { ReactNode } from 'react';
import styles from './TopBar.module.css';
import { cx } from '../../lib/cx';

export interface TopBarProps {
  /** Page title (or any title content, e.g. a logo). */
  title?: ReactNode;
  /** Element used for the title: `h1` on a page, `div` when the page has its own heading. */
  titleAs?: 'h1' | 'h2' | 'div';
  /** Left slot, usually a back IconButton. */
  start?: ReactNode;
  /** Right slot for actions (language dropdown, logout…). */
  end?: ReactNode;
  /** Stays at the top while the page scrolls. */
  sticky?: boolean;
  /** Extra class on the `<header>`. */
  className?: string;
}

/** The app bar: back slot, centred title, actions. Sits below the host's safe-area inset. */
export function TopBar({ title, titleAs: Title = 'h1', start, end, sticky = true, className }: TopBarProps) {
  return (
    <header className={cx(styles.bar, className)} data-sticky={sticky || undefined}>
      <div className={styles.start}>{start}</div>
      {title !== undefined && title !== null ? <Title className={styles.title}>{title}</Title> : <div className={styles.title} />}
      <div className={styles.end}>{end}</div>
    </header>
  );
}
