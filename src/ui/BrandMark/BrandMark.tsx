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
 * The product's own mark: a gold tile holding a dark wallet with a starred gold coin, and the
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
        {/* A note tucked in behind the wallet. */}
        <path d="M7 11.5 19.5 5.2a1.2 1.2 0 0 1 1.6.5l2.6 5.3Z" className={styles.ink} opacity="0.55" />
        {/* The wallet: body, and the clasp pocket in gold with its stud. */}
        <path d="M5 13.5A2.5 2.5 0 0 1 7.5 11H24.5A2.5 2.5 0 0 1 27 13.5V24.5A2.5 2.5 0 0 1 24.5 27H7.5A2.5 2.5 0 0 1 5 24.5Z" className={styles.ink} />
        <path d="M19.5 16H27V22H19.5A3 3 0 0 1 19.5 16Z" fill={`url(#${gold})`} />
        <circle cx="20" cy="19" r="1.3" className={styles.ink} />
        {/* A gold coin with a star on the wallet's face. */}
        <circle cx="11.5" cy="19" r="4.2" fill={`url(#${gold})`} />
        <path d="m11.5 16.6.7 1.5 1.6.2-1.2 1.1.3 1.6-1.4-.8-1.4.8.3-1.6-1.2-1.1 1.6-.2Z" className={styles.ink} />
      </svg>
      {name && <span className={styles.word}>{name}</span>}
    </span>
  );
}
