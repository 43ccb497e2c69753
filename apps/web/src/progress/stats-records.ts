/** The profile's typing history as core's flat list (the history download), and what /stats and /share draw from. */
import { historyFromProgress, progressDayTotals } from '@typeshelf/core/progress';
import { type DayTotals, type HistoryRecord, keptDayTotals, type StatsSummary } from '@typeshelf/core/stats';
import { localOffset, type ProfileData } from '../storage';
import { keptStatsOf, readKeptStats } from './kept-stats';
import { progressOf } from './progress-data';

/** Every counted paragraph: read for a download alone, never to draw a screen. */
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
 * The summary and the days the records keep (a few hundred rows, or the
 * records themselves when they are in memory already), never every
 * paragraph: the days carry the sums the charts and tiles need, equal to a
 * pass over the paragraphs. Days kept before they carried those sums are
 * the one exception: the whole records are read once, and the days grouped
 * from them (which also rewrites them for next time).
 */
export async function readStatsRecords(profile: ProfileData): Promise<StatsRecords> {
  const progress = progressOf(profile);
  const settled = progress.settled;
  const kept = settled ? keptStatsOf(settled) : await profile.connection.db().then(readKeptStats);
  if (kept) return { summary: kept.summary, days: keptDayTotals(kept.days), hasHistory: kept.hasHistory };
  const records = await progress.records();
  const { summary, hasHistory } = keptStatsOf(records);
  return { summary, days: progressDayTotals(records, localOffset), hasHistory };
}
