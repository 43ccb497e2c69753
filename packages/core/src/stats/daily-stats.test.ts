import { describe, expect, it } from 'vitest';
import { dailyGoalReached, dailyProgress } from './daily-stats';

const minutes = (n: number) => n * 60_000;

describe('dailyProgress', () => {
  it('measures progress as typing time over the goal', () => {
    expect(dailyProgress(minutes(7.5), 15)).toBe(0.5);
    expect(dailyProgress(minutes(30), 15)).toBe(2);
    expect(dailyProgress(0, 15)).toBe(0);
  });

  it('is 0 without a goal or without typing, whatever the other figure', () => {
    expect(dailyProgress(minutes(10), 0)).toBe(0);
    expect(dailyProgress(minutes(10), -5)).toBe(0);
    expect(dailyProgress(-1, 15)).toBe(0);
    expect(dailyProgress(Number.NaN, 15)).toBe(0);
    expect(dailyProgress(Number.POSITIVE_INFINITY, 15)).toBe(0);
  });

  it("reaches the goal at exactly the goal's minutes", () => {
    expect(dailyGoalReached(minutes(15) - 1, 15)).toBe(false);
    expect(dailyGoalReached(minutes(15), 15)).toBe(true);
    expect(dailyGoalReached(minutes(60), 15)).toBe(true);
    expect(dailyGoalReached(minutes(60), 0)).toBe(false);
  });
});
