/**
 * Day and week totals for the stats screen (02 §3, §9): the activity heatmap
 * and the long-term charts, daily over the last 30 days and weekly over the
 * last 26. One pass groups the history by day; weeks add up their days, so a
 * year of history is read once.
 */

import {
  addIntoDay,
  civilDate,
  type DailyStats,
  dailyGoalReached,
  dayNumber,
  dayShare,
  emptyDay,
  labelDay,
  type UtcOffset,
} from './daily-stats';
import type { HeatmapDay } from './heatmap-grid';
import type { HistoryRecord } from './history';
import type { ParagraphStats } from './stats-types';

/** Days the daily chart covers. */
export const DAILY_CHART_DAYS = 30;
/** Weeks the weekly chart covers. */
export const WEEKLY_CHART_WEEKS = 26;
/** Weeks the share page's activity chart covers (03 §9). */
export const SHARE_CHART_WEEKS = 25;

/** One day's sums (see `DailyStats`) with its day number. */
export interface DayTotals extends DailyStats {
  /** Days since 1970-01-01 (the day starts at 4 AM local time). */
  day: number;
}

const emptyTotals = (day: number): DayTotals => ({ day, ...emptyDay() });

/**
 * Adds typed paragraphs to their days. The offset is asked once per hour of
 * timestamps: a year of history has 100,000 paragraphs but only a few
 * thousand distinct hours, and a browser's offset lookup is the slow part.
 */
class DayGrouping {
  readonly byDay = new Map<number, DayTotals>();
  private readonly hourDay = new Map<number, number>();

  constructor(private readonly offset: UtcOffset) {}

  add(stats: ParagraphStats): void {
    if (stats.type !== 'typed') return;
    const hour = Math.floor(stats.timestamp / 3_600_000);
    let day = this.hourDay.get(hour);
    if (day === undefined) {
      // Offsets change on whole hours (or half hours, checked at both ends of the hour).
      const start = dayNumber(hour * 3_600_000, this.offset);
      const end = dayNumber(hour * 3_600_000 + 3_599_999, this.offset);
      day = start === end ? start : -1;
      if (start === end) this.hourDay.set(hour, start);
    }
    if (day === -1) day = dayNumber(stats.timestamp, this.offset);
    let totals = this.byDay.get(day);
    if (totals === undefined) {
      totals = emptyTotals(day);
      this.byDay.set(day, totals);
    }
    addIntoDay(totals, dayShare(stats));
  }
}

/** Typed paragraphs of a history grouped by day number. */
export function dayTotals(history: Iterable<HistoryRecord>, offset: UtcOffset): Map<number, DayTotals> {
  const grouping = new DayGrouping(offset);
  for (const { stats } of history) grouping.add(stats);
  return grouping.byDay;
}

/**
 * The same days from paragraph stats alone, in one pass: progress records
 * feed their cells through it, so no history list of 100,000 entries is made
 * on the way.
 */
export function statsDayTotals(stats: Iterable<ParagraphStats>, offset: UtcOffset): Map<number, DayTotals> {
  const grouping = new DayGrouping(offset);
  for (const paragraph of stats) grouping.add(paragraph);
  return grouping.byDay;
}

/**
 * The same days from the days the progress records keep (by YYYY-MM-DD
 * label): equal to `statsDayTotals` over every paragraph, read from a few
 * hundred rows.
 */
export function keptDayTotals(days: Readonly<Record<string, DailyStats>>): Map<number, DayTotals> {
  const byDay = new Map<number, DayTotals>();
  for (const [label, day] of Object.entries(days)) {
    const number = labelDay(label);
    if (Number.isFinite(number)) byDay.set(number, { ...day, day: number });
  }
  return byDay;
}

/** The heatmap's days: typing time and whether the daily goal was reached. */
export function heatmapDays(totals: ReadonlyMap<number, DayTotals>, goalMinutes: number): HeatmapDay[] {
  return [...totals.values()].map((day) => ({
    label: civilDate(day.day),
    typingTime: day.time,
    dailyGoal: dailyGoalReached(day.time, goalMinutes),
  }));
}

/** One point of a long-term chart: a day or the week starting on `label`. */
export interface SeriesPoint {
  /** The day, or the week's first day, as YYYY-MM-DD. */
  label: string;
  /** Typing time in ms (0 when nothing was typed). */
  typingTime: number;
  typed: number;
  paragraphs: number;
  /** Weighted means; null when nothing was typed (the chart leaves a gap). */
  wpm: number | null;
  raw: number | null;
  acc: number | null;
  con: number | null;
}

function point(totals: DayTotals): SeriesPoint {
  const mean = (sum: number, weight: number) => (weight > 0 ? sum / weight : null);
  return {
    label: civilDate(totals.day),
    typingTime: totals.time,
    typed: totals.typed,
    paragraphs: totals.paragraphs,
    wpm: mean(totals.wpm, totals.wpmWeight),
    raw: mean(totals.raw, totals.wpmWeight),
    acc: mean(totals.acc, totals.accWeight),
    con: mean(totals.con, totals.conWeight),
  };
}

/** The last `days` days up to `today` (a day number), oldest first, empty days included. */
export function dailySeries(
  totals: ReadonlyMap<number, DayTotals>,
  today: number,
  days: number = DAILY_CHART_DAYS,
): SeriesPoint[] {
  const series: SeriesPoint[] = [];
  for (let day = today - days + 1; day <= today; day++)
    series.push(point(totals.get(day) ?? emptyTotals(day)));
  return series;
}

/** The first day of the week holding `day`, weeks starting on `weekStart` (0 Sunday … 6 Saturday). */
export function weekStartDay(day: number, weekStart = 1): number {
  // 1 January 1970 (day 0) was a Thursday, weekday 4.
  const weekday = (((day + 4) % 7) + 7) % 7;
  return day - ((weekday - weekStart + 7) % 7);
}

/** The last `weeks` weeks up to the one holding `today`, oldest first, each labelled by its first day. */
export function weeklySeries(
  totals: ReadonlyMap<number, DayTotals>,
  today: number,
  weeks: number = WEEKLY_CHART_WEEKS,
  weekStart = 1,
): SeriesPoint[] {
  const last = weekStartDay(today, weekStart);
  const series: SeriesPoint[] = [];
  for (let week = weeks - 1; week >= 0; week--) {
    const first = last - week * 7;
    const sum = emptyTotals(first);
    for (let day = first; day < first + 7; day++) {
      const totalsOfDay = totals.get(day);
      if (totalsOfDay) addIntoDay(sum, totalsOfDay);
    }
    series.push(point(sum));
  }
  return series;
}
