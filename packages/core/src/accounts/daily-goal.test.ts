import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDailyGoal, dailyProgress } from './daily-goal';
import { HEATMAP_FULL_MINUTES, HEATMAP_LEVELS, HEATMAP_STEP_MINUTES, heatmapLevel } from './heatmap-level';

const minutes = (n: number) => n * 60_000;

describe('clampDailyGoal', () => {
  it('clamps custom goals to 1..1440 whole minutes', () => {
    expect(clampDailyGoal(0)).toBe(1);
    expect(clampDailyGoal(-30)).toBe(1);
    expect(clampDailyGoal(1)).toBe(1);
    expect(clampDailyGoal(45)).toBe(45);
    expect(clampDailyGoal(12.6)).toBe(13);
    expect(clampDailyGoal(1440)).toBe(1440);
    expect(clampDailyGoal(5000)).toBe(1440);
  });

  it('falls back for non-numbers', () => {
    expect(clampDailyGoal(Number.NaN)).toBe(15);
    expect(clampDailyGoal(Number.POSITIVE_INFINITY, 20)).toBe(20);
  });

  it('always lands in range', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const goal = clampDailyGoal(value);
        expect(Number.isInteger(goal)).toBe(true);
        expect(goal).toBeGreaterThanOrEqual(1);
        expect(goal).toBeLessThanOrEqual(1440);
      }),
    );
  });

  it('measures progress as typing time over the goal', () => {
    expect(dailyProgress(minutes(7.5), 15)).toBe(0.5);
    expect(dailyProgress(minutes(30), 15)).toBe(2);
    expect(dailyProgress(0, 15)).toBe(0);
  });
});

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
