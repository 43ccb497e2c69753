/**
 * The typing history: every counted paragraph of a profile as a flat list,
 * the one input of the stats screen's long-term figures and of the history
 * download. The paragraphs are the facts; everything else derives from them.
 */
import type { ParagraphStats } from './stats-types';

/** One counted paragraph and where it belongs. */
export interface HistoryRecord {
  bookId: string;
  chapterId: string;
  /** The paragraph's number in its chapter, from 0. */
  paragraph: number;
  stats: ParagraphStats;
}

/** The history from stored rows of paragraph stats by chapter (holes and nulls skipped). */
export function historyFromChapters(
  rows: Iterable<{ bookId: string; chapterId: string; paragraphs: readonly (ParagraphStats | null)[] }>,
): HistoryRecord[] {
  const history: HistoryRecord[] = [];
  for (const { bookId, chapterId, paragraphs } of rows) {
    paragraphs.forEach((stats, paragraph) => {
      if (stats) history.push({ bookId, chapterId, paragraph, stats });
    });
  }
  return history;
}
