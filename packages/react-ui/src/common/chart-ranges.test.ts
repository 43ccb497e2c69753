import { describe, expect, it } from 'vitest';
import { countRange, percentRange, speedRange } from './chart-ranges';

describe('chart axis ranges', () => {
  it('gives a flat 100 % accuracy a 90–100 axis, not a band around 100', () => {
    expect(percentRange([100, 100, 100])).toEqual({ minValue: 90, maxValue: 100 });
  });

  it('rounds a percentage axis down to a step of 5 and never below 0', () => {
    expect(percentRange([97.4, 83.2, null])).toEqual({ minValue: 80, maxValue: 100 });
    expect(percentRange([2])).toEqual({ minValue: 0, maxValue: 100 });
  });

  it('gives speeds round bounds at least 20 apart, a single point included', () => {
    expect(speedRange([61.5])).toEqual({ minValue: 50, maxValue: 80 });
    expect(speedRange([42, 87])).toEqual({ minValue: 40, maxValue: 90 });
    expect(speedRange([3])).toEqual({ minValue: 0, maxValue: 20 });
    const r = speedRange([55, 56]);
    expect(r && r.maxValue - r.minValue).toBeGreaterThanOrEqual(20);
  });

  it('starts counts at 0 and rounds the top up', () => {
    expect(countRange([0, 2])).toEqual({ minValue: 0, maxValue: 5 });
    expect(countRange([37])).toEqual({ minValue: 0, maxValue: 40 });
    expect(countRange([71])).toEqual({ minValue: 0, maxValue: 80 });
  });

  it('leaves the chart its own range when there is nothing to show', () => {
    expect(percentRange([])).toBeNull();
    expect(speedRange([null])).toBeNull();
    expect(countRange([])).toBeNull();
  });
});
