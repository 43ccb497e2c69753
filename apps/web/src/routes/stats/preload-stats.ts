/**
 * What /stats waits for, started before its screen renders: when a visit
 * opens on it, when a link to it is about to be followed (a pointer over it,
 * the focus on it) and as the address changes to it. Its code, the records
 * it draws (read once: the screen waits on this read or finds it done, see
 * `preloadProfileQuery`), the titles of its rows' books, its date and count
 * formatters and, once the records show a chart will be drawn, the charts'
 * library: each of these side by side rather than one after the other behind
 * the screen's first render.
 */
import { dayNumber, type SeriesPoint, weeklySeries } from '@typeshelf/core/stats';
import { loadChartLibrary, warmStatFormats } from '@typeshelf/react-ui';
import { preloadBookTitles } from '../../books/use-book-titles';
import { preloadStatsRecords } from '../../progress/use-stats-records';
import { localOffset, type ProfileData } from '../../storage';
import { localData } from '../../storage/current-profile';

/**
 * Whether the long-term charts draw a line: a typed week in the weekly
 * chart, whose weeks hold the daily chart's 30 days too.
 */
export function drawsLongTermChart(weekly: readonly SeriesPoint[]): boolean {
  return weekly.some((point) => point.wpm !== null);
}

export function preloadStats(profile: ProfileData = localData.getSnapshot(), now = Date.now()): void {
  warmStatFormats();
  void preloadBookTitles(profile).catch(() => undefined);
  preloadStatsRecords(profile)
    .then((records) => {
      if (drawsLongTermChart(weeklySeries(records.days, dayNumber(now, localOffset))))
        return loadChartLibrary();
    })
    .catch(() => undefined);
}
