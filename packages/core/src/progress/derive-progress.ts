/**
 * Every figure of the progress records, recomputed from the paragraphs
 * alone. `applyParagraphSave` keeps the same figures up to date a paragraph
 * at a time; property tests hold the two equal.
 */
import { isComplete } from '../book/completion';
import { bookStats, chapterStats } from '../stats/aggregate-stats';
import { addIntoDay, civilDate, type DailyStats, dayNumber, dayShare } from '../stats/daily-stats';
import {
  aggregateEntry,
  BOOK_SIZE_THRESHOLDS,
  CHAPTER_SIZE_THRESHOLDS,
  emptySummary,
  MAX_RECENT,
  METRICS,
  type MetricValues,
  MIN_RECORD_CHAPTER_LENGTH,
  MIN_RECORD_PARAGRAPH_LENGTH,
  paragraphEntry,
  type SizeCategory,
  type StatsSummary,
  type SummaryEntry,
  sizeCategory,
  type TopByCategory,
} from '../stats/stats-summary';
import type { BookStats, ChapterStats } from '../stats/stats-types';
import { countedStats, countedTyped } from './paragraph-cell';
import type {
  BookLayout,
  ParagraphCell,
  ProgressOptions,
  ProgressRecords,
  TypedResult,
} from './progress-types';
import { entryOrder, withRecent } from './recent-entries';

/** The id the summary gives a paragraph: `{bookId}__{chapterId}__{paragraph}`. */
export const paragraphId = (bookId: string, chapterId: string, index: number) =>
  `${bookId}__${chapterId}__${index}`;

/** The id the summary gives a chapter: `{bookId}__{chapterId}`. */
export const chapterRecordId = (bookId: string, chapterId: string) => `${bookId}__${chapterId}`;

/** A chapter's stats from its cells; null when no paragraph of it counts. */
export function chapterFromCells(
  cells: readonly (ParagraphCell | null)[] | undefined,
  length: number,
): ChapterStats | null {
  if (!cells) return null;
  // Typed results are read as stored: their missed words are ignored, not copied away.
  const stats = cells.map(countedStats);
  if (!stats.some((s) => s !== null)) return null;
  return chapterStats(stats, length);
}

/** A book's stats from its chapters'; null when none has any. */
export function bookFromChapters(
  layout: BookLayout,
  chapters: Readonly<Record<string, ChapterStats>> | undefined,
): BookStats | null {
  if (!chapters || Object.keys(chapters).length === 0) return null;
  return bookStats(layout.chapters, chapters);
}

/** The characters a complete book counts: its `type` chapters. */
export const layoutLength = (layout: BookLayout) =>
  layout.chapters.reduce((sum, c) => (c.mode === 'type' && c.length > 0 ? sum + c.length : sum), 0);

/** Whether `a` beats the best `b` of a metric: higher value, then newer, then the larger id. */
export function beats(
  a: SummaryEntry,
  metric: keyof MetricValues,
  b: { value: number; timestamp: number; id: string },
) {
  const value = a[metric];
  if (value !== b.value) return value > b.value;
  if (a.timestamp !== b.timestamp) return a.timestamp > b.timestamp;
  return a.id > b.id;
}

/** Offers an entry to the bests of its category; returns the category unchanged when it beats nothing. */
export function offerTop(top: TopByCategory, category: SizeCategory, entry: SummaryEntry): TopByCategory {
  const current = top[category];
  let next = current;
  for (const metric of METRICS) {
    const best = current[metric];
    if (best === null || beats(entry, metric, best)) {
      if (next === current) next = { ...current };
      next[metric] = { value: entry[metric], timestamp: entry.timestamp, id: entry.id };
    }
  }
  return next === current ? top : { ...top, [category]: next };
}

/** Calls `visit` with every counted typed paragraph. */
export function forEachTyped(
  paragraphs: ProgressRecords['paragraphs'],
  visit: (result: TypedResult, bookId: string, chapterId: string, index: number) => void,
): void {
  for (const [bookId, chapters] of Object.entries(paragraphs)) {
    for (const [chapterId, cells] of Object.entries(chapters)) {
      for (let i = 0; i < cells.length; i++) {
        const typed = countedTyped(cells[i]);
        if (typed) visit(typed, bookId, chapterId, i);
      }
    }
  }
}

