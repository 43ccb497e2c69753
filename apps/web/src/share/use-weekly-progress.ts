/** The share page's figures: the last 25 weeks of the profile's history, this week last. */
import { dayNumber, dayTotals, type SeriesPoint, SHARE_CHART_WEEKS, weeklySeries } from '@typeshelf/core';
import { useMemo, useState } from 'react';
import { useProfileQuery } from '../state/hooks/use-profile';
import { readHistory } from '../stats/read-history';
import { localOffset } from '../stats/use-stats-view';

/** Undefined while the records load. */
export function useWeeklyProgress(): SeriesPoint[] | undefined {
  const [now] = useState(() => Date.now());
  const history = useProfileQuery((profile) => readHistory(profile));
  return useMemo(
    () =>
      history
        ? weeklySeries(dayTotals(history, localOffset), dayNumber(now, localOffset), SHARE_CHART_WEEKS)
        : undefined,
    [history, now],
  );
}
