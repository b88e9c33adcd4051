import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { Icon, type IconName } from '../Icon';
import styles from './AlertDialog.module.css';

export type AlertTone = 'success' | 'error' | 'danger';

export interface AlertDialogProps {
  /** Shown while true. */
  open: boolean;
  /** `success` (green check), `error` (amber warning) or `danger` (red cross). */
  tone: AlertTone;
  /** Heading and accessible name. */
  title: ReactNode;
  /** The message (plain text or nodes). */
  text?: ReactNode;
  /** Button text; defaults to `ui.common.ok`. */
  okLabel?: ReactNode;
  /** Called when the user acknowledges or dismisses the message. */
  onClose: () => void;
}

const toneIcon: Record<AlertTone, IconName> = { success: 'check', error: 'warning', danger: 'close' };

/** A message the user must acknowledge, with a tone icon. Matches the notify store's `Alert`. */
export function AlertDialog({ open, tone, title, text, okLabel, onClose }: AlertDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog<true>
      open={open}
      title={title}
      role="alertdialog"
      layout="compact"
      hideCloseButton
      className={styles.alert}
      icon={
        <span className={styles.badge} data-tone={tone}>
          <Icon name={toneIcon[tone]} size={32} strokeWidth={2.5} />
        </span>
      }
      onClose={() => onClose()}
      actions={[{ label: okLabel ?? t('ui.common.ok'), result: true, variant: 'primary', autoFocus: true }]}
    >
      {text && <p className={styles.text}>{text}</p>}
    </Dialog>
  );
}
