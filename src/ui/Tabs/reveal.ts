/**
 * Scrolls `row` sideways, and nothing around it, so that `item` is whole inside the row with
 * `margin` px to spare on the side it came in from (as far as the row scrolls). An item wider than
 * the room shows its start.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement, margin: number, behavior: ScrollBehavior): void {
  const room = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const before = box.left - (room.left + margin);
  const after = box.right - (room.right - margin);
  const by = before < 0 ? before : after > 0 ? Math.min(after, before) : 0;
  // An absolute target: a relative one would add to a glide still under way (quick arrow presses).
  if (by !== 0) row.scrollTo({ left: row.scrollLeft + by, behavior });
}
