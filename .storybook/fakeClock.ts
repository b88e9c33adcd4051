/**
 * A fake clock for play functions, so a story about time does not wait in real time. Stories cannot
 * use vitest's fake timers (they also run in the Storybook UI), so this takes over `setTimeout` —
 * but only for timers of at least `minDelayMs`: the test tools' own short timers (userEvent,
 * waitFor's polling) keep real time. `tick(ms)` moves the clock and fires the taken timers due.
 * Install it in a story's `beforeEach` (before the component renders) and return `uninstall`.
 */
export interface FakeClock {
  /** Moves the clock forward, firing due timers in order. */
  tick(ms: number): void;
  /** Gives `setTimeout` / `clearTimeout` back; timers still pending never fire. */
  uninstall(): void;
}

export function installFakeClock({ minDelayMs = 1_000 }: { minDelayMs?: number } = {}): FakeClock {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const pending = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  // Far above the browser's own ids, so a fake id never clears a real timer.
  let nextId = 2 ** 30;

  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (delay < minDelayMs || typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    const id = nextId++;
    pending.set(id, { at: now + delay, run: () => handler(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && pending.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;

  return {
    tick(ms) {
      const until = now + ms;
      for (;;) {
        const [next] = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at);
        if (!next) break;
        const [id, timer] = next;
        pending.delete(id);
        now = timer.at;
        timer.run();
      }
      now = until;
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}
