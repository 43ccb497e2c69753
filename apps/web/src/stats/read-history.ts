/** The profile's typing history as core's flat list, read from its progress records. */
import { type HistoryRecord, historyFromProgress, type StatsSummary } from '@typeshelf/core';
import type { ProfileData } from '../data';

export async function readHistory(profile: ProfileData): Promise<HistoryRecord[]> {
  return historyFromProgress(await profile.progress());
}

/** The history and the stats summary, from one read of the records. */
export async function readHistoryAndSummary(
  profile: ProfileData,
): Promise<{ history: HistoryRecord[]; summary: StatsSummary }> {
  const records = await profile.progress();
  return { history: historyFromProgress(records), summary: records.summary };
}
