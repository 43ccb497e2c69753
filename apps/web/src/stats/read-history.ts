/**
 * The profile's typing history as core's flat list, read from the stored
 * paragraph stats (one row per chapter, keyed `{bookId}__{chapterId}`).
 */
import { type HistoryRecord, historyFromChapters, parseChapterKey } from '@typeshelf/core';
import type { ChapterParagraphs, ProfileData } from '../data';

export async function readHistory(profile: ProfileData): Promise<HistoryRecord[]> {
  const rows = await profile.dump('paragraphsStats');
  return historyFromChapters(
    rows.map(([key, paragraphs]) => {
      const { bookId, chapterId } = parseChapterKey(String(key));
      return { bookId, chapterId: chapterId ?? '', paragraphs: (paragraphs ?? []) as ChapterParagraphs };
    }),
  );
}
