/** The words missed in a chapter, as the practice journal keeps them for the results' practice link. */
import { chapterKey } from '@typeshelf/core/book';
import { useProfileQuery } from '../storage/use-profile-query';
import { loadPractice } from './practice-data';

const NONE: readonly string[] = [];

/** None for a book's results (no chapter); read again after every write, undefined until read. */
export function useMissedWords(bookId: string, chapterId: string | null): readonly string[] | undefined {
  return useProfileQuery(
    async (profile) =>
      chapterId === null
        ? NONE
        : (loadPractice(profile.profile).chapters[chapterKey(bookId, chapterId)] ?? NONE),
    [bookId, chapterId],
  );
}
