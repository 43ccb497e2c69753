/**
 * Axes a typist reads at a glance: round bounds around the data and evenly
 * spaced whole-number ticks (10, 20, 30 — never 52, 56, 60 or 92, 95, 97),
 * never a hair-thin band around a flat line (lightweight-charts would stretch
 * 100 % accuracy into 99.94–100.06).
 *
 * lightweight-charts picks its tick spacing itself, from 1, 2, 2.5 or 4 times
 * a power of ten, and offers no way to set it. So a series is drawn in units
 * of its axis's step (`toAxis`) with a move of one unit: once a unit is taller
 * than a label, the library's spacing is one unit, which is one step, and the
 * labels are the unit multiplied back. Every axis has `AXIS_INTERVALS` steps
 * between its bounds, so the two scales of a chart tick at the same heights
 * and share one set of grid lines.
 */
import type { AutoscaleInfo, PriceFormatCustom } from 'lightweight-charts';

/** Steps between an axis's bounds: enough to read a value, few enough for a 13rem phone chart. */
export const AXIS_INTERVALS = 5;

export interface Axis {
  minValue: number;
  maxValue: number;
  /** The distance between two ticks: 1, 2, 2.5 (from 25 up) or 5 times a power of ten. */
  step: number;
}

/** A plain range for a scale whose ticks are not shown (an overlay). */
export interface AxisRange {
  minValue: number;
  maxValue: number;
}

/** The finite numbers of a series. */
function finite(values: readonly (number | null | undefined)[]): number[] {
  return values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/** The smallest round step at least `span`: 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500 … */
export function roundStep(span: number): number {
  if (!(span > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(span));
  const factors = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const factor = factors.find((f) => f * power >= span - 1e-9) ?? 10;
  return factor * power;
}

/**
 * A percentage axis (accuracy, consistency): up to 100, down far enough for
 * the lowest value and at least 10 points, in `AXIS_INTERVALS` round steps, so
 * a flat 100 % sits on 90, 92 … 100.
 */
export function percentAxis(values: readonly (number | null | undefined)[]): Axis | null {
  const data = finite(values);
  if (data.length === 0) return null;
  const low = Math.max(0, Math.min(...data));
  const step = roundStep(Math.max(10, 100 - low) / AXIS_INTERVALS);
  return { minValue: 100 - AXIS_INTERVALS * step, maxValue: 100, step };
}

/**
 * A speed axis (wpm): from a round number at or below the slowest value (0 at
 * the least) over `AXIS_INTERVALS` round steps past the fastest, at least 20
 * wpm in all, so one speed or a flat line sits inside a readable axis.
 */
export function speedAxis(values: readonly (number | null | undefined)[]): Axis | null {
  const data = finite(values);
  if (data.length === 0) return null;
  const low = Math.max(0, Math.min(...data));
  const high = Math.max(low, Math.max(...data));
  let step = roundStep(Math.max(20, high - low) / AXIS_INTERVALS);
  for (;;) {
    const minValue = Math.floor(low / step) * step;
    const maxValue = minValue + AXIS_INTERVALS * step;
    if (maxValue >= high) return { minValue, maxValue, step };
    step = roundStep(step * 1.01);
  }
}

/** A count range (minutes, drawn as an overlay without labels): from 0 to the highest value rounded up, at least 5. */
export function countRange(values: readonly (number | null | undefined)[]): AxisRange | null {
  const data = finite(values);
  if (data.length === 0) return null;
  const top = Math.max(5, Math.max(...data));
  const step = top > 50 ? 10 : 5;
  return { minValue: 0, maxValue: Math.ceil(top / step) * step };
}

/** A value in its axis's units (steps), as the series that draws it on that axis takes it. */
export function toAxis(axis: Axis | null, value: number): number {
  return axis ? value / axis.step : value;
}

/** The label of a position on the axis, in units: the whole number it stands for. */
export function axisLabel(axis: Axis | null, units: number): string {
  return String(Math.round(units * (axis?.step ?? 1)));
}

/** Room above the top tick and below the bottom one, in pixels, for their labels (less than a step). */
const EDGE = { above: 12, below: 6 } as const;

/** The options that put a series on `axis`: its range in units, and labels in the axis's numbers. */
export function axisSeriesOptions(axis: Axis | null): {
  priceFormat: PriceFormatCustom;
  autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => AutoscaleInfo | null;
} {
  return {
    priceFormat: { type: 'custom', minMove: 1, formatter: (units: number) => axisLabel(axis, units) },
    autoscaleInfoProvider: (original) =>
      axis
        ? {
            priceRange: { minValue: axis.minValue / axis.step, maxValue: axis.maxValue / axis.step },
            margins: EDGE,
          }
        : original(),
  };
}

/** lightweight-charts' autoscale provider answering a fixed range (or its own, with no data). */
export function fixedAutoscale(range: AxisRange | null) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null =>
    range ? { priceRange: range, margins: { above: 16, below: 6 } } : original();
}

/**
 * The price scales' options: small margins (the round bounds are the axis,
 * not a band inside it), and labels allowed as close as 1.5 lines apart so a
 * step on a phone's chart is always taller than the library's label room.
 */
export const AXIS_SCALE = { scaleMargins: { top: 0.05, bottom: 0.04 }, tickMarkDensity: 1.5 } as const;
