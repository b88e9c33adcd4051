/**
 * Focuses `target` now, or — when a modal over it (a confirmation still closing) leaves it inert,
 * so the focus does not take — as soon as that modal closes, unless something else has taken focus
 * by then (the sheet around it, where a closing modal leaves focus it cannot return, does not count). A receipt that replaces a form while its confirmation is open is read out and keeps
 * keyboard focus, where the closing confirmation would hand focus back to a button that is gone.
 * Returns the cleanup for an effect.
 */
export function focusAfterModal(target: HTMLElement): () => void {
  target.focus({ preventScroll: true });
  if (document.activeElement === target) return () => undefined;
  const doc = target.ownerDocument;
  // A dialog's `close` event does not bubble; capturing on the document hears every one.
  const onClose = () => {
    const active = doc.activeElement;
    // The sheet around it holding the focus is the closing modal's fallback, not a choice: taken over.
    const heldBySheet = active instanceof HTMLDialogElement && active.contains(target);
    if (!target.isConnected || (active && active !== doc.body && !heldBySheet)) return;
    target.focus({ preventScroll: true });
    if (doc.activeElement === target) doc.removeEventListener('close', onClose, true);
  };
  doc.addEventListener('close', onClose, true);
  return () => doc.removeEventListener('close', onClose, true);
}
