import { useEffect, useEffectEvent } from 'react';
import { pushBackHandler } from './back-stack';

/**
 * While `active`, back (the host's button, the in-app arrow, the browser's) steps a wizard or a
 * sheet's later step back one step, with what was typed kept, instead of leaving the screen or
 * closing the sheet. Registered after the sheet's own handler, so it is the topmost and is asked first.
 */
export function useBackStep(active: boolean, stepBack: () => void): void {
  // The latest callback without re-registering: a new registration would move it in the stack.
  const onBack = useEffectEvent(stepBack);
  useEffect(() => (active ? pushBackHandler(() => onBack()) : undefined), [active]);
}
