/** What /stats and /share draw from: the summary and the days (`stats-records.ts`), read again after every write. */
import { useProfileQuery } from '../storage/use-profile-query';
import { readStatsRecords, type StatsRecords } from './stats-records';

/** Undefined while the records load. */
export function useStatsRecords(): StatsRecords | undefined {
  return useProfileQuery(readStatsRecords);
}
