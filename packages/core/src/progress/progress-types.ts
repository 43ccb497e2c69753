/**
 * The progress records of one profile (01 §3, 03 §4) as plain data. The
 * paragraphs are the only facts; chapter, book, day, summary and missed-word
 * figures are caches that `applyParagraphSave` and `mergeProgress` alone
 * update, always equal to `deriveProgress` over the paragraphs.
 */
import type { ChapterMode } from '../book/book-types';
import type { DailyStats, UtcOffset } from '../stats/daily-stats';
import type { StatsSummary } from '../stats/stats-summary';
import type { BookStats, ChapterStats, ReadParagraphStats, TypedParagraphStats } from '../stats/stats-types';

/** A typed result with the words typed wrongly in it (stripped, lower-cased, once each). */
export interface TypedResult extends TypedParagraphStats {
  missed: readonly string[];
}

/**
 * One paragraph as a join of three facts, each kept at its newest: the
 * latest typed result, the latest read mark, and the latest clear (un-typing,
 * un-reading or a reset). What counts is the typed result if it is newer than
 * the clear, else the read mark if it is; so for the same paragraph a typed
 * result beats a read one, and a clear (a reset is a clear of many) wins over
 * everything older. Merging takes the newest of each fact, which makes it
 * commutative, associative and idempotent whatever order saves arrive in.
 */
export interface ParagraphCell {
  typed: TypedResult | null;
  read: ReadParagraphStats | null;
  /** Latest clear, ms since the epoch; 0 when never cleared. */
  cleared: number;
}

/** What progress needs of a chapter: its mode and its typed length. */
export interface ChapterLayout {
  id: string;
  mode: ChapterMode;
  length: number;
}

/** The chapters of a book in order, as progress needs them. */
export interface BookLayout {
  chapters: readonly ChapterLayout[];
}

/** The progress records of one profile. */
export interface ProgressRecords {
  /** Paragraph cells by book id, chapter id and paragraph number (holes are untouched paragraphs). */
  paragraphs: Record<string, Record<string, (ParagraphCell | null)[]>>;
  /** The layout of every book with progress. */
  layouts: Record<string, BookLayout>;
  /** Cache: chapter stats by book id and chapter id. */
  chapters: Record<string, Record<string, ChapterStats>>;
  /** Cache: book stats by book id. */
  books: Record<string, BookStats>;
  /** Cache: typing time and characters by day label (YYYY-MM-DD, day starting 4 AM). */
  days: Record<string, DailyStats>;
  /** Cache: recent paragraphs, averages and bests. */
  summary: StatsSummary;
  /** Cache: how many counted typed paragraphs missed each word. */
  missedWords: Record<string, number>;
}

/** One paragraph saved, read or cleared by the prompt. */
export interface ParagraphSave {
  bookId: string;
  chapterId: string;
  paragraph: number;
  /** The book's layout (chapter modes and lengths) when it was saved. */
  layout: BookLayout;
  change:
    | { type: 'typed'; stats: TypedParagraphStats; missed: readonly string[] }
    | { type: 'read'; stats: ReadParagraphStats }
    | { type: 'cleared'; timestamp: number };
}

/** Options every progress function shares. */
export interface ProgressOptions {
  /** Minutes east of UTC at an instant, for day labels. */
  offset: UtcOffset;
}

/** What a save changed: the rows a store writes, and whether it set a personal best. */
export interface ProgressChanges {
  /** The paragraph's new cell. */
  paragraph: { bookId: string; chapterId: string; index: number; cell: ParagraphCell };
  chapter: { bookId: string; chapterId: string; stats: ChapterStats | null };
  book: { bookId: string; stats: BookStats | null };
  /** Days whose totals changed, with their new totals (null when the day has nothing left). */
  days: Record<string, DailyStats | null>;
  /** Missed words whose counts changed, with their new counts (0 removes the word). */
  missedWords: Record<string, number>;
  summaryChanged: boolean;
  /** The paragraph's speed when it beat an earlier best of its size; null otherwise. */
  personalBest: { wpm: number } | null;
}
