import { useEffect, useRef, type ReactNode } from 'react';
import type { SpinSlice } from '../../api/spin';
import { prefersReducedMotion } from '../../ui/_shared/motion';
import { drawWheel } from './drawWheel';
import { rotationAt, sliceAt, type SpinPlan } from './wheel';
import styles from './spin.module.css';

export interface WheelCanvasProps {
  slices: readonly Pick<SpinSlice, 'code' | 'label' | 'bgColor' | 'textColor'>[];
  /** Edge in CSS pixels. */
  size: number;
  /** The resting rotation (clockwise from the pointer, radians). */
  rotation: number;
  /** A running spin: the wheel follows it and calls `onLanded` at its end. */
  plan?: SpinPlan | null;
  onLanded?: () => void;
  /** Accessible description of the wheel. */
  label: string;
  /** Drawn over the centre (the spin button). */
  children?: ReactNode;
}

/**
 * A thin canvas over wheel.ts: draws the slices at a rotation and animates a plan frame by frame
 * (or, for a player who asked for reduced motion, shows where it lands without turning).
 * The slice under the pointer is published as `data-pointer-slice` (index) and
 * `data-pointer-code`, computed from the drawn angle, so tests read where the wheel really stopped.
 */
export function WheelCanvas({ slices, size, rotation, plan, onLanded, label, children }: WheelCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const landedRef = useRef(onLanded);
  useEffect(() => {
    landedRef.current = onLanded;
  }, [onLanded]);

  const paint = (angle: number) => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawWheel(ctx, slices, angle, size);
    const index = sliceAt(angle, slices.length);
    el.dataset.pointerSlice = String(index);
    el.dataset.pointerCode = slices[index]?.code ?? '';
    el.dataset.rotation = angle.toFixed(6);
  };

  useEffect(() => {
    if (!plan) {
      paint(rotation);
      return undefined;
    }
    let frame = 0;
    if (prefersReducedMotion()) {
      // The player asked for less motion: no turns, the wheel shows where it stopped at once (the
      // prize dialog follows on the next frame, as after a spin).
      paint(plan.to);
      frame = requestAnimationFrame(() => landedRef.current?.());
      return () => cancelAnimationFrame(frame);
    }
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      paint(rotationAt(plan, elapsed));
      if (elapsed >= plan.durationMs) {
        landedRef.current?.();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // paint reads slices and size, which are dependencies below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan, rotation, slices, size]);

  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return (
    <div className={styles.wheel} style={{ width: size, height: size }}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        width={Math.round(size * ratio)}
        height={Math.round(size * ratio)}
        style={{ width: size, height: size }}
        role="img"
        aria-label={label}
        data-spinning={plan ? 'true' : undefined}
      />
      <div className={styles.centre}>{children}</div>
    </div>
  );
}
