/**
 * The stats screen's view: the summary and the days read from the profile
 * (kept per records version, see `progress/stats-records.ts`), turned into core's
 * `statsScreenView` with today's date and the daily goal.
 */
import { dayNumber, type StatsScreenView, statsScreenView } from '@typeshelf/core/stats';
import { loadChartLibrary } from '@typeshelf/react-ui';
import { useMemo, useState } from 'react';
import { useStatsRecords } from '../../progress/use-stats-records';
import { useSettings } from '../../settings/use-settings';
import { localOffset } from '../../storage';

export { localOffset };

export interface StatsData {
  view: StatsScreenView;
  /** Whether any paragraph counts, typed or read: the history download has something to save. */
  hasHistory: boolean;
  /** When the screen opened (ms), the clock every figure here is read against. */
  now: number;
}

/** Whether the screen draws a chart (a typed day in the charts' periods), not only their empty states. */
const drawsChart = (view: StatsScreenView) =>
  view.daily.some((point) => point.wpm !== null) || view.weekly.some((point) => point.wpm !== null);

/** Undefined while the records load. */
export function useStatsView(): StatsData | undefined {
  const [now] = useState(() => Date.now());
  const settings = useSettings();
  const records = useStatsRecords();
  const goalMinutes = settings.shared.dailyGoal;
  return useMemo(() => {
    if (!records || !settings.loaded) return undefined;
    const view = statsScreenView({
      days: records.days,
      summary: records.summary,
      today: dayNumber(now, localOffset),
      goalMinutes,
    });
    // The charts' code is fetched as the numbers arrive, while the page renders, not once the charts
    // ask for it after the page has rendered and laid out (a second wait, one after the other).
    if (drawsChart(view)) void loadChartLibrary().catch(() => undefined);
    return { view, hasHistory: records.hasHistory, now };
  }, [records, settings.loaded, goalMinutes, now]);
}
