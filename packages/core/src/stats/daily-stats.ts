/**
 * Daily stats. A day starts at 4 AM local time, so a late-night session
 * counts towards the day it began. The time zone is injected as a function
 * giving the UTC offset at an instant (minutes east of UTC, i.e.
 * `-new Date(t).getTimezoneOffset()` in a browser), which keeps this pure and
 * correct across daylight-saving changes.
 */
import { combineAggregates, paragraphAggregate } from './aggregate-stats';
import type { TypedParagraphStats } from './stats-types';

/** The local hour a new day starts. */
export const DAY_START_HOUR = 4;

/** Minutes east of UTC at the instant `timestamp`. */
export type UtcOffset = (timestamp: number) => number;

/** The day `timestamp` belongs to, as YYYY-MM-DD. */
export function dayLabel(timestamp: number, offset: UtcOffset): string {
  const shifted = timestamp + offset(timestamp) * 60000 - DAY_START_HOUR * 3600000;
  return new Date(shifted).toISOString().slice(0, 10);
}

/** Typing time in ms and characters typed on one day. */
export interface DailyStats {
  time: number;
  typed: number;
}

/** Progress towards the daily goal: time over the goal, not capped (≥ 1 means reached). */
export function dailyProgress(timeMs: number, goalMinutes: number): number {
  return goalMinutes > 0 ? timeMs / (goalMinutes * 60000) : 0;
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

/** Groups typed paragraphs by day; sorted by label. */
export function dayRecords(
  paragraphs: Iterable<TypedParagraphStats>,
  offset: UtcOffset,
  goalMinutes: number,
): DayRecord[] {
  const byDay = new Map<string, TypedParagraphStats[]>();
  for (const stats of paragraphs) {
    const label = dayLabel(stats.timestamp, offset);
    const list = byDay.get(label);
    if (list) list.push(stats);
    else byDay.set(label, [stats]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, list]) => {
      const day = combineAggregates(list.map(paragraphAggregate));
      return {
        label,
        typingTime: day.time,
        wpm: day.wpm.value,
        acc: day.acc.value,
        con: day.con.value,
        typed: day.typed,
        dailyGoal: dailyProgress(day.time, goalMinutes) >= 1,
      };
    });
}

/** Adds a typed paragraph to the day's running totals. */
export function addToDay(day: DailyStats, stats: TypedParagraphStats): DailyStats {
  return { time: day.time + stats.time, typed: day.typed + stats.length };
}