/** The chapter entry the summary's bests consider, or null when the chapter sets no record. */
export function chapterEntry(bookId: string, chapterId: string, stats: ChapterStats, length: number) {
  if (!isComplete(stats.progress) || length < MIN_RECORD_CHAPTER_LENGTH || stats.wpm.weight <= 0) return null;
  return aggregateEntry(chapterRecordId(bookId, chapterId), stats, length);
}

/** The book entry the summary's bests consider, or null when the book sets no record. */
export function bookEntry(bookId: string, stats: BookStats, layout: BookLayout) {
  if (!isComplete(stats.progress) || stats.wpm.weight <= 0) return null;
  return aggregateEntry(bookId, stats, layoutLength(layout));
}

/**
 * Collects the most recent typed paragraphs without building an entry for
 * each: a year of history holds 100,000, the list keeps 50, and a history is
 * mostly visited oldest first, so nearly every paragraph is newer than all
 * before it. Candidates are kept as they come; when they pile up, only those
 * at least as new as the 50th newest stay, and later paragraphs older than
 * that are skipped. Entries (and their ids) are made at the end, for the few
 * left. No closure per paragraph either: a merge visits all.
 */
class RecentCollector {
  private readonly typed: TypedResult[] = [];
  private readonly books: string[] = [];
  private readonly chapters: string[] = [];
  private readonly indexes: number[] = [];
  /** Paragraphs older than this cannot be among the newest `MAX_RECENT`. */
  private threshold = Number.NEGATIVE_INFINITY;
  private trimAt = 4 * MAX_RECENT;

  offer(typed: TypedResult, bookId: string, chapterId: string, index: number): void {
    if (typed.timestamp < this.threshold) return;
    this.typed.push(typed);
    this.books.push(bookId);
    this.chapters.push(chapterId);
    this.indexes.push(index);
    if (this.typed.length >= this.trimAt) this.trim();
  }

  /** Keeps the candidates at least as new as the `MAX_RECENT`th newest (ties stay: ids decide them later). */
  private trim(): void {
    const times = this.typed.map((t) => t.timestamp).sort((a, b) => b - a);
    this.threshold = times[MAX_RECENT - 1] as number;
    let kept = 0;
    for (let i = 0; i < this.typed.length; i++) {
      if ((this.typed[i] as TypedResult).timestamp < this.threshold) continue;
      this.typed[kept] = this.typed[i] as TypedResult;
      this.books[kept] = this.books[i] as string;
      this.chapters[kept] = this.chapters[i] as string;
      this.indexes[kept] = this.indexes[i] as number;
      kept++;
    }
    this.typed.length = this.books.length = this.chapters.length = this.indexes.length = kept;
    // Many equal timestamps keep many candidates: trim again only once they have doubled.
    this.trimAt = Math.max(4 * MAX_RECENT, 2 * kept);
  }

  /** The newest `MAX_RECENT` paragraphs as entries, oldest first. */
  get list(): SummaryEntry[] {
    const entries = this.typed.map((typed, i) =>
      paragraphEntry(
        paragraphId(this.books[i] as string, this.chapters[i] as string, this.indexes[i] as number),
        typed,
      ),
    );
    return entries.sort(entryOrder).slice(-MAX_RECENT);
  }
}

/**
 * Collects the paragraph bests, building an entry only for a paragraph that
 * reaches a current best of its category (most never do).
 */
class ParagraphTopCollector {
  top: TopByCategory = emptySummary().topParagraph;
  constructor(private readonly only?: SizeCategory) {}
  offer(typed: TypedResult, bookId: string, chapterId: string, index: number): void {
    if (typed.length < MIN_RECORD_PARAGRAPH_LENGTH) return;
    const category = sizeCategory(typed.length);
    if (this.only !== undefined && category !== this.only) return;
    const current = this.top[category];
    const reaches =
      current.wpm === null ||
      typed.wpm.value >= current.wpm.value ||
      current.raw === null ||
      typed.wpm.raw >= current.raw.value ||
      current.acc === null ||
      typed.acc.value >= current.acc.value ||
      current.con === null ||
      typed.con.value >= current.con.value;
    if (reaches)
      this.top = offerTop(this.top, category, paragraphEntry(paragraphId(bookId, chapterId, index), typed));
  }
}

