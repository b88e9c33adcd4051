import { useTranslation } from 'react-i18next';
import { limits } from '../../lib/constants';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of items. */
  total: number;
  /** Items per page; 10 by default (spec §9). */
  pageSize?: number;
  /** Pages shown before the current one (spec §9: 3). */
  before?: number;
  /** Pages shown after the current one (spec §9: 1). */
  after?: number;
  /** Disables every button (e.g. while a page loads). */
  disabled?: boolean;
  /** Accessible name of the navigation; defaults to "Pagination". */
  label?: string;
  /** Called with the requested page. */
  onChange: (page: number) => void;
}

/** The visible page numbers: `before` pages before the current one and `after` after it. */
export function pageRange(page: number, pageCount: number, before = 3, after = 1): number[] {
  const first = Math.max(1, page - before);
  const last = Math.min(pageCount, page + after);
  const pages: number[] = [];
  for (let p = first; p <= last; p += 1) pages.push(p);
  return pages;
}

const Chevron = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Page navigation for invite, refund, statement and slip lists. Renders nothing for a single page. */
export function Pagination({
  page,
  total,
  pageSize = limits.pageSize,
  before = 3,
  after = 1,
  disabled = false,
  label,
  onChange,
}: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (!disabled && target !== current && target >= 1 && target <= pageCount) onChange(target);
  };
  // aria-disabled, not disabled: a button pressed from the keyboard keeps its focus while the page
  // loads (a disabled one drops it to <body>), and so does Next once it reaches the last page.
  const off = (unavailable: boolean) => (unavailable ? ({ 'aria-disabled': true } as const) : {});
  return (
    <nav className={styles.root} aria-label={label ?? t('ui.pagination.label')}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={t('ui.pagination.prev')}
            {...off(disabled || current <= 1)}
            onClick={() => go(current - 1)}
          >
            <Chevron d="M15 5l-7 7 7 7" />
          </button>
        </li>
        {pageRange(current, pageCount, before, after).map((p) => (
          <li key={p}>
            <button
              type="button"
              className={styles.button}
              aria-label={t('ui.pagination.page', { page: p })}
              aria-current={p === current ? 'page' : undefined}
              {...off(disabled)}
              onClick={() => go(p)}
            >
              {p}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={t('ui.pagination.next')}
            {...off(disabled || current >= pageCount)}
            onClick={() => go(current + 1)}
          >
            <Chevron d="M9 5l7 7-7 7" />
          </button>
        </li>
      </ul>
      {/* Focus stays on the button pressed (Next, now perhaps off at the last page): the page turned
          to is said here, or a screen reader heard nothing of the list changing. */}
      <span className="visually-hidden" aria-live="polite">
        {t('ui.pagination.page', { page: current })}
      </span>
    </nav>
  );
}
