import { describe, expect, it } from 'vitest';
import { stepsOnTheWay } from './path';

describe('stepsOnTheWay', () => {
  it('foresees the OTP step at step 1 only when the switch is on', () => {
    expect(stepsOnTheWay(1, true, true)).toEqual([1, 2, 3, 4]);
    expect(stepsOnTheWay(1, false, true)).toEqual([1, 3, 4]);
  });

  it('leaves out an OTP step the player skipped, even if the switch went on since', () => {
    expect(stepsOnTheWay(3, false, true)).toEqual([1, 3, 4]);
    expect(stepsOnTheWay(4, true, true)).toEqual([1, 3, 4]);
  });

  it('keeps the OTP step the player went through (or was verified for)', () => {
    expect(stepsOnTheWay(2, true, false)).toEqual([1, 2, 3, 4]);
    expect(stepsOnTheWay(3, false, false)).toEqual([1, 2, 3, 4]);
  });
});
