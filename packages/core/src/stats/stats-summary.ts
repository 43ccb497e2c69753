/**
 * The stats summary (01 §3, §4): the last 50 typed paragraphs, their
 * average, personal bests per size category for paragraphs, chapters and
 * books, and how the latest paragraph moved the average. Updates are pure:
 * each returns a new summary and the records it set.
 */
import { isComplete } from '../book/completion';
import { METRICS, type Metric, type MetricValues, recentFigures, type SummaryEntry } from './recent-figures';
import type { AggregateStats, TypedParagraphStats } from './stats-types';

/** Minimum paragraph length for a personal best. */
export const MIN_RECORD_PARAGRAPH_LENGTH = 50;
/** Minimum chapter length for a personal best. */
export const MIN_RECORD_CHAPTER_LENGTH = 500;

/** Size categories, shortest first. */
export const SIZE_CATEGORIES = ['tiny', 'short', 'medium', 'long', 'huge'] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/** Upper bounds (exclusive) of tiny, short, medium and long, in characters. */
export const PARAGRAPH_SIZE_THRESHOLDS = [50, 125, 250, 500] as const;
/** Chapter bounds: 1, 2.5, 5 and 10 pages of 2000 characters. */
export const CHAPTER_SIZE_THRESHOLDS = [2000, 5000, 10000, 20000] as const;
/** Book bounds: 25, 62.5, 125 and 250 pages. */
export const BOOK_SIZE_THRESHOLDS = [50000, 125000, 250000, 500000] as const;
/** Maximum entries in the recent list. */
export const MAX_RECENT = 50;

/** The category of `length` under `thresholds` (paragraph thresholds by default). */
export function sizeCategory(
  length: number,
  thresholds: readonly number[] = PARAGRAPH_SIZE_THRESHOLDS,
): SizeCategory {
  let index = 0;
  while (index < thresholds.length && length >= (thresholds[index] as number)) index++;
  return SIZE_CATEGORIES[index] as SizeCategory;
}

// The recent list's figures live apart, so reading a stored summary needs only them.
export {
  averageOf,
  METRICS,
  type Metric,
  type MetricValues,
  recentFigures,
  type SummaryEntry,
} from './recent-figures';

/** A best value, when it was set and by which paragraph/chapter/book id. */
export interface RecordValue {
  value: number;
  timestamp: number;
  id: string;
}

/** The bests of one category; null until something qualifies. */
export type TopRecords = Record<Metric, RecordValue | null>;
/** Bests by size category. */
export type TopByCategory = Record<SizeCategory, TopRecords>;

/** The stats screen summary; plain JSON, stored as is. */
export interface StatsSummary {
  /** Newest last, at most 50. */
  recent: SummaryEntry[];
  /** Time-weighted average of `recent`; null when empty. */
  average: MetricValues | null;
  topParagraph: TopByCategory;
  topChapter: TopByCategory;
  topBook: TopByCategory;
  /** The average now minus the average before the latest paragraph; null with fewer than 2. */
  latestChange: MetricValues | null;
}

/** A record set by an update: which table, category and metric. */
export interface NewRecord {
  scope: 'paragraph' | 'chapter' | 'book';
  category: SizeCategory;
  metric: Metric;
  value: number;
  /** The best before, null when there was none. */
  previous: number | null;
}

function emptyTop(): TopByCategory {
  const none = (): TopRecords => ({ wpm: null, raw: null, acc: null, con: null });
  return { tiny: none(), short: none(), medium: none(), long: none(), huge: none() };
}

/** A summary with nothing recorded. */
export function emptySummary(): StatsSummary {
  return {
    recent: [],
    average: null,
    topParagraph: emptyTop(),
    topChapter: emptyTop(),
    topBook: emptyTop(),
    latestChange: null,
  };
}

/** A typed paragraph as a summary entry. */
export function paragraphEntry(id: string, stats: TypedParagraphStats): SummaryEntry {
  return {
    id,
    timestamp: stats.timestamp,
    length: stats.length,
    time: stats.time,
    wpm: stats.wpm.value,
    raw: stats.wpm.raw,
    acc: stats.acc.value,
    con: stats.con.value,
  };
}

/** A chapter or book aggregate as a summary entry; `length` is the chapter's or book's. */
export function aggregateEntry(id: string, stats: AggregateStats, length: number): SummaryEntry {
  return {
    id,
    timestamp: stats.timestamp,
    length,
    time: stats.time,
    wpm: stats.wpm.value,
    raw: stats.wpm.raw,
    acc: stats.acc.value,
    con: stats.con.value,
  };
}

/** A value at least as good as the stored best is a record (02 §4). */
function updateTop(
  top: TopByCategory,
  scope: NewRecord['scope'],
  category: SizeCategory,
  entry: SummaryEntry,
): { top: TopByCategory; records: NewRecord[] } {
  const current = top[category];
  const next: TopRecords = { ...current };
  const records: NewRecord[] = [];
  for (const metric of METRICS) {
    const best = current[metric];
    if (best === null || entry[metric] >= best.value) {
      next[metric] = { value: entry[metric], timestamp: entry.timestamp, id: entry.id };
      records.push({ scope, category, metric, value: entry[metric], previous: best?.value ?? null });
    }
  }
  return { top: { ...top, [category]: next }, records };
}

/**
 * Adds a typed paragraph: to the recent list always, to the paragraph
 * records when it is at least 50 characters long.
 */
export function recordParagraph(
  summary: StatsSummary,
  entry: SummaryEntry,
): { summary: StatsSummary; records: NewRecord[] } {
  let next: StatsSummary = { ...summary, ...recentFigures([...summary.recent, entry].slice(-MAX_RECENT)) };
  let records: NewRecord[] = [];
  if (entry.length >= MIN_RECORD_PARAGRAPH_LENGTH) {
    const updated = updateTop(summary.topParagraph, 'paragraph', sizeCategory(entry.length), entry);
    next = { ...next, topParagraph: updated.top };
    records = updated.records;
  }
  return { summary: next, records };
}

/** Adds a chapter: a record only when it is complete and at least 500 characters long. */
export function recordChapter(
  summary: StatsSummary,
  entry: SummaryEntry,
  progress: number,
): { summary: StatsSummary; records: NewRecord[] } {
  if (!isComplete(progress) || entry.length < MIN_RECORD_CHAPTER_LENGTH) return { summary, records: [] };
  const updated = updateTop(
    summary.topChapter,
    'chapter',
    sizeCategory(entry.length, CHAPTER_SIZE_THRESHOLDS),
    entry,
  );
  return { summary: { ...summary, topChapter: updated.top }, records: updated.records };
}

/** Adds a book: a record only when it is complete. */
export function recordBook(
  summary: StatsSummary,
  entry: SummaryEntry,
  progress: number,
): { summary: StatsSummary; records: NewRecord[] } {
  if (!isComplete(progress)) return { summary, records: [] };
  const updated = updateTop(summary.topBook, 'book', sizeCategory(entry.length, BOOK_SIZE_THRESHOLDS), entry);
  return { summary: { ...summary, topBook: updated.top }, records: updated.records };
}
