import { useEffect } from 'react';

/**
 * Calls `retry` when the browser comes back online, while `waiting` (a screen showing that it
 * could not load): the player who walked into a tunnel finds the screen loaded, not a Retry to press.
 */
export function useOnlineAgain(waiting: boolean, retry: () => void): void {
  useEffect(() => {
    if (!waiting) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);
}
