import type { BarPrice } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import {
  AXIS_INTERVALS,
  type Axis,
  axisLabel,
  axisSeriesOptions,
  countRange,
  percentAxis,
  roundStep,
  speedAxis,
  toAxis,
} from './chart-axes';

/** The labels an axis's ticks carry, bottom to top. */
const ticks = (axis: Axis) =>
  Array.from({ length: AXIS_INTERVALS + 1 }, (_, i) => axisLabel(axis, axis.minValue / axis.step + i));

describe('chart axes', () => {
  it('rounds a step up to 1, 2, 5 (or 2.5 from 25) times a power of ten', () => {
    expect([0.3, 1, 1.5, 2, 2.5, 3.4, 7.8, 12, 21, 26, 60, 130, 240].map(roundStep)).toEqual([
      1, 1, 2, 2, 5, 5, 10, 20, 25, 50, 100, 200, 250,
    ]);
  });

  it('gives a flat 100 % accuracy a 90–100 axis in whole steps, not a band around 100', () => {
    const axis = percentAxis([100, 100, 100]);
    expect(axis).toEqual({ minValue: 90, maxValue: 100, step: 2 });
    expect(ticks(axis!)).toEqual(['90', '92', '94', '96', '98', '100']);
  });

  it('takes a percentage axis down past the lowest value in round steps, never below 0', () => {
    expect(percentAxis([97.4, 83.2, null])).toEqual({ minValue: 75, maxValue: 100, step: 5 });
    expect(percentAxis([61])).toEqual({ minValue: 50, maxValue: 100, step: 10 });
    expect(percentAxis([2])).toEqual({ minValue: 0, maxValue: 100, step: 20 });
  });

  it('gives speeds round bounds around every value, at least 20 wpm, a single point included', () => {
    expect(speedAxis([61.5])).toEqual({ minValue: 60, maxValue: 85, step: 5 });
    expect(speedAxis([52, 57, 63])).toEqual({ minValue: 50, maxValue: 75, step: 5 });
    expect(speedAxis([42, 87])).toEqual({ minValue: 40, maxValue: 90, step: 10 });
    expect(speedAxis([3])).toEqual({ minValue: 0, maxValue: 25, step: 5 });
    expect(speedAxis([65, 95])).toEqual({ minValue: 60, maxValue: 110, step: 10 });
  });

  it('holds every value between round bounds with the same number of even steps', () => {
    for (let seed = 1; seed < 120; seed++) {
      const values = Array.from(
        { length: 1 + (seed % 7) },
        (_, i) => ((seed * 7919 + i * 104_729) % 25_000) / 100,
      );
      const speed = speedAxis(values)!;
      const percent = percentAxis(values.map((v) => Math.min(100, v)))!;
      for (const axis of [speed, percent]) {
        expect(axis.maxValue - axis.minValue).toBe(AXIS_INTERVALS * axis.step);
        expect(axis.minValue % axis.step).toBe(0);
        expect(axis.minValue).toBeGreaterThanOrEqual(0);
        expect(roundStep(axis.step)).toBe(axis.step);
      }
      expect(Math.min(...values)).toBeGreaterThanOrEqual(speed.minValue);
      expect(Math.max(...values)).toBeLessThanOrEqual(speed.maxValue);
      expect(percent.maxValue).toBe(100);
      expect(Math.min(...values, 100)).toBeGreaterThanOrEqual(percent.minValue);
    }
  });

  it('draws a series in steps and labels each step with its whole number', () => {
    const axis = { minValue: 50, maxValue: 75, step: 5 };
    expect(toAxis(axis, 62.5)).toBe(12.5);
    const { priceFormat, autoscaleInfoProvider } = axisSeriesOptions(axis);
    expect(priceFormat.minMove).toBe(1);
    expect([10, 11, 15].map((units) => priceFormat.formatter(units as BarPrice))).toEqual(['50', '55', '75']);
    expect(autoscaleInfoProvider(() => null)?.priceRange).toEqual({ minValue: 10, maxValue: 15 });
  });

  it('starts counts at 0 and rounds the top up', () => {
    expect(countRange([0, 2])).toEqual({ minValue: 0, maxValue: 5 });
    expect(countRange([37])).toEqual({ minValue: 0, maxValue: 40 });
    expect(countRange([71])).toEqual({ minValue: 0, maxValue: 80 });
  });

  it('leaves the chart its own range when there is nothing to show', () => {
    expect(percentAxis([])).toBeNull();
    expect(speedAxis([null])).toBeNull();
    expect(countRange([])).toBeNull();
    const fallback = { priceRange: { minValue: 1, maxValue: 2 } };
    expect(axisSeriesOptions(null).autoscaleInfoProvider(() => fallback)).toBe(fallback);
  });
});