/** The most recent typed paragraphs, newest last. */
export function recentEntries(paragraphs: ProgressRecords['paragraphs']): SummaryEntry[] {
  const recent = new RecentCollector();
  forEachTyped(paragraphs, (typed, bookId, chapterId, index) =>
    recent.offer(typed, bookId, chapterId, index),
  );
  return recent.list;
}

/** The paragraph bests of one size category, from every counted paragraph. */
export function paragraphTops(paragraphs: ProgressRecords['paragraphs'], only?: SizeCategory): TopByCategory {
  const tops = new ParagraphTopCollector(only);
  forEachTyped(paragraphs, (typed, bookId, chapterId, index) => tops.offer(typed, bookId, chapterId, index));
  return tops.top;
}

/** Chapter bests from every chapter's stats. */
export function chapterTops(records: Pick<ProgressRecords, 'chapters' | 'layouts'>): TopByCategory {
  let top = emptySummary().topChapter;
  for (const [bookId, chapters] of Object.entries(records.chapters)) {
    const layout = records.layouts[bookId];
    if (!layout) continue;
    for (const chapter of layout.chapters) {
      const stats = chapters[chapter.id];
      const entry = stats && chapterEntry(bookId, chapter.id, stats, chapter.length);
      if (entry) top = offerTop(top, sizeCategory(entry.length, CHAPTER_SIZE_THRESHOLDS), entry);
    }
  }
  return top;
}

/** Book bests from every book's stats. */
export function bookTops(records: Pick<ProgressRecords, 'books' | 'layouts'>): TopByCategory {
  let top = emptySummary().topBook;
  for (const [bookId, stats] of Object.entries(records.books)) {
    const layout = records.layouts[bookId];
    const entry = layout && bookEntry(bookId, stats, layout);
    if (entry) top = offerTop(top, sizeCategory(entry.length, BOOK_SIZE_THRESHOLDS), entry);
  }
  return top;
}

/** Every cache of the records, recomputed from the paragraphs and layouts. */
export function deriveProgress(
  paragraphs: ProgressRecords['paragraphs'],
  layouts: ProgressRecords['layouts'],
  options: ProgressOptions,
): ProgressRecords {
  const chapters: ProgressRecords['chapters'] = {};
  const books: ProgressRecords['books'] = {};
  for (const [bookId, byChapter] of Object.entries(paragraphs)) {
    const layout = layouts[bookId];
    if (!layout) continue;
    const stats: Record<string, ChapterStats> = {};
    for (const chapter of layout.chapters) {
      const chapterStats = chapterFromCells(byChapter[chapter.id], chapter.length);
      if (chapterStats) stats[chapter.id] = chapterStats;
    }
    const book = bookFromChapters(layout, stats);
    if (book) {
      chapters[bookId] = stats;
      books[bookId] = book;
    }
  }
  // One pass over the paragraphs for days, missed words, the recent list and the paragraph bests.
  const byDay = new Map<number, DailyStats>();
  const missedWords: Record<string, number> = {};
  const recent = new RecentCollector();
  const tops = new ParagraphTopCollector();
  forEachTyped(paragraphs, (typed, bookId, chapterId, index) => {
    const dayNumberOf = dayNumber(typed.timestamp, options.offset);
    const day = byDay.get(dayNumberOf);
    if (day) addIntoDay(day, dayShare(typed));
    else byDay.set(dayNumberOf, dayShare(typed));
    for (const word of typed.missed) missedWords[word] = (missedWords[word] ?? 0) + 1;
    // Ids are made only for the few paragraphs that enter the list or the bests.
    recent.offer(typed, bookId, chapterId, index);
    tops.offer(typed, bookId, chapterId, index);
  });
  const days: Record<string, DailyStats> = {};
  for (const [number, day] of [...byDay].sort((a, b) => a[0] - b[0])) days[civilDate(number)] = day;
  const summary: StatsSummary = {
    ...withRecent(emptySummary(), recent.list),
    topParagraph: tops.top,
    topChapter: chapterTops({ chapters, layouts }),
    topBook: bookTops({ books, layouts }),
  };
  return { paragraphs, layouts, chapters, books, days, summary, missedWords };
}

/** Records with nothing in them. */
export function emptyProgress(): ProgressRecords {
  return {
    paragraphs: {},
    layouts: {},
    chapters: {},
    books: {},
    days: {},
    summary: emptySummary(),
    missedWords: {},
  };
}
