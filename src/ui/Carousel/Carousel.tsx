import { Children, useRef, type CSSProperties, type ReactNode } from 'react';
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

  // At its end an arrow is aria-disabled, not disabled: a disabled button under the keyboard's focus
  // drops it to the page (and out of a dialog), and moving it to the other arrow made a quick second
  // Enter page back. It keeps focus and does nothing.
  const page = (direction: 1 | -1) => {
    if (direction === 1 ? edges.atEnd : edges.atStart) return;
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
                type="button"
                className={styles.arrow}
                aria-label={`${t('ui.carousel.prev')}: ${name}`}
                aria-disabled={edges.atStart}
                onClick={() => page(-1)}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <button
                type="button"
                className={styles.arrow}
                aria-label={`${t('ui.carousel.next')}: ${name}`}
                aria-disabled={edges.atEnd}
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
        // Read out in the reader's language (a literal "carousel" was English on every Thai and Lao row).
        aria-roledescription={t('ui.carousel.role')}
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
