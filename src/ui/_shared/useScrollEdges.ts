import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Nothing hides before the first item (scrolled to the start, or nothing to scroll). */
  atStart: boolean;
  /** Nothing hides after the last item. */
  atEnd: boolean;
}

/**
 * Whether a sideways-scrolling row hides items on either side, kept up to date as it scrolls and
 * as it or its items change size (a font that loads late widens the items without resizing the row).
 * `items` re-subscribes when the number of items changes.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, items: number): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // A pixel of slack: zoomed screens report fractional scroll positions.
      const atStart = el.scrollLeft <= 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [ref, items]);
  return edges;
}
