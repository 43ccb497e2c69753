/**
 * Rows left out of a sync because they break the sync limits (core's
 * row-checks): the rest synchronized, and the visitor is told once per page,
 * however many rows, pulls or tables it was.
 */
import { SYNC_MESSAGES } from '@typeshelf/core/sync';
import { notify } from '../page/notifications';

let noticed = false;

export function noticeSkippedRows(count: number, what = 'synchronized rows'): void {
  if (count <= 0) return;
  console.warn(`${count} ${what} broke the sync limits and were left out`);
  if (noticed) return;
  noticed = true;
  notify({ type: 'warning', title: SYNC_MESSAGES.rowsSkipped, details: SYNC_MESSAGES.rowsSkippedDetails });
}
