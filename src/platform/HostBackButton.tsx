import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { backHandlerCount, handleBack, subscribeBackHandlers } from '../lib/back-stack';
import { usePlatform } from './context';
import { historyDepth, isBackGuard, isMemberPath, type HistoryDepth } from './history-depth';
import styles from './HostBackButton.module.css';

/** Root screens have no back (DESIGN.md §4): guest sign-in and member home. */
const rootPaths = new Set(['/login', '/user/home']);
const memberHome = '/user/home';

export type BackTarget = 'history' | 'member-home' | null;

/**
 * Where back leads from `path` when no sheet is open: nowhere on a root screen; inside the member
 * area only to another member screen (history when the previous entry is one, else the member
 * home) — "back" to /login would sign the player out; on a guest screen, in-app history.
 */
export function backTarget(path: string, tracker: Pick<HistoryDepth, 'depth' | 'previousPath'>): BackTarget {
  if (rootPaths.has(path)) return null;
  const previous = tracker.depth() > 0 ? tracker.previousPath() : undefined;
  if (isMemberPath(path)) return previous !== undefined && isMemberPath(previous) ? 'history' : 'member-home';
  if (tracker.depth() === 0 || (previous !== undefined && isMemberPath(previous))) return null;
  return 'history';
}

/**
 * The one back control of the app (DESIGN.md §4): the host's native button where there is one
 * (Telegram ≥ 6.1), an in-app button elsewhere. An open sheet or dialog takes the press first
 * (lib/back-stack); otherwise see {@link backTarget}. Mount once inside the router.
 */
export function HostBackButton() {
  const platform = usePlatform();
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const tracker = historyDepth();
  // Re-render when the in-app history moves or a sheet opens or closes.
  useSyncExternalStore(tracker.subscribe, tracker.depth);
  const sheets = useSyncExternalStore(subscribeBackHandlers, backHandlerCount);
  const target = backTarget(path, tracker);
  const visible = sheets > 0 || target !== null;
  const goBack = useCallback(() => {
    platform.haptic('light');
    if (handleBack()) return;
    const where = backTarget(window.location.pathname, tracker);
    if (where === 'history') history.back();
    else if (where === 'member-home') navigate(memberHome, { replace: true });
  }, [platform, tracker, navigate]);
  const native = platform.hasNativeBack === true;

  useEffect(() => {
    if (!native) return;
    if (visible) platform.back.show(goBack);
    else platform.back.hide();
  }, [native, visible, goBack, platform]);
  useEffect(() => (native ? () => platform.back.hide() : undefined), [native, platform]);
  // Without a native button the browser's own back (a gesture, LINE's) must close sheets too.
  // Loaded when the first sheet opens, off the screens' first-load budget; if it cannot load
  // (offline), the browser's back navigates as before.
  const guardSheets = !native && sheets > 0;
  // Also when the page was reloaded over a sheet's guard: that entry is then handled (a back from
  // it must not be a press that changes nothing), whether or not the sheet comes back.
  const [browserBack, setBrowserBack] = useState(() => !native && isBackGuard(history.state));
  if (guardSheets && !browserBack) setBrowserBack(true);
  useEffect(() => {
    if (!browserBack) return undefined;
    let live = true;
    let uninstall: (() => void) | undefined;
    import('./browser-back')
      .then(({ installBrowserBack }) => {
        if (live) uninstall = installBrowserBack();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      uninstall?.();
    };
  }, [browserBack]);

  // In-app arrow: an open dialog draws its own close button, so the arrow is for screens only.
  if (native || target === null) return null;
  return (
    <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')} data-testid="host-back">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
