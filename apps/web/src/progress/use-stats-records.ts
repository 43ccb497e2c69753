/** What /stats and /share draw from: the summary and the days (`stats-records.ts`), read again after every write. */
import type { ProfileData } from '../storage';
import { preloadProfileQuery, useProfileQuery } from '../storage/use-profile';
import { readStatsRecords, type StatsRecords } from './stats-records';

/**
 * Undefined while the records load. The last records read are kept until
 * the next write, so a screen opened again draws them in its first render.
 */
export function useStatsRecords(): StatsRecords | undefined {
  return useProfileQuery(readStatsRecords, [], { keep: true });
}

/** Starts the same read before a screen that shows it renders (see `preloadProfileQuery`). */
export function preloadStatsRecords(profile: ProfileData): Promise<StatsRecords> {
  return preloadProfileQuery(readStatsRecords, profile);
}
