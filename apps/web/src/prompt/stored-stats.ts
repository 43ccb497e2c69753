import { type ChapterStats, emptyAggregate } from '@typeshelf/core';
import type { ChapterStats as StoredChapterStats } from '../data';

/**
 * The stores' chapter stats as core's. The stores leave the averages of a
 * chapter with nothing typed null (a chapter marked done or read); core reads
 * that as averages of no weight, which add nothing when combined.
 */
export function coreChapterStats(
  stored: Readonly<Record<string, StoredChapterStats>>,
): Record<string, ChapterStats> {
  const empty = emptyAggregate();
  const out: Record<string, ChapterStats> = {};
  for (const [id, stats] of Object.entries(stored)) {
    out[id] = {
      ...stats,
      wpm: stats.wpm ?? empty.wpm,
      acc: stats.acc ?? empty.acc,
      con: stats.con ?? empty.con,
    };
  }
  return out;
}
