import { Children, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollBehavior } from '../_shared/motion';
import { useScrollEdges } from '../_shared/useScrollEdges';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the scrollable region, e.g. "Slot games". Defaults to "Carousel". */
  label?: string;
  /** Visible heading drawn next to the arrows (optional). */
  title?: ReactNode;
  /** How many slides fit in one view; 3 for the home game cards (spec §2). */
  perView?: number;
  /** Gap between slides in pixels. */
  gap?: number;
  /** Hide the previous/next buttons (swipe and keyboard scrolling still work). */
  hideControls?: boolean;
  /** The slides; each child becomes one snap point. */
  children: ReactNode;
}

/** A horizontal CSS scroll-snap carousel with previous/next buttons and a keyboard-scrollable region. */
export function Carousel({ label, title, perView = 3, gap = 8, hideControls = false, children }: CarouselProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const edges = useScrollEdges(viewport, slides.length);

  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // An arrow pressed up to its end turns disabled under the keyboard's focus, which would drop to
  // the page (and out of a dialog): it goes to the other arrow, or to the slides.
  useEffect(() => {
    const stuck = edges.atEnd ? next.current : edges.atStart ? prev.current : null;
    if (!stuck || document.activeElement !== stuck) return;
    const other = stuck === next.current ? prev.current : next.current;
    (other && !other.disabled ? other : viewport.current)?.focus();
  }, [edges.atStart, edges.atEnd]);

  const page = (direction: 1 | -1) => {
    viewport.current?.scrollBy({ left: direction * viewport.current.clientWidth, behavior: scrollBehavior() });
  };

  const style = { '--per-view': perView, '--gap': `${gap}px` } as CSSProperties;
  const name = label ?? t('ui.carousel.label');

  return (
    <div className={styles.root} style={style}>
      {(title || !hideControls) && (
        <div className={styles.header}>
          <div className={styles.title}>{title}</div>
          {!hideControls && (
            <div className={styles.controls}>
              <button
                ref={prev}
                type="button"
                className={styles.arrow}
                aria-label={t('ui.carousel.prev')}
                disabled={edges.atStart}
                onClick={() => page(-1)}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <button
                ref={next}
                type="button"
                className={styles.arrow}
                aria-label={t('ui.carousel.next')}
                disabled={edges.atEnd}
                onClick={() => page(1)}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </div>
          )}
        </div>
      )}
      <div
        ref={viewport}
        className={styles.viewport}
        role="region"
        aria-roledescription="carousel"
        aria-label={name}
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
      >
        <ul className={styles.track}>
          {slides.map((slide, index) => (
            <li key={index} className={styles.slide}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
