import { civilDate } from './daily-stats';
import { heatmapLevel } from './heatmap-level';

/** Weeks the activity heatmap covers. */
export const HEATMAP_WEEKS = 52;

/** One day's figures as the heatmap needs them (a subset of the stats day record). */
export interface HeatmapDay {
  /** The day as YYYY-MM-DD. */
  label: string;
  /** Typing time that day in milliseconds. */
  typingTime: number;
  /** The daily goal was reached that day. */
  dailyGoal: boolean;
}

/** One square of the heatmap. */
export interface HeatmapCell {
  label: string;
  typingTime: number;
  /** 0 (no typing) to 5 (25 minutes or more); see `heatmapLevel`. */
  level: number;
  /** The daily goal was reached. */
  goal: boolean;
  /** The day has not come yet (the rest of the current week). */
  future: boolean;
}

export interface HeatmapOptions {
  /** Number of week columns; 52 by default. */
  weeks?: number;
  /** The weekday each column starts on: 0 Sunday … 6 Saturday; Monday (1) by default. */
  weekStart?: number;
}

const DAY_MS = 86_400_000;
const LABEL = /^(\d{4})-(\d{2})-(\d{2})$/u;

function dayNumber(label: string): number {
  const match = LABEL.exec(label);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day label: ${label}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/**
 * The heatmap as columns of weeks, oldest first, each of 7 days starting on
 * `weekStart`. The last column holds `today` (a day label, so the clock stays
 * outside); its later days are marked future. Days without a record are
 * empty (level 0).
 */
export function heatmapGrid(
  days: readonly HeatmapDay[],
  today: string,
  options: HeatmapOptions = {},
): HeatmapCell[][] {
  const weeks = options.weeks ?? HEATMAP_WEEKS;
  const weekStart = options.weekStart ?? 1;
  const byLabel = new Map(days.map((day) => [day.label, day]));
  const todayNumber = dayNumber(today);
  // 1 January 1970 (day 0) was a Thursday, weekday 4.
  const weekday = (((todayNumber + 4) % 7) + 7) % 7;
  const firstDay = todayNumber - ((weekday - weekStart + 7) % 7) - (weeks - 1) * 7;
  const grid: HeatmapCell[][] = [];
  for (let week = 0; week < weeks; week++) {
    const column: HeatmapCell[] = [];
    for (let row = 0; row < 7; row++) {
      const day = firstDay + week * 7 + row;
      const label = civilDate(day);
      const record = byLabel.get(label);
      const future = day > todayNumber;
      const typingTime = future ? 0 : (record?.typingTime ?? 0);
      column.push({
        label,
        typingTime,
        level: heatmapLevel(typingTime),
        goal: !future && (record?.dailyGoal ?? false),
        future,
      });
    }
    grid.push(column);
  }
  return grid;
}

/**
 * Today's row in the grid's last week: the day before its first future one,
 * or its last row when today ends the week (no day of it is still to come).
 */
export function heatmapTodayRow(grid: readonly (readonly HeatmapCell[])[]): number {
  const lastWeek = grid.at(-1) ?? [];
  const firstFuture = lastWeek.findIndex((cell) => cell.future);
  return firstFuture === -1 ? Math.max(0, lastWeek.length - 1) : Math.max(0, firstFuture - 1);
}
