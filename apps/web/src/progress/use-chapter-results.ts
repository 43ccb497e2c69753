/**
 * What a results page judges and draws (02 §2): a book's figures, its
 * chapters', the summary, and a chapter's paragraphs when one is named,
 * read together so the top results are judged against a summary that agrees
 * with the chapter beside it. Read again after every write; undefined while
 * it loads.
 */
import type { BookStats, ChapterStats, ParagraphStats, StatsSummary } from '../storage';
import { useProfileQuery } from '../storage/use-profile';
import { progressOf } from './progress-data';

export interface ChapterResults {
  chapters: Record<string, ChapterStats>;
  book: BookStats | undefined;
  summary: StatsSummary | undefined;
  /** The chapter's paragraphs; none for a book's results (no chapter). */
  paragraphs: (ParagraphStats | null)[];
}

export function useChapterResults(bookId: string, chapterId: string | null): ChapterResults | undefined {
  return useProfileQuery(
    async (profile): Promise<ChapterResults> => {
      const progress = progressOf(profile);
      const [chapters, book, summary, paragraphs] = await Promise.all([
        progress.chapterStats(bookId),
        progress.bookStats(bookId),
        progress.summary(),
        chapterId === null ? Promise.resolve([]) : progress.paragraphStats(bookId, chapterId),
      ]);
      return { chapters, book, summary, paragraphs };
    },
    [bookId, chapterId],
  );
}
