/**
 * The caret's six easings as functions of progress t ∈ [0, 1] → [0, 1], plus
 * the CSS timing function for each (swing has no CSS keyword; its cubic
 * Bézier is the closest fit to the cosine curve).
 */
import type { CaretEasing } from '../settings/settings-options';

/** Maps time progress 0..1 to distance progress 0..1. */
export type Easing = (t: number) => number;

/**
 * A CSS-style cubic Bézier timing function through (0,0), (x1,y1), (x2,y2),
 * (1,1): solves x(s) = t for s by Newton's method with a bisection fallback,
 * then returns y(s).
 */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): Easing {
  const cx = 3 * x1;
  const bx = 3 * (x2 - x1) - cx;
  const ax = 1 - cx - bx;
  const cy = 3 * y1;
  const by = 3 * (y2 - y1) - cy;
  const ay = 1 - cy - by;
  const x = (s: number) => ((ax * s + bx) * s + cx) * s;
  const dx = (s: number) => (3 * ax * s + 2 * bx) * s + cx;
  const y = (s: number) => ((ay * s + by) * s + cy) * s;
  const solve = (t: number): number => {
    let s = t;
    for (let i = 0; i < 8; i++) {
      const error = x(s) - t;
      if (Math.abs(error) < 1e-7) return s;
      const slope = dx(s);
      if (Math.abs(slope) < 1e-6) break;
      s -= error / slope;
    }
    let lo = 0;
    let hi = 1;
    s = t;
    for (let i = 0; i < 40; i++) {
      const value = x(s);
      if (Math.abs(value - t) < 1e-7) break;
      if (value < t) lo = s;
      else hi = s;
      s = (lo + hi) / 2;
    }
    return s;
  };
  return (t) => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    // Rounding can land a hair outside 0..1 right next to the ends.
    return Math.min(1, Math.max(0, y(solve(t))));
  };
}

const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** The easing functions by setting value. */
export const EASINGS: Readonly<Record<CaretEasing, Easing>> = {
  swing: (t) => 0.5 - Math.cos(clamp01(t) * Math.PI) / 2,
  ease: cubicBezier(0.25, 0.1, 0.25, 1),
  'ease-in-out': cubicBezier(0.42, 0, 0.58, 1),
  'ease-in': cubicBezier(0.42, 0, 1, 1),
  'ease-out': cubicBezier(0, 0, 0.58, 1),
  linear: clamp01,
};
