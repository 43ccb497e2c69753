/**
 * Daily stats. A day starts at 4 AM local time, so a late-night session
 * counts towards the day it began. The time zone is injected as a function
 * giving the UTC offset at an instant (minutes east of UTC, i.e.
 * `-new Date(t).getTimezoneOffset()` in a browser), which keeps this pure and
 * correct across daylight-saving changes.
 */

import { isComplete } from '../book/completion';
import type { TypedParagraphStats } from './stats-types';

/** The local hour a new day starts. */
export const DAY_START_HOUR = 4;

/** Minutes east of UTC at the instant `timestamp`. */
export type UtcOffset = (timestamp: number) => number;

/** The day `timestamp` belongs to, as a day number (days since 1970-01-01). */
export function dayNumber(timestamp: number, offset: UtcOffset): number {
  const shifted = timestamp + offset(timestamp) * 60000 - DAY_START_HOUR * 3600000;
  return Math.floor(shifted / 86400000);
}

/** The day `timestamp` belongs to, as YYYY-MM-DD. */
export function dayLabel(timestamp: number, offset: UtcOffset): string {
  return civilDate(dayNumber(timestamp, offset));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * YYYY-MM-DD of a day number (days since 1970-01-01), by integer arithmetic
 * on 400-year eras: several times faster than formatting a Date, which
 * matters when a year of history is grouped.
 */
export function civilDate(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const yyyy = year >= 0 && year < 10000 ? String(year).padStart(4, '0') : String(year);
  return `${yyyy}-${pad2(month)}-${pad2(day)}`;
}

/** Typing time in ms and characters typed on one day. */
export interface DailyStats {
  time: number;
  typed: number;
}

/**
 * Progress towards the daily goal: the day's typing time over the goal, not
 * capped (2 is twice the goal). No goal, or no real typing time, is 0.
 */
export function dailyProgress(timeMs: number, goalMinutes: number): number {
  if (!(goalMinutes > 0) || !Number.isFinite(timeMs) || timeMs <= 0) return 0;
  return timeMs / (goalMinutes * 60_000);
}

/** The daily goal is reached: the day's progress is complete. */
export function dailyGoalReached(timeMs: number, goalMinutes: number): boolean {
  return isComplete(dailyProgress(timeMs, goalMinutes));
}

/** One day of the heatmap and charts. */
export interface DayRecord {
  label: string;
  typingTime: number;
  wpm: number;
  acc: number;
  con: number;
  typed: number;
  /** The daily goal was reached that day. */
  dailyGoal: boolean;
}

interface DaySums {
  time: number;
  typed: number;
  wpm: number;
  wpmWeight: number;
  acc: number;
  accWeight: number;
  con: number;
  conWeight: number;
}

/** Groups typed paragraphs by day (weighted as in `combineAggregates`); sorted by label. */
export function dayRecords(
  paragraphs: Iterable<TypedParagraphStats>,
  offset: UtcOffset,
  goalMinutes: number,
): DayRecord[] {
  const byDay = new Map<string, DaySums>();
  for (const stats of paragraphs) {
    const label = dayLabel(stats.timestamp, offset);
    let day = byDay.get(label);
    if (day === undefined) {
      day = { time: 0, typed: 0, wpm: 0, wpmWeight: 0, acc: 0, accWeight: 0, con: 0, conWeight: 0 };
      byDay.set(label, day);
    }
    day.time += stats.time;
    day.typed += stats.length;
    day.wpm += stats.wpm.value * stats.wpm.weight;
    day.wpmWeight += stats.wpm.weight;
    day.acc += stats.acc.value * stats.acc.weight;
    day.accWeight += stats.acc.weight;
    day.con += stats.con.value * stats.con.weight;
    day.conWeight += stats.con.weight;
  }
  const mean = (sum: number, weight: number) => (weight > 0 ? sum / weight : 0);
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, day]) => ({
      label,
      typingTime: day.time,
      wpm: mean(day.wpm, day.wpmWeight),
      acc: mean(day.acc, day.accWeight),
      con: mean(day.con, day.conWeight),
      typed: day.typed,
      dailyGoal: dailyGoalReached(day.time, goalMinutes),
    }));
}

/** Adds a typed paragraph to the day's running totals. */
export function addToDay(day: DailyStats, stats: TypedParagraphStats): DailyStats {
  return { time: day.time + stats.time, typed: day.typed + stats.length };
}
