import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { browserOnline } from '../lib/online';
import { usePlatform } from '../platform';
import { useAboveModals } from '../ui/Dialog';
import styles from './OfflineBanner.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** True while the browser says the device is online (`navigator.onLine`, `online`/`offline` events). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, browserOnline, () => true);

/** The page's CSS variable the layouts leave room with (layouts.module.css `.main`). */
const ROOM = '--status-banner-height';

/**
 * Keeps `--status-banner-height` equal to the fixed banner's height while it shows (one line or
 * two, by language and width), so the page's title starts below it instead of under it. Keyed on
 * the element itself: the banner is a new element each time it moves into or out of an open sheet.
 */
function useRoomFor(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(ROOM, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(ROOM);
    };
  }, [element]);
}

/**
 * One line above every screen while the device is offline: fixed under the top bar, and over an
 * open sheet too, where the player is told why the money they move there does not go through.
 */
export function StatusBanners() {
  const { t } = useTranslation();
  const online = useOnline();
  const [offlineBanner, setOfflineBanner] = useState<HTMLElement | null>(null);
  useRoomFor(offlineBanner);
  const { layer, place, modal } = useAboveModals();
  if (online) return null;
  return place(
    <div {...layer} className={styles.stack}>
      <p className={styles.banner} role="status" data-testid="offline-banner" ref={setOfflineBanner}>
        {/* "What you entered is kept" only where something is typed: a sheet with a field (not the wheel, nor
            the invite sheet, whose link and code are read-only fields to copy). */}
        {t(modal?.querySelector('input:not([readonly]),textarea') ? 'resilience.offlineKept' : 'resilience.offline')}
      </p>
    </div>,
  );
}

/**
 * One line while a host (LINE) could not start its SDK: the player keeps the browser experience and
 * knows why host features are missing. At the top of the page's main content, under the top bar:
 * above the bar it pushed the bar down from under the in-app back arrow, which stays at the top of
 * the screen, and sat outside every landmark.
 */
export function HostUnavailableNote() {
  const { t } = useTranslation();
  const platform = usePlatform();
  if (platform.hostFeaturesUnavailable?.() !== true) return null;
  return (
    <p className={styles.note} role="note" data-testid="host-unavailable">
      {t('resilience.lineUnavailable')}
    </p>
  );
}
