import { useSyncExternalStore } from 'react';
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
