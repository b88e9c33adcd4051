import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePlatform } from './context';
import { historyDepth } from './history-depth';
import styles from './HostBackButton.module.css';

/**
 * The one back control of the app (DESIGN.md §4): the host's native button where there is one
 * (Telegram ≥ 6.1), an in-app button elsewhere; shown exactly when in-app history can go back.
 * Mount once inside the router.
 */
export function HostBackButton() {
  const platform = usePlatform();
  const { t } = useTranslation();
  // Re-render on every route change even when the depth stays the same (a replace).
  useLocation();
  const tracker = historyDepth();
  const canGoBack = useSyncExternalStore(tracker.subscribe, () => tracker.depth() > 0);
  const goBack = useCallback(() => {
    platform.haptic('light');
    history.back();
  }, [platform]);
  const native = platform.hasNativeBack === true;

  useEffect(() => {
    if (!native) return;
    if (canGoBack) platform.back.show(goBack);
    else platform.back.hide();
  }, [native, canGoBack, goBack, platform]);
  useEffect(() => (native ? () => platform.back.hide() : undefined), [native, platform]);

  if (native || !canGoBack) return null;
  return (
    <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')} data-testid="host-back">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
