/**
 * The whole typing history as a download (CSV and JSON), one row per counted
 * paragraph. Columns and fields are documented in docs/metrics.md; values are
 * the stored, unrounded figures so a spreadsheet can recompute any average.
 */
import type { HistoryRecord } from './history';

/** Format name and version of the JSON history. */
export const HISTORY_FORMAT = 'typeshelf-history';
export const HISTORY_VERSION = 1;

/** One paragraph of the downloaded history. */
export interface HistoryRow {
  bookId: string;
  /** The book's title when known, else ''. */
  bookTitle: string;
  chapterId: string;
  paragraph: number;
  type: 'typed' | 'read';
  /** When the paragraph was finished (or marked read), ISO 8601 UTC. */
  finishedAt: string;
  /** Estimated start: the finish less the active time (equal to the finish for read paragraphs). */
  startedAt: string;
  /** Characters in the paragraph. */
  length: number;
  /** Active typing time in ms; null for read paragraphs, as are the stats below. */
  timeMs: number | null;
  wpm: number | null;
  raw: number | null;
  accuracy: number | null;
  consistency: number | null;
}

export const HISTORY_COLUMNS: readonly (keyof HistoryRow)[] = [
  'bookId',
  'bookTitle',
  'chapterId',
  'paragraph',
  'type',
  'startedAt',
  'finishedAt',
  'length',
  'timeMs',
  'wpm',
  'raw',
  'accuracy',
  'consistency',
];

const iso = (ms: number) => new Date(ms).toISOString();

/** The rows, oldest first (ties in book, chapter, paragraph order). */
export function historyRows(
  history: Iterable<HistoryRecord>,
  titleOf: (bookId: string) => string | undefined = () => undefined,
): HistoryRow[] {
  const records = [...history].sort(
    (a, b) =>
      a.stats.timestamp - b.stats.timestamp ||
      (a.bookId < b.bookId ? -1 : a.bookId > b.bookId ? 1 : 0) ||
      (a.chapterId < b.chapterId ? -1 : a.chapterId > b.chapterId ? 1 : 0) ||
      a.paragraph - b.paragraph,
  );
  return records.map(({ bookId, chapterId, paragraph, stats }) => {
    const typed = stats.type === 'typed' ? stats : null;
    return {
      bookId,
      bookTitle: titleOf(bookId) ?? '',
      chapterId,
      paragraph,
      type: stats.type,
      startedAt: iso(stats.timestamp - (typed?.time ?? 0)),
      finishedAt: iso(stats.timestamp),
      length: stats.length,
      timeMs: typed?.time ?? null,
      wpm: typed?.wpm.value ?? null,
      raw: typed?.wpm.raw ?? null,
      accuracy: typed?.acc.value ?? null,
      consistency: typed?.con.value ?? null,
    };
  });
}

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** The history as CSV with a header line, lines ending in CRLF. */
export function historyCsv(rows: readonly HistoryRow[]): string {
  const lines = [HISTORY_COLUMNS.join(',')];
  for (const row of rows) lines.push(HISTORY_COLUMNS.map((column) => csvField(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The history as JSON: format, version, when it was exported, and the rows. */
export function historyJson(rows: readonly HistoryRow[], exportedAt: number): string {
  return JSON.stringify(
    { format: HISTORY_FORMAT, version: HISTORY_VERSION, exportedAt: iso(exportedAt), paragraphs: rows },
    null,
    2,
  );
}

/** The download's file name: typeshelf-history-YYYY-MM-DD.csv or .json. */
export function historyFileName(today: string, kind: 'csv' | 'json'): string {
  return `typeshelf-history-${today}.${kind}`;
}
