/** The profile's typing history as core's flat list, and its days, read from its progress records. */
import { historyFromProgress, type ProgressRecords, progressDayTotals } from '@typeshelf/core/progress';
import type { DayTotals, HistoryRecord, StatsSummary } from '@typeshelf/core/stats';
import { progressOf } from '../../progress/progress-data';
import { localOffset, type ProfileData } from '../../storage';

export async function readHistory(profile: ProfileData): Promise<HistoryRecord[]> {
  return historyFromProgress(await progressOf(profile).records());
}

/** What /stats and /share show of the records: their summary and their days. */
export interface StatsRecords {
  summary: StatsSummary;
  /** Typed paragraphs by day number (the local day, starting at 4 AM). */
  days: ReadonlyMap<number, DayTotals>;
  /** Whether any paragraph counts (typed or read): the history download has something to save. */
  hasHistory: boolean;
}

/**
 * The days of each records version, so a second visit to /stats or /share
 * reads a year of history no more: the profile keeps its records in memory,
 * and its revision moves on with every write.
 */
const kept = new WeakMap<ProgressRecords, { revision: number; value: StatsRecords }>();

function hasCounted(records: ProgressRecords): boolean {
  for (const chapters of Object.values(records.paragraphs))
    for (const cells of Object.values(chapters))
      for (const cell of cells)
        if (
          (cell?.typed && cell.typed.timestamp > cell.cleared) ||
          (cell?.read && cell.read.timestamp > cell.cleared)
        )
          return true;
  return false;
}

/** The summary and the days, from one read of the records. */
export async function readStatsRecords(profile: ProfileData): Promise<StatsRecords> {
  const revision = profile.revision;
  const records = await progressOf(profile).records();
  const known = kept.get(records);
  if (known && known.revision === revision) return known.value;
  const value: StatsRecords = {
    summary: records.summary,
    days: progressDayTotals(records, localOffset),
    hasHistory: hasCounted(records),
  };
  kept.set(records, { revision, value });
  return value;
}
