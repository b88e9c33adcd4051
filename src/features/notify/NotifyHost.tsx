import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { limits } from '../../lib/constants';
import { closeAlert, dismissToast, notify } from './store';
import styles from './NotifyHost.module.css';

/** Renders the app-wide toasts, the alert dialog and the delayed loader from the notify store. */
export function NotifyHost() {
  const { t } = useTranslation();
  const snap = useSnapshot(notify);
  const loaderVisible = useDelayed(snap.pending > 0, limits.loaderDelayMs);
  return (
    <>
      <div className={styles.toasts} role="region" aria-label="notifications">
        {snap.toasts.map((item) => (
          <div key={item.id} className={styles.toast} data-tone={item.tone} role={item.tone === 'error' ? 'alert' : 'status'}>
            <span>{item.text}</span>
            <button type="button" className={styles.dismiss} aria-label={t('common.close')} onClick={() => dismissToast(item.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
      {snap.alert && (
        <div className={styles.backdrop}>
          <div role="alertdialog" aria-modal="true" aria-labelledby="alert-title" className={styles.alert} data-tone={snap.alert.tone}>
            <h2 id="alert-title">{snap.alert.title}</h2>
            <p>{snap.alert.text}</p>
            <button type="button" className={styles.ok} onClick={closeAlert} autoFocus>
              {t('common.ok')}
            </button>
          </div>
        </div>
      )}
      {loaderVisible && (
        <div className={styles.loader} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      )}
    </>
  );
}

/** True only after `active` has stayed true for `delayMs`, so quick calls never flash a loader. */
function useDelayed(active: boolean, delayMs: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return visible;
}
