import type { ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { ErrorBoundary, RetryState } from './ErrorBoundary';

export interface DialogBoundaryProps {
  children?: ReactNode;
  /** Closes the dialog that failed (the same close the dialog itself would call). */
  onClose: () => void;
  /** Heading of the sheet that stands in for the dialog. */
  title: ReactNode;
}

/**
 * The dialog-level boundary (DESIGN.md §3): a dialog whose code or content fails to load is
 * replaced by a sheet with "no connection — retry", over the screen that opened it. The dialog's
 * store state (what the player typed) lives outside, so a retry brings it back as it was.
 */
export function DialogBoundary({ children, onClose, title }: DialogBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <Dialog open title={title} onClose={onClose} layout="compact">
          <RetryState onRetry={retry} />
        </Dialog>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
