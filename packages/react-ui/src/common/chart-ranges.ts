/**
 * Axis ranges a typist reads at a glance: whole, round bounds around the
 * data, never a hair-thin band around a flat line (lightweight-charts would
 * stretch 100 % accuracy into 99.94–100.06).
 */
import type { AutoscaleInfo } from 'lightweight-charts';

export interface AxisRange {
  minValue: number;
  maxValue: number;
}

/** The finite numbers of a series. */
function finite(values: readonly (number | null | undefined)[]): number[] {
  return values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/**
 * A percentage axis (accuracy, consistency): up to 100, down to the lowest
 * value rounded down to a step of 5 and at least 10 points below the top,
 * so a flat 100 % sits on a 90–100 axis.
 */
export function percentRange(values: readonly (number | null | undefined)[]): AxisRange | null {
  const data = finite(values);
  if (data.length === 0) return null;
  const low = Math.max(0, Math.min(Math.floor(Math.min(...data) / 5) * 5, 90));
  return { minValue: low, maxValue: 100 };
}

/**
 * A speed axis (wpm): from the lowest value rounded down to 10 (0 when the
 * values are close to 0) to the highest rounded up to 10, at least 20 apart.
 */
export function speedRange(values: readonly (number | null | undefined)[]): AxisRange | null {
  const data = finite(values);
  if (data.length === 0) return null;
  let low = Math.floor(Math.min(...data) / 10) * 10;
  let high = Math.ceil(Math.max(...data) / 10) * 10;
  if (high - low < 20) {
    low = Math.max(0, low - 10);
    high = low + Math.max(20, high - low + 10);
  }
  if (high === low) high = low + 20;
  return { minValue: Math.max(0, low), maxValue: high };
}

/** A count axis (minutes): from 0 to the highest value rounded up, at least 5. */
export function countRange(values: readonly (number | null | undefined)[]): AxisRange | null {
  const data = finite(values);
  if (data.length === 0) return null;
  const top = Math.max(5, Math.max(...data));
  const step = top > 50 ? 10 : 5;
  return { minValue: 0, maxValue: Math.ceil(top / step) * step };
}

/** lightweight-charts' autoscale provider answering a fixed range (or its own, with no data). */
export function fixedAutoscale(range: AxisRange | null) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null =>
    range ? { priceRange: range, margins: { above: 16, below: 6 } } : original();
}
