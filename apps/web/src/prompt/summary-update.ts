/**
 * The stats summary after a save, through core's record keeping: the recent
 * list and the paragraph, chapter and book bests by size category.
 */
import {
  aggregateEntry,
  type BookStats,
  type ChapterStats,
  emptySummary,
  paragraphEntry,
  recordBook,
  recordChapter,
  recordParagraph,
  type StatsSummary,
  type TypedParagraphStats,
} from '@typeshelf/core';

export interface SummaryInput {
  /** `{bookId}__{chapterId}__{paragraph}` of the typed paragraph, with its stats; null for a read one. */
  paragraph: { id: string; stats: TypedParagraphStats } | null;
  chapterKey: string;
  chapter: ChapterStats;
  chapterLength: number;
  bookId: string;
  book: BookStats;
  bookLength: number;
}

/**
 * The next summary, and whether the paragraph beat an earlier best speed of
 * its size (the record sound; the first paragraph of a size sets no record).
 */
export function nextSummary(
  previous: StatsSummary | undefined,
  input: SummaryInput,
): { summary: StatsSummary; newBestWpm: number | null } {
  let summary = previous ?? emptySummary();
  let newBestWpm: number | null = null;
  if (input.paragraph) {
    const result = recordParagraph(summary, paragraphEntry(input.paragraph.id, input.paragraph.stats));
    summary = result.summary;
    const best = result.records.find(
      (r) => r.metric === 'wpm' && r.previous !== null && r.value > r.previous,
    );
    newBestWpm = best ? best.value : null;
  }
  if (input.chapter.wpm.weight > 0) {
    summary = recordChapter(
      summary,
      aggregateEntry(input.chapterKey, input.chapter, input.chapterLength),
      input.chapter.progress,
    ).summary;
  }
  if (input.book.wpm.weight > 0) {
    summary = recordBook(
      summary,
      aggregateEntry(input.bookId, input.book, input.bookLength),
      input.book.progress,
    ).summary;
  }
  return { summary, newBestWpm };
}
