import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEATMAP_FULL_MINUTES, HEATMAP_LEVELS, HEATMAP_STEP_MINUTES, heatmapLevel } from './heatmap-level';

const minutes = (n: number) => n * 60_000;

describe('heatmapLevel', () => {
  it('has 5 levels in 5-minute steps, full at 25 minutes', () => {
    expect(HEATMAP_LEVELS).toBe(5);
    expect(HEATMAP_STEP_MINUTES).toBe(5);
    expect(HEATMAP_FULL_MINUTES).toBe(25);
  });

  it.each([
    [0, 0],
    [0.1, 1],
    [4.9, 1],
    [9.9, 1],
    [10, 2],
    [15, 3],
    [20, 4],
    [24.9, 4],
    [25, 5],
    [300, 5],
  ])('%s minutes → level %s', (typed, level) => {
    expect(heatmapLevel(minutes(typed))).toBe(level);
  });

  it('never decreases with more typing', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(heatmapLevel(low)).toBeLessThanOrEqual(heatmapLevel(high));
      }),
    );
  });
});
