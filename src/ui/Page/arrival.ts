import { useEffect, type RefObject } from 'react';
import { focusArrival } from '../../lib/focus-arrival';

/** Whether a screen has been drawn in this page load: the first keeps the browser's own start. */
let screenShown = false;

/** On a route change: the new screen's heading (not on the first screen of the page load). */
export function useScreenArrival(heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    const first = !screenShown;
    screenShown = true;
    if (!first && heading.current) focusArrival(heading.current);
  }, [heading]);
}
