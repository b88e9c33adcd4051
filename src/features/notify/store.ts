import { proxy } from 'valtio';

/**
 * App-wide feedback: toasts (4 s, stacked), one alert dialog at a time, and the loader counter.
 * One code path for each of the spec §7 reply behaviours, used by http.ts and by every feature.
 */
export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error' | 'success';
  /** When it was raised: its 4 s run from then wherever it is shown (ui/Toast). */
  at: number;
}

export interface Alert {
  tone: 'success' | 'error' | 'danger';
  title: string;
  text: string;
}

export const notify = proxy({
  toasts: [] as Toast[],
  alert: null as Alert | null,
  pending: 0,
});

let nextId = 1;

/** A toast for 4 s from now (spec §9), timed where it is shown (ui/Toast), which keeps it while the keyboard is on it. */
export function toast(text: string, tone: Toast['tone'] = 'error'): void {
  notify.toasts.push({ id: nextId++, text, tone, at: Date.now() });
}

export function dismissToast(id: number): void {
  const index = notify.toasts.findIndex((t) => t.id === id);
  if (index >= 0) notify.toasts.splice(index, 1);
}

/**
 * The title of an error dialog: "Error", or — for a money move that got no answer, which may have
 * been done — "Result not known yet" (not "Error", which reads as "it failed"). An i18n key.
 */
export const errorTitleKey = (outcomeUnknown: boolean): string => (outcomeUnknown ? 'common.outcomeUnknown' : 'common.error');

export function showAlert(alert: Alert): void {
  notify.alert = alert;
}

export function closeAlert(): void {
  notify.alert = null;
}

export function trackLoading(delta: 1 | -1): void {
  notify.pending = Math.max(0, notify.pending + delta);
}
