/**
 * What the stats screens draw from, read without the records: the kept days
 * (see core's `DailyStats`) and the summary, a few hundred rows where a
 * year of records is 100,000.
 */
import { distinctSummary, type ParagraphCell, type ProgressRecords } from '@typeshelf/core/progress';
import { type DailyStats, emptySummary, isDailyStats, type StatsSummary } from '@typeshelf/core/stats';
import { promisifyRequest } from 'idb-keyval';
import { GENERAL_KEYS } from '../storage/stores';

/** What the stats screens draw from: the kept days and summary, and whether any paragraph counts. */
export interface KeptStats {
  days: Record<string, DailyStats>;
  summary: StatsSummary;
  /** Some paragraph counts, typed or read (the history download has something to save). */
  hasHistory: boolean;
}

/** Whether a stored cell counts, typed or read (as core's `cellStats` reads it, without a copy). */
const counts = (cell: ParagraphCell | null | undefined) =>
  !!cell &&
  ((cell.typed !== null && cell.typed.timestamp > cell.cleared) ||
    (cell.read !== null && cell.read.timestamp > cell.cleared));

/**
 * The days and summary alone, in one transaction: a few hundred rows where
 * the records are a year's 100,000. Whether anything counts is known from the
 * days when one holds a typed paragraph; otherwise paragraphs are walked
 * until one counts (read ones only, or none at all: a short walk or a small
 * store). Null when a stored day predates the charts' sums: the caller then
 * reads the whole records, which puts those days right (see `upgradeDays`).
 */
export async function readKeptStats(db: IDBDatabase): Promise<KeptStats | null> {
  const tx = db.transaction(['dailyStats', 'general', 'paragraphsStats'], 'readonly');
  const [dayRows, summary] = await Promise.all([
    Promise.all([
      promisifyRequest(tx.objectStore('dailyStats').getAllKeys()),
      promisifyRequest(tx.objectStore('dailyStats').getAll()),
    ]),
    promisifyRequest(tx.objectStore('general').get(GENERAL_KEYS.summary)) as Promise<
      StatsSummary | undefined
    >,
  ]);
  const [keys, values] = dayRows;
  if (!values.every(isDailyStats)) return null;
  const days = Object.fromEntries(keys.map((key, i) => [String(key), values[i] as DailyStats]));
  const hasHistory =
    keys.length > 0 ||
    (await new Promise<boolean>((resolve, reject) => {
      const walk = tx.objectStore('paragraphsStats').openCursor();
      walk.onerror = () => reject(walk.error);
      walk.onsuccess = () => {
        const cursor = walk.result;
        if (!cursor) resolve(false);
        else if (counts(cursor.value as ParagraphCell)) resolve(true);
        else cursor.continue();
      };
    }));
  return { days, summary: summary ? distinctSummary(summary) : emptySummary(), hasHistory };
}

/** The same from records in memory: their days and summary, and whether any paragraph counts. */
export function keptStatsOf(records: ProgressRecords): KeptStats {
  let hasHistory = Object.keys(records.days).length > 0;
  if (!hasHistory)
    search: for (const chapters of Object.values(records.paragraphs))
      for (const cells of Object.values(chapters))
        for (const cell of cells)
          if (counts(cell)) {
            hasHistory = true;
            break search;
          }
  return { days: records.days, summary: records.summary, hasHistory };
}
