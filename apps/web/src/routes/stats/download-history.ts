/** Saves the typing history as a CSV or JSON file (core writes the text). */
import {
  civilDate,
  dayNumber,
  type HistoryRecord,
  historyCsv,
  historyFileName,
  historyJson,
  historyRows,
} from '@typeshelf/core/stats';
import { localOffset } from '../../storage';

/** Starts a download of `text` as `name`. */
export function downloadText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadHistory(
  history: readonly HistoryRecord[],
  titleOf: (bookId: string) => string,
  kind: 'csv' | 'json',
  now: number = Date.now(),
): void {
  const rows = historyRows(history, titleOf);
  const name = historyFileName(civilDate(dayNumber(now, localOffset)), kind);
  if (kind === 'csv') downloadText(historyCsv(rows), name, 'text/csv;charset=utf-8');
  else downloadText(historyJson(rows, now), name, 'application/json');
}
