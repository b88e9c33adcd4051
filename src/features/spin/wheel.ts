/**
 * The spin wheel as pure maths (spec §4 Spin, §9 wheel size, friction, duration and turns), so the
 * canvas component only draws what these functions say and the tests can check every rule.
 *
 * Angles are radians, clockwise, measured from the pointer at the top of the wheel. The wheel's
 * `rotation` is how far it has turned clockwise; slice i covers wheel angles [i·a, (i+1)·a) with
 * a = 2π / n, so the wheel angle under the pointer is −rotation (mod 2π).
 */

export const TAU = Math.PI * 2;

/** Spec §9: each animation frame keeps 99.1 % of the previous frame's speed. */
export const FRICTION = 0.991;
/** The friction is defined per frame of a 60 Hz display. */
export const FRAMES_PER_SECOND = 60;
/** Spec §9: at most 350 px, or 85 % of the window width when that is smaller. */
export const MAX_WHEEL_PX = 350;
export const WINDOW_SHARE = 0.85;
/** Spec §9: 2 to 3 extra full turns, and 4 to 5 s. */
export const MIN_EXTRA_TURNS = 2;
export const MAX_EXTRA_TURNS = 3;
export const MIN_DURATION_MS = 4000;
export const MAX_DURATION_MS = 5000;
/** Where in its slice the pointer stops, as a share of the slice each side of its centre. */
const LANDING_SPREAD = 0.35;

/** A random source in [0, 1): Math.random in the app, a seeded one in tests and stories. */
export type Random = () => number;

/** mulberry32: a tiny seeded generator, so a story's spin and screenshot are the same every run. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The wheel's edge in CSS pixels for a window width. */
export function wheelSize(windowWidth: number): number {
  return Math.max(0, Math.floor(Math.min(MAX_WHEEL_PX, windowWidth * WINDOW_SHARE)));
}

/** The angle of one slice. */
export const sliceAngle = (count: number): number => TAU / Math.max(1, count);

/** An angle folded into [0, 2π). */
export function normalize(angle: number): number {
  const folded = angle % TAU;
  return folded < 0 ? folded + TAU : folded;
}

/** The index of the slice under the pointer for a rotation. */
export function sliceAt(rotation: number, count: number): number {
  if (count <= 0) return -1;
  const index = Math.floor(normalize(-rotation) / sliceAngle(count) + 1e-9);
  return Math.min(count - 1, index);
}

/**
 * The rotation (in [0, 2π)) that puts slice `index` under the pointer; `offset` moves the landing
 * point away from the slice's centre, as a share of the slice (−0.5 … 0.5, exclusive).
 */
export function rotationFor(index: number, count: number, offset = 0): number {
  return normalize(-(index + 0.5 + offset) * sliceAngle(count));
}

/**
 * The friction easing: the share of the distance covered after `progress` (0…1) of the spin, when
 * the speed drops by `friction` every frame and the wheel stops after `frames` frames. Spending the
 * same geometric series the original per-frame loop did, but as a function of time, the wheel lands
 * exactly on its target at the end whatever the display's frame rate.
 */
export function frictionEase(progress: number, frames: number, friction = FRICTION): number {
  if (progress <= 0) return 0;
  if (progress >= 1) return 1;
  return (1 - friction ** (progress * frames)) / (1 - friction ** frames);
}

export interface SpinPlan {
  from: number;
  to: number;
  durationMs: number;
  /** Extra full turns before the final approach (2 or 3). */
  extraTurns: number;
  /** The slice the spin ends on. */
  index: number;
}

/**
 * Plans a spin from the current rotation to slice `index` (the one the server drew): 2–3 extra
 * full turns, a landing point within the slice, and a duration of 4–5 s scaled by how many turns the
 * wheel makes in all (more turns, longer spin).
 */
export function planSpin(from: number, index: number, count: number, random: Random = Math.random): SpinPlan {
  const extraTurns = random() < 0.5 ? MIN_EXTRA_TURNS : MAX_EXTRA_TURNS;
  const offset = (random() * 2 - 1) * LANDING_SPREAD;
  const approach = normalize(rotationFor(index, count, offset) - from);
  const turns = extraTurns + approach / TAU;
  // turns is in [2, 4): spread it over 4–5 s.
  const share = Math.min(1, Math.max(0, (turns - MIN_EXTRA_TURNS) / 2));
  const durationMs = Math.round(MIN_DURATION_MS + share * (MAX_DURATION_MS - MIN_DURATION_MS));
  return { from, to: from + extraTurns * TAU + approach, durationMs, extraTurns, index };
}

/** The wheel's rotation `elapsedMs` into a planned spin. */
export function rotationAt(plan: SpinPlan, elapsedMs: number, friction = FRICTION): number {
  const frames = (plan.durationMs / 1000) * FRAMES_PER_SECOND;
  const progress = plan.durationMs > 0 ? elapsedMs / plan.durationMs : 1;
  return plan.from + (plan.to - plan.from) * frictionEase(progress, frames, friction);
}

/** Whether a spin may start (spec §4): not while one runs, and only with coins above 0. */
export const canSpin = (spinning: boolean, coins: number): boolean => !spinning && coins > 0;
