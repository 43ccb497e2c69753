/**
 * The reads screens make of progress, one hook each, shared by every screen
 * that needs the same figures. Each is read again after every write to the
 * profile (here or in another tab) and is undefined while it loads.
 * (What /stats and /share read, `useStatsRecords`, and the results page's
 * `useChapterResults` have files of their own, so the home's and the book
 * page's first load carry neither.)
 */
import type { ChapterStats, DailyStats, StatsSummary } from '../storage';
import { useProfileQuery } from '../storage/use-profile';
import { progressOf } from './progress-data';

const NO_CHAPTERS: Record<string, ChapterStats> = {};

/** Each chapter's figures of a book, by chapter id; none for no book (null). */
export function useChapterStats(bookId: string | null): Record<string, ChapterStats> | undefined {
  return useProfileQuery(
    (profile) => (bookId === null ? Promise.resolve(NO_CHAPTERS) : progressOf(profile).chapterStats(bookId)),
    [bookId],
  );
}

/** The figures of all typing so far (the averages, the bests); undefined while loading and before any. */
export function useStatsSummary(): StatsSummary | undefined {
  return useProfileQuery((profile) => progressOf(profile).summary());
}

/** One day's totals by its label (`dayLabel`); undefined while loading and for a day with none. */
export function useDayStats(day: string): DailyStats | undefined {
  return useProfileQuery((profile) => progressOf(profile).dailyStats(day), [day]);
}

/** Whether the profile holds any progress at all (the backup banner waits for some). */
export function useHasProgress(): boolean | undefined {
  return useProfileQuery((profile) => profile.hasProgress());
}
