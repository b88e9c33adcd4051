import { useEffect, type RefObject } from 'react';
import { focusArrival } from '../../lib/focus-arrival';
import { screenArrived } from '../../lib/focus-return';

/** Whether a screen has been drawn in this page load: the first keeps the browser's own start. */
let screenShown = false;

/**
 * On a route change: the new screen's heading (not on the first screen of the page load), then,
 * back on a screen, the control the player left it from (lib/focus-return).
 */
export function useScreenArrival(heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    const first = !screenShown;
    screenShown = true;
    const arrival = first ? null : heading.current;
    if (arrival) focusArrival(arrival);
    // Every screen, the first included: the next push leaves it.
    screenArrived(arrival);
  }, [heading]);
}
