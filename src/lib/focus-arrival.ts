/**
 * Focuses a heading that names what just replaced the content the player was on, so a screen
 * reader says where they are and Tab goes on from there (not from the menu link or the top of the
 * document). Focus the new content gave one of its own controls (a code field opening with the
 * keyboard up), or a modal open over it, stays where it is.
 */
export function focusArrival(heading: HTMLElement): void {
  const active = document.activeElement;
  if (active && (heading.closest('section')?.contains(active) || active.closest('dialog[open]'))) return;
  heading.focus({ preventScroll: true });
}
