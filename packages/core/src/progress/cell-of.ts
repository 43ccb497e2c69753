/**
 * The cell of a stored v1 paragraph, apart from the cell rules of
 * `paragraph-cell.ts`: the v1 upgrade the database open may run needs only
 * this, and the app's start-up code carries only it.
 */
import type { ParagraphStats } from '../stats/stats-types';
import type { ParagraphCell } from './progress-types';

/** The cell that holds exactly `stats` (a stored paragraph of the v1 layout). */
export function cellOf(stats: ParagraphStats | null, missed: readonly string[] = []): ParagraphCell | null {
  if (stats === null) return null;
  return stats.type === 'typed'
    ? { typed: { ...stats, missed }, read: null, cleared: 0 }
    : { typed: null, read: stats, cleared: 0 };
}
