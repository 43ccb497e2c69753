/**
 * The stored figures a results page shows (02 §2): the book's chapters and
 * the book itself, the summary its top results are judged against, and the
 * chapter's paragraphs (none for a book's results), and the words missed
 * in the chapter, kept by the practice journal for the practice link.
 * Undefined until read.
 */
import { chapterKey } from '@typeshelf/core/book';
import { loadPractice } from '../../practice/practice-data';
import { progressOf } from '../../progress/progress-data';
import type { BookStats, ChapterStats, ParagraphStats, StatsSummary } from '../../storage';
import { useProfileQuery } from '../../storage/use-profile';

export interface ResultsRecords {
  chapters: Record<string, ChapterStats>;
  book: BookStats | undefined;
  summary: StatsSummary | undefined;
  paragraphs: (ParagraphStats | null)[];
  missed: readonly string[];
}

export function useResultsRecords(bookId: string, chapterId: string | null): ResultsRecords | undefined {
  return useProfileQuery(
    async (profile): Promise<ResultsRecords> => {
      const [chapters, book, summary, paragraphs] = await Promise.all([
        progressOf(profile).chapterStats(bookId),
        progressOf(profile).bookStats(bookId),
        progressOf(profile).summary(),
        chapterId === null ? Promise.resolve([]) : progressOf(profile).paragraphStats(bookId, chapterId),
      ]);
      const missed =
        chapterId === null
          ? []
          : (loadPractice(profile.profile).chapters[chapterKey(bookId, chapterId)] ?? []);
      return { chapters, book, summary, paragraphs, missed };
    },
    [bookId, chapterId],
  );
}
