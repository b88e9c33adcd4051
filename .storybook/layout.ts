/**
 * Layout checks for play functions: what a player on a small phone would see once they scrolled
 * a sheet to its end.
 */

/** Scrolls every scrolling box around `el` to its end, as a thumb would, and waits for the frame. */
export async function scrollToEnd(el: Element): Promise<void> {
  for (let box = el.parentElement; box; box = box.parentElement) box.scrollTop = box.scrollHeight;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** How many px of `el` lie under `cover` (0 when `el` ends above `cover`'s top). */
export const pxUnder = (el: Element, cover: Element): number =>
  Math.max(0, el.getBoundingClientRect().bottom - cover.getBoundingClientRect().top);
