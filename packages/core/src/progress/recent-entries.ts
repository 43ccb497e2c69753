/**
 * The summary's recent list read back with each paragraph once, and its
 * average with it. Apart from the rest of the derivation: the home screen
 * reads a stored summary through this, without the code that recomputes it.
 */
import { recentFigures } from '../stats/recent-figures';
import type { StatsSummary, SummaryEntry } from '../stats/stats-summary';

/** Recent entries in order: older first, ties by id. */
export const entryOrder = (a: SummaryEntry, b: SummaryEntry) =>
  a.timestamp !== b.timestamp ? a.timestamp - b.timestamp : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The recent list names each paragraph once, with its newest result: typing a
 * paragraph again replaces its entry. A list written by another tab that had
 * not seen this one's result can hold a paragraph twice; it is read back as once.
 */
export function distinctRecent(recent: SummaryEntry[]): SummaryEntry[] {
  const newest = new Map<string, SummaryEntry>();
  for (const entry of recent) {
    const seen = newest.get(entry.id);
    if (seen === undefined || entryOrder(seen, entry) < 0) newest.set(entry.id, entry);
  }
  return newest.size === recent.length ? recent : [...newest.values()].sort(entryOrder);
}

/** A stored summary, its recent list (and so its average) with each paragraph once. */
export function distinctSummary(summary: StatsSummary): StatsSummary {
  return distinctRecent(summary.recent) === summary.recent ? summary : withRecent(summary, summary.recent);
}

/** The recent list, each paragraph once, with its average and latest change. */
export function withRecent(summary: StatsSummary, entries: SummaryEntry[]): StatsSummary {
  return { ...summary, ...recentFigures(distinctRecent(entries)) };
}
