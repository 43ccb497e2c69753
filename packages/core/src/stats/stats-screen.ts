/**
 * The stats screen (02 §2, §3, §9) as one plain view: the recent list with
 * its average and latest change, the bests by size category with links to
 * where each was set, the activity heatmap, and the long-term series. The
 * screen renders it; nothing here needs React or a clock (today comes in).
 */

import { civilDate } from './daily-stats';
import { type HeatmapCell, heatmapGrid } from './heatmap-grid';
import { type DayTotals, dailySeries, heatmapDays, type SeriesPoint, weeklySeries } from './long-term-stats';
import {
  METRICS,
  type Metric,
  type MetricValues,
  SIZE_CATEGORIES,
  type SizeCategory,
  type StatsSummary,
  type SummaryEntry,
} from './stats-summary';

/** Where a summary id points: `{book}`, `{book}__{chapter}` or `{book}__{chapter}__{paragraph}`. */
export interface RecordPlace {
  bookId: string;
  chapterId: string | null;
  paragraph: number | null;
}

/** Splits a summary id into its book, chapter and paragraph. */
export function recordPlace(id: string): RecordPlace {
  const [bookId = '', chapterId, paragraph] = id.split('__');
  return {
    bookId,
    chapterId: chapterId ?? null,
    paragraph: paragraph === undefined ? null : Number(paragraph),
  };
}

/**
 * The page that shows a record: a chapter's results for a paragraph or a
 * chapter (the paragraph is a point of its chart), the book's results for a
 * book.
 */
export function recordHref(place: RecordPlace): string {
  return place.chapterId === null
    ? `/results/${place.bookId}`
    : `/results/${place.bookId}__${place.chapterId}?show=chapter`;
}

/** One row of the recent list. */
export interface RecentRow extends RecordPlace {
  id: string;
  href: string;
  timestamp: number;
  /** Active time in ms. */
  time: number;
  length: number;
  wpm: number;
  raw: number;
  acc: number;
  con: number;
}

/** Recent Stats: the last 50 typed paragraphs, newest first, with their average. */
export interface RecentView {
  rows: RecentRow[];
  average: MetricValues | null;
  /** How the latest paragraph moved the average; null with fewer than two. */
  latestChange: MetricValues | null;
}

const recentRow = (entry: SummaryEntry): RecentRow => {
  const place = recordPlace(entry.id);
  return {
    ...place,
    id: entry.id,
    href: recordHref(place),
    timestamp: entry.timestamp,
    time: entry.time,
    length: entry.length,
    wpm: entry.wpm,
    raw: entry.raw,
    acc: entry.acc,
    con: entry.con,
  };
};

export function recentView(summary: StatsSummary): RecentView {
  return {
    rows: summary.recent.map(recentRow).reverse(),
    average: summary.average,
    latestChange: summary.latestChange,
  };
}

/** One best: its value, where it was set and when. */
export interface BestCell extends RecordPlace {
  value: number;
  href: string;
  timestamp: number;
}

export type BestScope = 'paragraph' | 'chapter' | 'book';
export const BEST_SCOPES: readonly BestScope[] = ['paragraph', 'chapter', 'book'];

/** The bests of one scope: a row per size category, tiny to huge. */
export interface BestsTable {
  scope: BestScope;
  rows: { category: SizeCategory; cells: Record<Metric, BestCell | null> }[];
  /** Nothing recorded in any category yet. */
  empty: boolean;
}

export function bestsView(summary: StatsSummary): BestsTable[] {
  const tops = { paragraph: summary.topParagraph, chapter: summary.topChapter, book: summary.topBook };
  return BEST_SCOPES.map((scope) => {
    let empty = true;
    const rows = SIZE_CATEGORIES.map((category) => {
      const top = tops[scope][category];
      const cells = {} as Record<Metric, BestCell | null>;
      for (const metric of METRICS) {
        const best = top[metric];
        if (best === null) {
          cells[metric] = null;
          continue;
        }
        empty = false;
        const place = recordPlace(best.id);
        cells[metric] = { ...place, value: best.value, timestamp: best.timestamp, href: recordHref(place) };
      }
      return { category, cells };
    });
    return { scope, rows, empty };
  });
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day label as words: '2026-11-03' → '3 November 2026'. */
export function longDate(label: string): string {
  const [year, month, day] = label.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** Whole minutes of a duration in ms, as '1 minute' or 'N minutes'. */
export function minutesText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  // Some typing, but less than a minute of it, is not "0 minutes".
  if (minutes === 0 && ms > 0) return 'under a minute';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * What a screen reader says for a heatmap cell, e.g. '3 November 2026: 12
 * minutes of typing, daily goal reached' or '30 November 2026: upcoming day'.
 */
export function heatmapCellLabel(cell: HeatmapCell): string {
  const date = longDate(cell.label);
  if (cell.future) return `${date}: upcoming day`;
  if (cell.typingTime <= 0) return `${date}: no typing`;
  const time = cell.typingTime < 60_000 ? 'under a minute' : minutesText(cell.typingTime);
  return `${date}: ${time} of typing${cell.goal ? ', daily goal reached' : ''}`;
}

/** What the stats screen needs besides the summary. */
export interface StatsScreenInput {
  /**
   * The history grouped by day (`dayTotals` or `progressDayTotals`): the one
   * pass over every paragraph, which a caller can keep while the records stay
   * the same.
   */
  days: ReadonlyMap<number, DayTotals>;
  summary: StatsSummary;
  /** Today as a day number (days since 1970-01-01, the day starting at 4 AM). */
  today: number;
  /** The daily goal in minutes. */
  goalMinutes: number;
  /** First weekday of heatmap columns and chart weeks: 0 Sunday … 6 Saturday; Monday by default. */
  weekStart?: number;
}

/** Everything the stats screen shows. */
export interface StatsScreenView {
  recent: RecentView;
  bests: BestsTable[];
  heatmap: HeatmapCell[][];
  daily: SeriesPoint[];
  weekly: SeriesPoint[];
  /** Totals over the whole history. */
  totals: { typingTime: number; typed: number; paragraphs: number; days: number };
  /** Nothing typed yet: the screen shows how to start instead. */
  empty: boolean;
}

export function statsScreenView(input: StatsScreenInput): StatsScreenView {
  const weekStart = input.weekStart ?? 1;
  const { days } = input;
  const totals = { typingTime: 0, typed: 0, paragraphs: 0, days: days.size };
  for (const day of days.values()) {
    totals.typingTime += day.time;
    totals.typed += day.typed;
    totals.paragraphs += day.paragraphs;
  }
  return {
    recent: recentView(input.summary),
    bests: bestsView(input.summary),
    heatmap: heatmapGrid(heatmapDays(days, input.goalMinutes), civilDate(input.today), { weekStart }),
    daily: dailySeries(days, input.today),
    weekly: weeklySeries(days, input.today, undefined, weekStart),
    totals,
    empty: totals.paragraphs === 0 && input.summary.recent.length === 0,
  };
}
