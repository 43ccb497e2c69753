/**
 * A private book deleted: its paragraphs, chapters, book figures and layout
 * go, and the caches built from them (days, missed words, the recent list
 * and the bests) lose exactly what the book added, so the stats screen never
 * shows typing of a book that no longer exists.
 */
import { dayLabel, movedDay } from '../stats/daily-stats';
import type { TopByCategory } from '../stats/stats-summary';
import { METRICS } from '../stats/stats-summary';
import { bookTops, chapterTops, forEachTyped, paragraphTops, recentEntries } from './derive-progress';
import type { ProgressOptions, ProgressRecords } from './progress-types';
import { withRecent } from './recent-entries';

/** What deleting a book changed besides its own rows: the rows a store rewrites. */
export interface BookRemoval {
  /** Days whose totals changed, with their new totals (null when the day has nothing left). */
  days: Record<string, ProgressRecords['days'][string] | null>;
  /** Missed words whose counts changed, with their new counts (0 removes the word). */
  missedWords: Record<string, number>;
  summaryChanged: boolean;
}

/** Whether any best of `top` was set by the book (ids are the book id or start with `{bookId}__`). */
const heldBy = (top: TopByCategory, bookId: string) =>
  Object.values(top).some((records) =>
    METRICS.some((metric) => {
      const id = records[metric]?.id;
      return id !== undefined && (id === bookId || id.startsWith(`${bookId}__`));
    }),
  );

/** The records without `bookId`; the input records are not changed. */
export function removeBookProgress(
  records: ProgressRecords,
  bookId: string,
  options: ProgressOptions,
): { records: ProgressRecords; changes: BookRemoval } {
  const changes: BookRemoval = { days: {}, missedWords: {}, summaryChanged: false };
  if (!(bookId in records.paragraphs) && !(bookId in records.layouts)) return { records, changes };

  const days = { ...records.days };
  const missedWords = { ...records.missedWords };
  forEachTyped({ [bookId]: records.paragraphs[bookId] ?? {} }, (typed) => {
    const label = dayLabel(typed.timestamp, options.offset);
    const day = days[label];
    if (day) {
      const next = movedDay(day, typed, -1);
      if (next) days[label] = next;
      else delete days[label];
      changes.days[label] = days[label] ?? null;
    }
    for (const word of typed.missed) {
      const count = (missedWords[word] ?? 0) - 1;
      if (count > 0) missedWords[word] = count;
      else delete missedWords[word];
      changes.missedWords[word] = Math.max(count, 0);
    }
  });

  const { [bookId]: _paragraphs, ...paragraphs } = records.paragraphs;
  const { [bookId]: _layout, ...layouts } = records.layouts;
  const { [bookId]: _chapters, ...chapters } = records.chapters;
  const { [bookId]: _book, ...books } = records.books;
  const next: ProgressRecords = {
    paragraphs,
    layouts,
    chapters,
    books,
    days,
    missedWords,
    summary: records.summary,
  };

  let summary = records.summary;
  const prefix = `${bookId}__`;
  if (summary.recent.some((entry) => entry.id.startsWith(prefix)))
    summary = withRecent(summary, recentEntries(paragraphs));
  if (heldBy(summary.topParagraph, bookId)) summary = { ...summary, topParagraph: paragraphTops(paragraphs) };
  if (heldBy(summary.topChapter, bookId)) summary = { ...summary, topChapter: chapterTops(next) };
  if (heldBy(summary.topBook, bookId)) summary = { ...summary, topBook: bookTops(next) };
  next.summary = summary;
  changes.summaryChanged = summary !== records.summary;
  return { records: next, changes };
}
