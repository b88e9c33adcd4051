import { createContext, useContext } from 'react';

/**
 * True where modals must stay inside a frame instead of the browser's top layer — a documentation
 * page showing many stories, where a modal would otherwise cover the page. A contained modal opens
 * with `show()` (in the frame's flow, over a drawn backdrop) and does not lock the page's scroll.
 * The app never sets it.
 */
export const DialogContainment = createContext(false);

export const useDialogContainment = () => useContext(DialogContainment);

/** Opens a <dialog> as a modal, or contained (see above). */
export function openDialog(dialog: HTMLDialogElement, contained: boolean): void {
  if (dialog.open) return;
  if (contained) dialog.show();
  else dialog.showModal();
}
