import { useEffect, useRef, type RefObject } from 'react';
import { focusArrival } from './focus-arrival';

/**
 * On a step inside a screen (a wizard's next step): the step's heading, which needs
 * `tabIndex={-1}`, when `step` changes after the first render.
 */
export function useStepArrival(heading: RefObject<HTMLElement | null>, step: unknown): void {
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    if (heading.current) focusArrival(heading.current);
  }, [heading, step]);
}
