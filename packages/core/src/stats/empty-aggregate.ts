/**
 * Stats of nothing, apart from the rest of `aggregate-stats.ts`: the v1
 * upgrade the database open may run needs it, and the app's start-up code
 * then carries only this function, not the whole aggregation.
 */
import type { AggregateStats } from './stats-types';

/** Stats of nothing: zero values and zero weights. */
export function emptyAggregate(): AggregateStats {
  return {
    wpm: { value: 0, raw: 0, weight: 0 },
    acc: { value: 0, weight: 0 },
    con: { value: 0, weight: 0 },
    time: 0,
    typed: 0,
    read: 0,
    timestamp: 0,
  };
}
