import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { subscribeBackHandlers } from '../../lib/back-stack';

const topModal = () => [...document.querySelectorAll('dialog:modal')].pop();

/**
 * The topmost open modal `<dialog>`, or undefined. A modal dialog makes the rest of the page inert (no
 * clicks, hidden from screen readers), so whatever must stay usable over it — the toasts — has to
 * render inside it. Contained dialogs (docs pages) are not modal and never count.
 *
 * Read from the DOM, re-read when the back stack changes: every Dialog pushes its back handler just
 * after it opens and pops it just after it closes (or is removed while open), so no second registry
 * of open dialogs rides in the first download (/login's JS budget). VideoModal pushes none: it is
 * noticed on the caller's next render. The last modal in document order is the top: a dialog opened
 * over another is rendered inside it or after it (NotifyHost's alert comes last).
 */
export const useTopModal = (): Element | undefined => useSyncExternalStore(subscribeBackHandlers, topModal);

// Showing it last puts it above the dialog; older webviews without popovers ignore the attribute
// and still show it, fixed inside the dialog. The dialog may have left the page in the same commit
// (a sheet closing as its receipt opens): showing would throw and blank the app, and the back
// stack's change that follows moves the layer to the next dialog anyway.
const showPopover = (element: HTMLElement | null) => {
  if (element?.showPopover && element.isConnected && !element.matches(':popover-open')) element.showPopover();
};

/**
 * For a fixed layer that must be seen (and used) over open modal dialogs: the toasts, the offline
 * banner. While a modal is open, `place` renders the layer inside the topmost one and `layer` makes
 * it a manual popover: that keeps it in the dialog's (non-inert) subtree while the top layer puts it
 * above the dialog and frees it from the dialog's transform and overflow. (A popover outside the
 * dialog is drawn on top but stays inert; a z-index outside it is drawn under it.) Dialog.module.css
 * undoes the browser's popover box. Moving to another host remounts the layer.
 */
export function useAboveModals() {
  const modal = useTopModal();
  return {
    /** The topmost open modal, if any: the layer is shown over a sheet. */
    modal,
    layer: { ref: modal && showPopover, popover: modal && ('manual' as const) },
    place: (node: ReactNode) => (modal ? createPortal(node, modal) : node),
  };
}
