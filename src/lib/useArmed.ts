import { useEffect, useState } from 'react';

/**
 * A button that appears where the player's finger just was (a review's Confirm where Withdraw was,
 * a QR's "I have transferred" where Create was, a confirmation over the button that asked it) takes
 * no press for a moment: the second tap of a double tap would otherwise confirm what the player
 * has not seen. The same guard browsers put on their own permission and download prompts.
 */
let armDelayMs = 400;

/** Stories and unit tests that press through a flow at machine speed set 0; one story keeps the delay. */
export function setArmDelayMs(ms: number): void {
  armDelayMs = ms;
}

/** False while `active` is off and for a moment after it turns on; then true. */
export function useArmed(active: boolean): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (!active || armDelayMs === 0) return undefined;
    const timer = window.setTimeout(() => setArmed(true), armDelayMs);
    return () => window.clearTimeout(timer);
  }, [active]);
  return active && (armed || armDelayMs === 0);
}
