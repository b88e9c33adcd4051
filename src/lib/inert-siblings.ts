/**
 * Makes every sibling element of `keep` inert (out of the tab order and the accessibility tree),
 * those added later too, until the returned undo runs. For a panel that covers the page around it
 * without being a modal dialog: focus must not land on something the reader cannot see.
 */
export function inertSiblings(keep: Element): () => void {
  const parent = keep.parentElement;
  if (!parent) return () => undefined;
  const made = new Set<Element>();
  const apply = () => {
    for (const element of parent.children) {
      if (element === keep || element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      made.add(element);
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(parent, { childList: true });
  return () => {
    observer.disconnect();
    for (const element of made) element.removeAttribute('inert');
  };
}
