import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

describe('latestOnly', () => {
  it('lets only the newest of overlapping calls land, whatever order their answers come in', async () => {
    const turn = latestOnly();
    let shown = 'nothing';
    const load = async (answer: string, delayMs: number) => {
      const current = turn();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (current()) shown = answer;
    };
    // The older read (before a Receive) answers after the newer one (after it).
    await Promise.all([load('before the move', 30), load('after the move', 5)]);
    expect(shown).toBe('after the move');
    await load('next ping', 0);
    expect(shown).toBe('next ping');
  });
});
