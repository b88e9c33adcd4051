/*
 * Spec §2: opening a dialog hides page scrolling. Several dialogs can be open at once (a banner
 * carousel over the home, a confirm over a dialog), so the body class is counted, not toggled.
 */
let holders = 0;

export function lockScroll(): () => void {
  holders += 1;
  document.body.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) document.body.classList.remove('scroll-locked');
  };
}
