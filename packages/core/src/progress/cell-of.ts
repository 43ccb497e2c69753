/**
 * The cell of a stored v1 paragraph, apart from the cell rules of
 * `paragraph-cell.ts`: the v1 upgrade the database open may run needs only
 * this, and the app's start-up code carries only it.
 */
import type { ParagraphStats, TypedParagraphStats } from '../stats/stats-types';
import type { ParagraphCell, TypedResult } from './progress-types';

/**
 * A typed result with every field written out rather than spread: a spread
 * copy keeps only four fields in the object itself and the rest in a side
 * array, and a year of history read through such objects is several times
 * slower to derive.
 */
export function typedResult(stats: TypedParagraphStats, missed: readonly string[]): TypedResult {
  return {
    type: 'typed',
    wpm: stats.wpm,
    acc: stats.acc,
    con: stats.con,
    time: stats.time,
    timestamp: stats.timestamp,
    length: stats.length,
    missed,
  };
}

/** The cell that holds exactly `stats` (a stored paragraph of the v1 layout). */
export function cellOf(stats: ParagraphStats | null, missed: readonly string[] = []): ParagraphCell | null {
  if (stats === null) return null;
  return stats.type === 'typed'
    ? { typed: typedResult(stats, missed), read: null, cleared: 0 }
    : { typed: null, read: stats, cleared: 0 };
}
