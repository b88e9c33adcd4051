import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { apiGet } from '../api/http';
import { isLoggedIn } from '../lib/session';

/** A member route without a stored token goes to /login (spec §2, §6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  if (!isLoggedIn()) return <Redirect to="/login" replace />;
  return <>{children}</>;
}

/**
 * On /login the app asks whether the site is active. A `gone` answer is turned into a move to
 * /terminated by the http reply rules; any other answer clears the body class (spec §2).
 */
export function useSiteActiveCheck(): void {
  useEffect(() => {
    let live = true;
    apiGet('/api/lookup/active', { errors: 'silent' })
      .then(() => {
        if (live) document.body.className = '';
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}

export function SiteActiveCheck({ children }: { children: ReactNode }) {
  useSiteActiveCheck();
  return <>{children}</>;
}
