/**
 * The back handlers of open sheets and dialogs, topmost last (DESIGN.md §4: the one back button
 * closes the topmost sheet or dialog first). Dialogs push while open; the platform's back control
 * (`platform/HostBackButton`) asks here before it navigates. Pure module: ui and platform share it
 * without knowing each other.
 */
type Handler = () => void;
type Listener = () => void;

const handlers: Handler[] = [];
const listeners = new Set<Listener>();
const changed = () => listeners.forEach((listener) => listener());

/** Registers a handler for the back button; call the returned function when the sheet closes. */
export function pushBackHandler(handler: Handler): () => void {
  // Each registration is its own entry, so the same function pushed twice pops cleanly.
  const entry: Handler = () => handler();
  handlers.push(entry);
  changed();
  return () => {
    const index = handlers.lastIndexOf(entry);
    if (index >= 0) {
      handlers.splice(index, 1);
      changed();
    }
  };
}

/** How many sheets or dialogs would take the back press before any navigation. */
export const backHandlerCount = (): number => handlers.length;

/** Gives the press to the topmost sheet; false when none is open (the caller may navigate). */
export function handleBack(): boolean {
  const top = handlers.at(-1);
  if (!top) return false;
  top();
  return true;
}

export function subscribeBackHandlers(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
