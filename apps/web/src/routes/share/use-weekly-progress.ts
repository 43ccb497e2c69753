/** The share page's figures: the last 25 weeks of the profile's history, this week last. */
import { dayNumber, type SeriesPoint, SHARE_CHART_WEEKS, weeklySeries } from '@typeshelf/core/stats';
import { useMemo, useState } from 'react';
import { localOffset } from '../../storage';
import { useProfileQuery } from '../../storage/use-profile';
import { readStatsRecords } from '../stats/read-history';

/** Undefined while the records load. */
export function useWeeklyProgress(): SeriesPoint[] | undefined {
  const [now] = useState(() => Date.now());
  const records = useProfileQuery(readStatsRecords);
  return useMemo(
    () => (records ? weeklySeries(records.days, dayNumber(now, localOffset), SHARE_CHART_WEEKS) : undefined),
    [records, now],
  );
}
