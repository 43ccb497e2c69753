import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDailyGoal } from './daily-goal';

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
});
