import { backHandlerCount, handleBack, subscribeBackHandlers } from '../lib/back-stack';
import { isRecord } from '../lib/is-record';
import { backGuardKey as guardKey, isBackGuard, staleGuardKey as staleKey, staleGuardUrl as staleUrlOf } from './history-depth';

/**
 * The browser's own back (Android's back gesture, LINE's in-app browser) closes the topmost sheet
 * or steps the wizard back, as the host back button does (DESIGN.md §4), instead of leaving the
 * screen with the sheet and whatever was typed in it.
 *
 * While anything holds a back handler (lib/back-stack), one extra history entry with the same URL
 * — the guard — sits on top. Back pops it: the press goes to the topmost handler and, if handlers
 * remain, a new guard goes on top. When the last handler goes by other means (a close button, a
 * finished payment), the guard is popped quietly. Only for hosts without a native back button:
 * Telegram's back never walks web history.
 */
let installed: (() => void) | null = null;

export function installBrowserBack(): () => void {
  if (installed) return installed;
  // A guard left by a reload: unmark it (the entry stays, rather than a traversal at boot) and mark
  // it stale, with its URL: a back press from it would land on the same URL and change nothing (a
  // dialog that does not come back with the page, say the bonus one), so it passes on to the entry
  // the player meant. A sheet that comes back with the page (lib/reopen-after-reload) gets a guard
  // of its own above it. (Taking the old entry as its guard was tried: the register wizard,
  // reloaded on a later step, then never finished its submit in the e2e journey.)
  if (isBackGuard(history.state)) {
    history.replaceState({ ...(history.state as object), [guardKey]: undefined, [staleKey]: location.href }, '');
  }
  /** The current entry is a stale guard: its URL. */
  let onStale = staleUrlOf(history.state);

  /** Our guard is the current entry. */
  let guardOnTop = false;
  /** The URL the guard was pushed on: back from it lands on the same one. */
  let guardedUrl = '';
  /** We called history.back() to drop our own guard and its popstate has not come yet. */
  let dropping = false;

  const sync = () => {
    if (dropping) return;
    const open = backHandlerCount() > 0;
    if (open && !guardOnTop) {
      const state: unknown = history.state;
      history.pushState({ ...(isRecord(state) ? state : {}), [guardKey]: true, [staleKey]: undefined }, '');
      onStale = null;
      guardOnTop = true;
      guardedUrl = location.href;
    } else if (!open && guardOnTop) {
      guardOnTop = false;
      if (isBackGuard(history.state)) {
        dropping = true;
        history.back();
      }
    }
  };

  const onPopState = (event: PopStateEvent) => {
    const leftStale = onStale;
    onStale = staleUrlOf(event.state);
    if (dropping) {
      dropping = false;
      sync();
      return;
    }
    // Back from a stale guard onto the same URL, nothing open: the press meant the entry below.
    if (leftStale === location.href && !isBackGuard(event.state) && backHandlerCount() === 0) {
      event.stopImmediatePropagation();
      history.back();
      return;
    }
    if (isBackGuard(event.state)) {
      // A guard left behind by a navigation made from inside a sheet (or reached going forward):
      // nothing is open over it, so step past it before the router or the tracker sees it.
      if (backHandlerCount() === 0) {
        event.stopImmediatePropagation();
        history.back();
      } else guardOnTop = true;
      return;
    }
    if (!guardOnTop) return;
    guardOnTop = false;
    // Back from our guard lands on the same URL: the press is the sheet's. A traversal of several
    // entries (the browser's history menu) changes the URL and is a navigation like any other.
    if (location.href === guardedUrl && backHandlerCount() > 0) {
      event.stopImmediatePropagation();
      handleBack();
    }
    // A busy sheet keeps the press without closing, and one that outlives a navigation stays open:
    // both need a guard again. One that closes unregisters first, and sync finds nothing to guard.
    setTimeout(sync, 0);
  };

  // A navigation (push or replace) from inside a sheet leaves our guard behind or replaces it.
  // The sheet usually closes with it: sync after that render, so no guard is pushed for it.
  const onNavigate = () => {
    if (!isBackGuard(history.state)) onStale = staleUrlOf(history.state);
    if (isBackGuard(history.state) || !guardOnTop) return;
    guardOnTop = false;
    setTimeout(sync, 0);
  };

  // Capture: on window, capture listeners run before the router's and the tracker's, whichever
  // subscribed first, so a stale guard never reaches them.
  window.addEventListener('popstate', onPopState, { capture: true });
  window.addEventListener('pushState', onNavigate);
  window.addEventListener('replaceState', onNavigate);
  const unsubscribe = subscribeBackHandlers(sync);
  sync();
  installed = () => {
    unsubscribe();
    window.removeEventListener('popstate', onPopState, { capture: true });
    window.removeEventListener('pushState', onNavigate);
    window.removeEventListener('replaceState', onNavigate);
    installed = null;
  };
  return installed;
}
