/**
 * The summary's recent list (01 §3, §4): its entries, their average and the
 * change the latest entry made, apart from the rest of the summary
 * (`stats-summary.ts`: the size categories and the records): a stored summary
 * read back needs only these, and the app's start-up code, which reads it,
 * carries only them.
 */

/** The metrics the summary keeps bests for. */
export const METRICS = ['wpm', 'raw', 'acc', 'con'] as const;
export type Metric = (typeof METRICS)[number];
export type MetricValues = Record<Metric, number>;

/** One finished paragraph, chapter or book as the summary keeps it. */
export interface SummaryEntry {
  id: string;
  timestamp: number;
  length: number;
  /** Active time in ms; the average's weight. */
  time: number;
  wpm: number;
  raw: number;
  acc: number;
  con: number;
}

/** A recent list with its average and the change its latest entry made to that average. */
export interface RecentFigures {
  /** Newest last. */
  recent: SummaryEntry[];
  /** Time-weighted average of `recent`; null when empty. */
  average: MetricValues | null;
  /** The average now minus the average before the latest entry; null with fewer than 2. */
  latestChange: MetricValues | null;
}

/** Time-weighted average of entries; null when empty. */
export function averageOf(entries: readonly SummaryEntry[]): MetricValues | null {
  if (entries.length === 0) return null;
  const total = entries.reduce((sum, e) => sum + e.time, 0);
  const weight = (e: SummaryEntry) => (total > 0 ? e.time / total : 1 / entries.length);
  const out: MetricValues = { wpm: 0, raw: 0, acc: 0, con: 0 };
  for (const e of entries) for (const metric of METRICS) out[metric] += e[metric] * weight(e);
  return out;
}

/** A recent list with its average and the change its latest entry made to that average. */
export function recentFigures(recent: SummaryEntry[]): RecentFigures {
  const average = averageOf(recent);
  const before = averageOf(recent.slice(0, -1));
  const latestChange =
    average !== null && before !== null
      ? {
          wpm: average.wpm - before.wpm,
          raw: average.raw - before.raw,
          acc: average.acc - before.acc,
          con: average.con - before.con,
        }
      : null;
  return { recent, average, latestChange };
}
