/**
 * The profile's typing history as core's flat list, from the profile's
 * progress records: what each stored paragraph counts as, chapter by chapter.
 */
import { cellStats, type HistoryRecord, historyFromChapters } from '@typeshelf/core';
import type { ProfileData } from '../data';

export async function readHistory(profile: ProfileData): Promise<HistoryRecord[]> {
  const records = await profile.progress();
  return historyFromChapters(
    Object.entries(records.paragraphs).flatMap(([bookId, chapters]) =>
      Object.entries(chapters).map(([chapterId, cells]) => ({
        bookId,
        chapterId,
        paragraphs: Array.from(cells, (cell) => cellStats(cell)),
      })),
    ),
  );
}
