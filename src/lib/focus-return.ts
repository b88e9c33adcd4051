/**
 * Back to a screen (the browser's back, the host's, the in-app arrow) puts focus on the control
 * that left it — the wheel tile after the wheel — where a keyboard or screen-reader player was,
 * instead of the screen's heading. A screen comes back as new elements, so what had focus is kept
 * as its place under `main` (its tag and the index at each level) and found there again. Only
 * controls inside the screen: leaving by the bottom menu comes back to the heading.
 */
interface Place {
  tag: string;
  /** Index among its parent's element children at each level, from `main` down. */
  path: number[];
}

function placeOf(element: Element | null): Place | null {
  const root = element?.closest('main');
  if (!element || !root || element.closest('dialog')) return null;
  const path: number[] = [];
  for (let node = element; node !== root; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  return { tag: element.tagName, path };
}

function elementAt({ tag, path }: Place): HTMLElement | null {
  let node = document.querySelector('main') as Element | null | undefined;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === tag ? node : null;
}

/** Per screen (its path), what had focus when the player last left it by a navigation. */
const leftFrom = new Map<string, Place>();
/** The path of the screen on display, as of its arrival (below). */
let shown = '';
/** Where the last push went, until a screen arrives there. */
let pushedTo: string | null = null;

// wouter's event, fired after the URL changed and before the next screen renders: focus is still on
// what was pressed. A push onto the same path is a sheet's back guard, not a leave.
window.addEventListener('pushState', () => {
  const path = window.location.pathname;
  if (path === shown) return;
  const place = placeOf(document.activeElement);
  if (place) leftFrom.set(shown, place);
  else leftFrom.delete(shown);
  pushedTo = path;
});

/**
 * A screen has arrived (every screen, the page load's first included). One not reached by a push
 * was reached by going back or forward (or by a redirect such as the back control's to the home):
 * a popstate listener cannot tell, as it may run only after the router has drawn the screen
 * (listeners at the window run in the order they were added, and a render can happen in a
 * microtask between them). Focus then goes to the control the player left it from once that is
 * drawn again (a list can come a frame or a reply after the heading) — unless focus has moved on
 * meanwhile: it must still be on `arrival` (the heading the screen focused) or nowhere. Gives up
 * after 90 frames (a second and a half).
 */
export function screenArrived(arrival: HTMLElement | null): void {
  const path = window.location.pathname;
  const place = arrival && pushedTo !== path && path !== shown ? leftFrom.get(path) : undefined;
  pushedTo = null;
  shown = path;
  if (!place) return;
  let frames = 90;
  const attempt = () => {
    const active = document.activeElement;
    if (active !== arrival && active !== document.body) return;
    const target = elementAt(place);
    if (target) target.focus();
    else if (--frames > 0) requestAnimationFrame(attempt);
  };
  attempt();
}
