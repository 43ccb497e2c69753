/**
 * The typing history and its day totals read straight from progress records:
 * every counted paragraph (typed or read) in book, chapter, paragraph order.
 */

import type { UtcOffset } from '../stats/daily-stats';
import type { HistoryRecord } from '../stats/history';
import { type DayTotals, statsDayTotals } from '../stats/long-term-stats';
import type { ParagraphStats } from '../stats/stats-types';
import { countedStats } from './paragraph-cell';
import type { ProgressRecords } from './progress-types';

/** Every counted paragraph of the progress records (typed or read), in book, chapter, paragraph order. */
export function historyFromProgress(records: ProgressRecords): HistoryRecord[] {
  const history: HistoryRecord[] = [];
  for (const [bookId, chapters] of Object.entries(records.paragraphs)) {
    for (const [chapterId, cells] of Object.entries(chapters)) {
      for (let paragraph = 0; paragraph < cells.length; paragraph++) {
        const stats = countedStats(cells[paragraph]);
        if (stats !== null) history.push({ bookId, chapterId, paragraph, stats });
      }
    }
  }
  return history;
}

function* countedParagraphs(records: ProgressRecords): Generator<ParagraphStats> {
  for (const chapters of Object.values(records.paragraphs)) {
    for (const cells of Object.values(chapters)) {
      for (const cell of cells) {
        const stats = countedStats(cell);
        if (stats !== null) yield stats;
      }
    }
  }
}

/** The days of `dayTotals` straight from the progress records, with no history list made on the way. */
export function progressDayTotals(records: ProgressRecords, offset: UtcOffset): Map<number, DayTotals> {
  return statsDayTotals(countedParagraphs(records), offset);
}
