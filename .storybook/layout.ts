/**
 * Layout checks for play functions: what a player on a small phone would see once they scrolled
 * a sheet to its end.
 */
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** The story 320 px wide: the narrowest phone the product is checked on. */
export const narrowPhone: Decorator = (Story) => createElement('div', { style: { width: 320 } }, createElement(Story));

/** Scrolls every scrolling box around `el` to its end, as a thumb would, and waits for the frame. */
export async function scrollToEnd(el: Element): Promise<void> {
  for (let box = el.parentElement; box; box = box.parentElement) box.scrollTop = box.scrollHeight;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** How many px of `el` lie under `cover` (0 when `el` ends above `cover`'s top). */
export const pxUnder = (el: Element, cover: Element): number =>
  Math.max(0, el.getBoundingClientRect().bottom - cover.getBoundingClientRect().top);

/** On how many lines `text` is drawn inside `root` (it must lie within one text node). */
export function linesOf(root: Element, text: string): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
  }
  throw new Error(`"${text}" is not in one text node of the element`);
}
