/** The share page's figures: the last 25 weeks of the profile's history, this week last. */
import { dayNumber, type SeriesPoint, SHARE_CHART_WEEKS, weeklySeries } from '@typeshelf/core/stats';
import { useMemo, useState } from 'react';
import { useStatsRecords } from '../../progress/use-stats-records';
import { localOffset } from '../../storage';

/** Undefined while the records load. */
export function useWeeklyProgress(): SeriesPoint[] | undefined {
  const [now] = useState(() => Date.now());
  const records = useStatsRecords();
  return useMemo(
    () => (records ? weeklySeries(records.days, dayNumber(now, localOffset), SHARE_CHART_WEEKS) : undefined),
    [records, now],
  );
}
