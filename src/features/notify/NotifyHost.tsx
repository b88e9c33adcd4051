import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { AlertDialog } from '../../ui/AlertDialog';
import { Loader } from '../../ui/Loader';
import { useCoverHostButtons } from '../../platform';
import { ToastViewport } from '../../ui/Toast';
import { closeAlert, dismissToast, notify } from './store';

// The error dialog is in the first download, never lazy: it is needed exactly when the network
// fails, which is when a chunk cannot be fetched (DESIGN.md §3).

/** Renders the app-wide toasts, the alert dialog and the delayed loader from the notify store. */
export function NotifyHost() {
  const { t } = useTranslation();
  const snap = useSnapshot(notify);
  // An alert belongs to the screen that raised it: it never floats over the next one.
  const [location] = useLocation();
  useEffect(() => closeAlert(), [location]);
  // The alert is about what the sheet below just did: its host buttons wait until it is read.
  useCoverHostButtons(snap.alert !== null);
  return (
    <>
      <ToastViewport toasts={snap.toasts} onDismiss={dismissToast} />
      {snap.alert && (
        <AlertDialog
          open
          tone={snap.alert.tone}
          title={snap.alert.title}
          text={snap.alert.text}
          okLabel={t('common.ok')}
          onClose={closeAlert}
        />
      )}
      <Loader active={snap.pending > 0} label={t('app.loading')} />
    </>
  );
}
