import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Loader } from '../../ui/Loader';
import { ToastViewport } from '../../ui/Toast';
import { closeAlert, dismissToast, notify } from './store';

// Alerts are rare; the dialog code loads the first time one is shown, not with /login.
const AlertDialog = lazy(() => import('../../ui/AlertDialog').then((module) => ({ default: module.AlertDialog })));

/** Renders the app-wide toasts, the alert dialog and the delayed loader from the notify store. */
export function NotifyHost() {
  const { t } = useTranslation();
  const snap = useSnapshot(notify);
  return (
    <>
      <ToastViewport toasts={snap.toasts} onDismiss={dismissToast} />
      {snap.alert && (
        <Suspense fallback={null}>
          <AlertDialog
            open
            tone={snap.alert.tone}
            title={snap.alert.title}
            text={snap.alert.text}
            okLabel={t('common.ok')}
            onClose={closeAlert}
          />
        </Suspense>
      )}
      <Loader active={snap.pending > 0} label={t('app.loading')} />
    </>
  );
}
