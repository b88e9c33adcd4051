import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AlertDialog } from '../../ui/AlertDialog';
import { Loader } from '../../ui/Loader';
import { ToastViewport } from '../../ui/Toast';
import { closeAlert, dismissToast, notify } from './store';

/** Renders the app-wide toasts, the alert dialog and the delayed loader from the notify store. */
export function NotifyHost() {
  const { t } = useTranslation();
  const snap = useSnapshot(notify);
  return (
    <>
      <ToastViewport toasts={snap.toasts} onDismiss={dismissToast} />
      <AlertDialog
        open={snap.alert !== null}
        tone={snap.alert?.tone ?? 'error'}
        title={snap.alert?.title ?? ''}
        text={snap.alert?.text}
        okLabel={t('common.ok')}
        onClose={closeAlert}
      />
      <Loader active={snap.pending > 0} label={t('app.loading')} />
    </>
  );
}
