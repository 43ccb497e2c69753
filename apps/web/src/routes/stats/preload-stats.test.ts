import { type DayTotals, emptyDay, weeklySeries } from '@typeshelf/core/stats';
import { describe, expect, it } from 'vitest';
import { drawsLongTermChart } from './preload-stats';

/** A day with one minute of typing at 60 wpm. */
const typedDay = (day: number): DayTotals => ({
  ...emptyDay(),
  day,
  time: 60_000,
  typed: 300,
  paragraphs: 1,
  wpm: 60 * 300,
  raw: 62 * 300,
  wpmWeight: 300,
  acc: 97 * 300,
  accWeight: 300,
  con: 80 * 300,
  conWeight: 300,
});
const daysOf = (...days: number[]) => new Map(days.map((day) => [day, typedDay(day)]));

// 2026-11-30, a Monday: the weekly chart's 26 weeks start on 2026-06-08 (day 20,612).
const today = 20_787;

describe('drawsLongTermChart', () => {
  it('draws with a typed day in the last 30 days or in the weekly chart’s 26 weeks', () => {
    expect(drawsLongTermChart(weeklySeries(daysOf(today), today))).toBe(true);
    expect(drawsLongTermChart(weeklySeries(daysOf(today - 100), today))).toBe(true);
    expect(drawsLongTermChart(weeklySeries(daysOf(today - 175), today))).toBe(true);
  });

  it('draws nothing without a day, or with days older than the weekly chart alone', () => {
    expect(drawsLongTermChart(weeklySeries(new Map(), today))).toBe(false);
    expect(drawsLongTermChart(weeklySeries(daysOf(today - 176, today - 300), today))).toBe(false);
    // A day with typing time but no typed speed (read paragraphs only) draws no line either.
    expect(
      drawsLongTermChart(
        weeklySeries(new Map([[today, { ...emptyDay(), day: today, time: 60_000 }]]), today),
      ),
    ).toBe(false);
  });
});
