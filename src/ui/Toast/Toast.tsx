import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../lib/constants';
import { useAboveModals } from '../Dialog/topModal';
import { Icon, type IconName } from '../Icon';
import styles from './Toast.module.css';

/** One toast; the same shape as the notify store's `Toast`. */
export interface ToastData {
  /** Unique id, passed back to `onDismiss`. */
  id: number;
  /** The message. */
  text: string;
  /** `error` is announced assertively (`role="alert"`); `info` and `success` politely. */
  tone: 'info' | 'error' | 'success';
  /** When it was raised (`Date.now()`): its time runs from then, though the stack moves above a dialog. */
  at?: number;
}

/** Spec §9: a toast lasts 4 s. */
export const TOAST_DURATION_MS = limits.toastMs;

export interface ToastProps {
  /** What to show. */
  toast: ToastData;
  /** Called with the toast's id when it times out or the user dismisses it. */
  onDismiss: (id: number) => void;
  /** Milliseconds before it dismisses itself; `0` keeps it until dismissed. */
  durationMs?: number;
}

const toneIcon: Record<ToastData['tone'], IconName> = { info: 'chat', success: 'check', error: 'warning' };

/** A single toast with a tone icon and a dismiss button. */
export function Toast({ toast, onDismiss, durationMs = TOAST_DURATION_MS }: ToastProps) {
  const { t } = useTranslation();
  // The latest callback, so a parent re-render does not restart the timer.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  const root = useRef<HTMLDivElement>(null);
  // A mouse resting on it (a desktop reader following the text with the pointer).
  const pointed = useRef(false);
  // Starts its time again from now (the mouse has left it): set while it is timed.
  const restart = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (durationMs <= 0) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const expire = () => {
      // The keyboard or the mouse is on it: it stays for another full time (WCAG 2.2.1, timing adjustable).
      if (pointed.current || root.current?.contains(document.activeElement)) timer = setTimeout(expire, durationMs);
      else dismissRef.current(toast.id);
    };
    // Without `at` the sum is NaN: a full time from now.
    timer = setTimeout(expire, toast.at! + durationMs - Date.now() || durationMs);
    restart.current = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, durationMs);
    };
    return () => {
      clearTimeout(timer);
      restart.current = null;
    };
  }, [toast.id, toast.at, durationMs]);

  return (
    <div
      ref={root}
      className={styles.toast}
      data-tone={toast.tone}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      // Only a mouse: a finger's tap leaves no pointer resting there, so it would hold the toast for good.
      onPointerEnter={(event) => {
        pointed.current = event.pointerType === 'mouse';
      }}
      onPointerLeave={() => {
        if (!pointed.current) return;
        pointed.current = false;
        // A full time to finish reading from when the mouse went, not whatever was left of the last one.
        restart.current?.();
      }}
    >
      <Icon name={toneIcon[toast.tone]} className={styles.icon} size={20} />
      <p className={styles.text}>{toast.text}</p>
      <button type="button" className={styles.dismiss} aria-label={t('ui.toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

export interface ToastViewportProps {
  /** The toasts to show, oldest first (e.g. `useSnapshot(notify).toasts`). */
  toasts: readonly ToastData[];
  /** Called with an id when a toast times out or is dismissed (e.g. the store's `dismissToast`). */
  onDismiss: (id: number) => void;
  /** Milliseconds each toast stays; `0` leaves timing to the caller. */
  durationMs?: number;
  /** Where the stack sits. */
  placement?: 'top' | 'bottom';
}

/**
 * The fixed stack of toasts, under the host's safe area. Newest at the edge it grows from.
 *
 * While a modal dialog is open everything outside it is inert: a toast there would sit under the
 * backdrop, its × unclickable and its live region never announced, so the stack stays above modals
 * (`useAboveModals`). Moving to another host remounts the toasts: a toast's time runs from its `at`
 * (else it starts again), so one raised just before a dialog opens still leaves 4 s after it came.
 */
export function ToastViewport({ toasts, onDismiss, durationMs = TOAST_DURATION_MS, placement = 'top' }: ToastViewportProps) {
  const { t } = useTranslation();
  const { layer, place } = useAboveModals();
  return place(
    <section {...layer} className={styles.viewport} data-placement={placement} aria-label={t('ui.toast.region')}>
      {toasts.map((item) => (
        <Toast key={item.id} toast={item} onDismiss={onDismiss} durationMs={durationMs} />
      ))}
    </section>,
  );
}
