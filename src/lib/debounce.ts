/** Trailing-edge debounce with cancel (read marks 1 s, claim 500 ms, wheel resize 500 ms). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** Leading-edge guard: the first call runs, calls within `waitMs` after it are dropped (double taps). */
export function leading<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let last = -Infinity;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < waitMs) return;
    last = now;
    fn(...args);
  };
}
