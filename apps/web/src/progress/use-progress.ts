/**
 * The reads of progress screens make, one hook each, shared by every screen
 * that needs the same figures. Each is read again after every write to the
 * profile (here or in another tab) and is undefined while it loads.
 * (What /stats and /share read is `useStatsRecords`, in a file of its own so
 * the other screens' chunks do not carry the history's grouping.)
 */
import type { BookStats, ChapterStats, DailyStats, ParagraphStats, StatsSummary } from '../storage';
import { useProfileQuery } from '../storage/use-profile-query';
import { progressOf } from './progress-data';

const NO_CHAPTERS: Record<string, ChapterStats> = {};

/** Each chapter's figures of a book, by chapter id; none for no book (null). */
export function useChapterStats(bookId: string | null): Record<string, ChapterStats> | undefined {
  return useProfileQuery(
    (profile) => (bookId === null ? Promise.resolve(NO_CHAPTERS) : progressOf(profile).chapterStats(bookId)),
    [bookId],
  );
}

/** The figures of all typing so far (the averages, the bests); null before any. */
export function useStatsSummary(): StatsSummary | null | undefined {
  return useProfileQuery((profile) =>
    progressOf(profile)
      .summary()
      .then((summary) => summary ?? null),
  );
}

/** One day's totals by its label (`dayLabel`); null for a day with none. */
export function useDayStats(day: string): DailyStats | null | undefined {
  return useProfileQuery(
    (profile) =>
      progressOf(profile)
        .dailyStats(day)
        .then((stats) => stats ?? null),
    [day],
  );
}

/** Whether the profile holds any progress at all (the backup banner waits for some). */
export function useHasProgress(): boolean | undefined {
  return useProfileQuery((profile) => profile.hasProgress());
}

/** What a results page judges and draws (02 §2), read together so its figures agree with each other. */
export interface ChapterResults {
  chapters: Record<string, ChapterStats>;
  book: BookStats | undefined;
  summary: StatsSummary | undefined;
  /** The chapter's paragraphs; none for a book's results (no chapter). */
  paragraphs: (ParagraphStats | null)[];
}

/** A book's figures, its chapters', the summary, and a chapter's paragraphs when one is named. */
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
