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

/** The day number of a YYYY-MM-DD label (the inverse of `civilDate`); NaN for anything else. */
export function labelDay(label: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (!match) return Number.NaN;
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000);
}

/**
 * One day's typed paragraphs as weighted sums (weights as in
 * `combineAggregates`): what the daily goal, the heatmap and the long-term
 * charts need, kept per day so a screen reads 365 of them instead of every
 * paragraph of a year.
 */
export interface DailyStats {
  /** Active typing time in whole ms. */
  time: number;
  /** Characters typed. */
  typed: number;
  paragraphs: number;
  wpm: number;
  raw: number;
  wpmWeight: number;
  acc: number;
  accWeight: number;
  con: number;
  conWeight: number;
}

/** Steps of the grid every share of a day is rounded to (1/256). */
const SHARE_GRID = 256;
const onGrid = (value: number) => Math.round(value * SHARE_GRID) / SHARE_GRID;

/**
 * What one typed paragraph adds to its day. Every part lies on a binary grid
 * (whole ms and characters, 1/256 of the weighted sums), so adding and
 * taking away paragraphs in any order gives exactly the sums of one pass:
 * a day kept save by save equals the day derived from every paragraph, to
 * the last bit, while its means move by under a millionth.
 */
export function dayShare(stats: TypedParagraphStats): DailyStats {
  return {
    time: Math.round(stats.time),
    typed: stats.length,
    paragraphs: 1,
    wpm: onGrid(stats.wpm.value * stats.wpm.weight),
    raw: onGrid(stats.wpm.raw * stats.wpm.weight),
    wpmWeight: onGrid(stats.wpm.weight),
    acc: onGrid(stats.acc.value * stats.acc.weight),
    accWeight: onGrid(stats.acc.weight),
    con: onGrid(stats.con.value * stats.con.weight),
    conWeight: onGrid(stats.con.weight),
  };
}

/** A day with nothing typed. */
export function emptyDay(): DailyStats {
  return {
    time: 0,
    typed: 0,
    paragraphs: 0,
    wpm: 0,
    raw: 0,
    wpmWeight: 0,
    acc: 0,
    accWeight: 0,
    con: 0,
    conWeight: 0,
  };
}

/** Adds `share` into `day` in place, `sign` times (-1 takes a paragraph away). */
export function addIntoDay(day: DailyStats, share: DailyStats, sign: 1 | -1 = 1): void {
  day.time += sign * share.time;
  day.typed += sign * share.typed;
  day.paragraphs += sign * share.paragraphs;
  day.wpm += sign * share.wpm;
  day.raw += sign * share.raw;
  day.wpmWeight += sign * share.wpmWeight;
  day.acc += sign * share.acc;
  day.accWeight += sign * share.accWeight;
  day.con += sign * share.con;
  day.conWeight += sign * share.conWeight;
}

/** `day` with a typed paragraph added (or taken away); null once the day has no paragraph left. */
export function movedDay(
  day: DailyStats | undefined,
  stats: TypedParagraphStats,
  sign: 1 | -1,
): DailyStats | null {
  const next = { ...(day ?? emptyDay()) };
  addIntoDay(next, dayShare(stats), sign);
  return next.paragraphs > 0 ? next : null;
}

/** Whether a stored day has every sum (days kept before they carried the charts' sums do not). */
export function isDailyStats(value: unknown): value is DailyStats {
  if (typeof value !== 'object' || value === null) return false;
  const day = value as Record<string, unknown>;
  return (Object.keys(emptyDay()) as (keyof DailyStats)[]).every((key) => Number.isFinite(day[key]));
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
