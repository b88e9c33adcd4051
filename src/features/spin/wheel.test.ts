import { describe, expect, it } from 'vitest';
import {
  FRICTION,
  MAX_DURATION_MS,
  MIN_DURATION_MS,
  TAU,
  canSpin,
  frictionEase,
  normalize,
  planSpin,
  rotationAt,
  rotationFor,
  seededRandom,
  sliceAngle,
  sliceAt,
  wheelSize,
} from './wheel';

describe('wheel size (spec §9)', () => {
  it('is 350 px at most, else 85 % of the window width', () => {
    expect(wheelSize(1280)).toBe(350);
    expect(wheelSize(412)).toBe(350);
    expect(wheelSize(390)).toBe(331);
    expect(wheelSize(320)).toBe(272);
    expect(wheelSize(0)).toBe(0);
  });
});

describe('geometry', () => {
  it('folds angles into [0, 2π)', () => {
    expect(normalize(0)).toBe(0);
    expect(normalize(TAU)).toBeCloseTo(0);
    expect(normalize(-Math.PI / 2)).toBeCloseTo((3 * Math.PI) / 2);
    expect(normalize(5 * TAU + 1)).toBeCloseTo(1);
  });

  it('puts slice 0 under the pointer when its first edge is a hair past it', () => {
    expect(sliceAt(0, 8)).toBe(0);
    expect(sliceAt(-0.01, 8)).toBe(0);
    // Turning clockwise by a bit brings the last slice under the pointer.
    expect(sliceAt(0.01, 8)).toBe(7);
  });

  it('the rotation for slice i puts slice i under the pointer, centred and within its spread', () => {
    for (const count of [1, 2, 3, 8, 12]) {
      for (let i = 0; i < count; i += 1) {
        expect(sliceAt(rotationFor(i, count), count)).toBe(i);
        expect(sliceAt(rotationFor(i, count, 0.49), count)).toBe(i);
        expect(sliceAt(rotationFor(i, count, -0.49), count)).toBe(i);
        // And any number of whole turns later.
        expect(sliceAt(rotationFor(i, count) + 7 * TAU, count)).toBe(i);
      }
    }
    expect(sliceAngle(8)).toBeCloseTo(Math.PI / 4);
  });

  it('has no slice without slices', () => {
    expect(sliceAt(1, 0)).toBe(-1);
  });
});

describe('friction easing (spec §9: 0.991)', () => {
  const frames = 270;
  it('starts at 0, ends at 1 and never goes back', () => {
    expect(frictionEase(0, frames)).toBe(0);
    expect(frictionEase(1, frames)).toBe(1);
    let last = 0;
    for (let p = 0.01; p <= 1; p += 0.01) {
      const value = frictionEase(p, frames);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });

  it('slows down as the per-frame friction says', () => {
    // Distance in frame k+1 over distance in frame k is the friction.
    const step = (k: number) => frictionEase((k + 1) / frames, frames) - frictionEase(k / frames, frames);
    expect(step(101) / step(100)).toBeCloseTo(FRICTION, 6);
    // Fast at first, slow at the end.
    expect(frictionEase(0.5, frames)).toBeGreaterThan(0.7);
  });
});

describe('a planned spin', () => {
  it('ends on the chosen slice after 2–3 extra turns in 4–5 s, for any start and seed', () => {
    const random = seededRandom(42);
    for (let run = 0; run < 300; run += 1) {
      const count = 2 + Math.floor(random() * 11);
      const index = Math.floor(random() * count);
      const from = (random() - 0.5) * 40;
      const plan = planSpin(from, index, count, random);
      expect(plan.index).toBe(index);
      expect(sliceAt(plan.to, count)).toBe(index);
      expect(sliceAt(rotationAt(plan, plan.durationMs), count)).toBe(index);
      const turns = (plan.to - plan.from) / TAU;
      expect(turns).toBeGreaterThanOrEqual(2);
      expect(turns).toBeLessThan(4);
      expect([2, 3]).toContain(plan.extraTurns);
      expect(plan.durationMs).toBeGreaterThanOrEqual(MIN_DURATION_MS);
      expect(plan.durationMs).toBeLessThanOrEqual(MAX_DURATION_MS);
    }
  });

  it('takes longer the more it turns', () => {
    const short = planSpin(0, 0, 8, () => 0.1);
    const long = planSpin(0, 0, 8, () => 0.9);
    expect(long.extraTurns).toBeGreaterThan(short.extraTurns);
    expect(long.durationMs).toBeGreaterThan(short.durationMs);
  });

  it('moves from start to target as time passes, and rests there afterwards', () => {
    const plan = planSpin(1, 3, 8, seededRandom(7));
    expect(rotationAt(plan, 0)).toBe(plan.from);
    expect(rotationAt(plan, plan.durationMs / 2)).toBeGreaterThan(plan.from);
    expect(rotationAt(plan, plan.durationMs / 2)).toBeLessThan(plan.to);
    expect(rotationAt(plan, plan.durationMs * 2)).toBe(plan.to);
  });

  it('is the same for the same seed (stable stories)', () => {
    expect(planSpin(0, 5, 8, seededRandom(2024))).toEqual(planSpin(0, 5, 8, seededRandom(2024)));
    const a = seededRandom(1);
    const values = Array.from({ length: 1000 }, a);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('when a spin may start (spec §4)', () => {
  it('never while spinning, never at 0 coins or less', () => {
    expect(canSpin(false, 1)).toBe(true);
    expect(canSpin(true, 3)).toBe(false);
    expect(canSpin(false, 0)).toBe(false);
    expect(canSpin(false, -1)).toBe(false);
  });
});
