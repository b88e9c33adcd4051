import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './Dialog.module.css';

export interface DialogActionsProps {
  children: ReactNode;
  className?: string;
}

/**
 * The buttons of a form that lives in a dialog's body (a `<form>` cannot span body and footer).
 * The row sticks to the bottom of a scrolling body, so confirm stays in reach on a small phone.
 */
export function DialogActions({ children, className }: DialogActionsProps) {
  return <div className={cx(styles.actions, className)}>{children}</div>;
}
