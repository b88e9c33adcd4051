import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  /** Shown while true. */
  open: boolean;
  /** Heading and accessible name, e.g. the question asked. */
  title: ReactNode;
  /** Explanation under the title. */
  message?: ReactNode;
  /** Confirm button text; defaults to `ui.common.confirm`. */
  confirmLabel?: ReactNode;
  /** Cancel button text; defaults to `ui.common.cancel`. */
  cancelLabel?: ReactNode;
  /** `danger` draws the confirm button in red (destructive actions such as cancelling a bonus). */
  tone?: 'default' | 'danger';
  /** Waiting for the answer: the confirm button spins, nothing else can be pressed or dismissed. */
  busy?: boolean;
  /** `true` when confirmed, `false` when cancelled or dismissed. */
  onClose: (confirmed: boolean) => void;
}

/** A yes/no question in a small modal. Resolves `true` (confirm) or `false` (cancel, Escape, close). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog<boolean>
      open={open}
      title={title}
      role="alertdialog"
      layout="compact"
      dismissible={!busy}
      onClose={(result) => onClose(result === true)}
      actions={[
        // Focus starts on the safe answer, so an accidental Enter does not confirm.
        { label: cancelLabel ?? t('ui.common.cancel'), result: false, variant: 'secondary', disabled: busy, autoFocus: true },
        {
          label: confirmLabel ?? t('ui.common.confirm'),
          result: true,
          variant: tone === 'danger' ? 'danger' : 'primary',
          loading: busy,
          // The button that asked sits under the question: a double tap must not answer it.
          guarded: true,
        },
      ]}
    >
      {message && <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>{message}</p>}
    </Dialog>
  );
}
