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
import { drawsLongTermChart } from './preload-stats';

export { localOffset };

export interface StatsData {
  view: StatsScreenView;
  /** Whether any paragraph counts, typed or read: the history download has something to save. */
  hasHistory: boolean;
  /** When the screen opened (ms), the clock every figure here is read against. */
  now: number;
}

/** Undefined while the records load. */
export function useStatsView(): StatsData | undefined {
  const [now] = useState(() => Date.now());
  const settings = useSettings();
  const records = useStatsRecords();
  const goalMinutes = settings.shared.dailyGoal;
  return useMemo(() => {
    if (!records || !settings.loaded) return undefined;
    const today = dayNumber(now, localOffset);
    const view = statsScreenView({ days: records.days, summary: records.summary, today, goalMinutes });
    // The charts' code is fetched as the numbers arrive (if nothing started it earlier, see
    // `preload-stats.ts`), not once the charts ask for it after the page has rendered and laid out.
    if (drawsLongTermChart(view.weekly)) void loadChartLibrary().catch(() => undefined);
    return { view, hasHistory: records.hasHistory, now };
  }, [records, settings.loaded, goalMinutes, now]);
}
