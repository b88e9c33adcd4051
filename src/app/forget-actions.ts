import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { forgetUnansweredActions } from '../api/action';

/** The page the member was last on, across layout remounts; `null` after a reload (nothing was left). */
let lastPath: string | null = null;

/**
 * Leaving a page ends its attempts: a bonus or a move whose reply was lost there, asked again after
 * coming back, is a new one, not the lost try's stored reply (see idempotentAction). A reload keeps
 * the page, and so the key its restored sheet will ask with.
 */
export function useActionsForgottenOnLeave(): void {
  const [path] = useLocation();
  useEffect(() => {
    if (lastPath !== null && lastPath !== path) forgetUnansweredActions();
    lastPath = path;
  }, [path]);
}
