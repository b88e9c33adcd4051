import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { forgetPageActions } from '../api/action';

/** The page the member was last on, across layout remounts; `null` after a reload (nothing was left). */
let lastPath: string | null = null;

/**
 * Leaving a page ends its attempts: a bonus whose reply was lost there, asked again after coming
 * back, is a new one, not the lost try's stored reply (see idempotentAction). A sheet's moves keep
 * their keys for as long as the sheet's attempt lives (a reload, and a launch's way to the home,
 * bring the sheet back), so only the page's own are forgotten.
 */
export function useActionsForgottenOnLeave(): void {
  const [path] = useLocation();
  useEffect(() => {
    if (lastPath !== null && lastPath !== path) forgetPageActions();
    lastPath = path;
  }, [path]);
}
