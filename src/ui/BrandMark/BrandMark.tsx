import { useId } from 'react';
import styles from './BrandMark.module.css';
import { cx } from '../../lib/cx';

export interface BrandMarkProps {
  /** The wordmark, already translated (`app.name`); without it only the mark is drawn. */
  name?: string;
  /** `md` for the top bar, `lg` for a page's hero (login). */
  size?: 'md' | 'lg';
  /** Extra class on the root. */
  className?: string;
}

/**
 * The product's own mark: a gold tile holding a wallet with a coin about to drop in, and the
 * wordmark beside it. Inline SVG (no request, no third-party artwork); the mark is decorative,
 * the wordmark is the text a reader hears.
 */
export function BrandMark({ name, size = 'md', className }: BrandMarkProps) {
  // Two marks on one page (top bar and login hero) must not share a gradient id.
  const id = useId();
  const gold = `${id}-gold`;
  return (
    <span className={cx(styles.root, className)} data-size={size}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={styles.goldLight} />
            <stop offset="0.55" className={styles.gold} />
            <stop offset="1" className={styles.goldDeep} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gold})`} />
        {/* The coin, half into the wallet's slot. */}
        <circle cx="16" cy="9.5" r="4.6" className={styles.ink} />
        <circle cx="16" cy="9.5" r="2.4" fill={`url(#${gold})`} />
        {/* The wallet: body, flap line and clasp. */}
        <path d="M6 13.5A2.5 2.5 0 0 1 8.5 11H23.5A2.5 2.5 0 0 1 26 13.5V23.5A2.5 2.5 0 0 1 23.5 26H8.5A2.5 2.5 0 0 1 6 23.5Z" className={styles.ink} />
        <path d="M19 16.5H26V21.5H19A2.5 2.5 0 0 1 19 16.5Z" fill={`url(#${gold})`} />
        <circle cx="19.6" cy="19" r="1.2" className={styles.ink} />
      </svg>
      {name && <span className={styles.word}>{name}</span>}
    </span>
  );
}
