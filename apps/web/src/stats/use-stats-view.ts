/**
 * The stats screen's view: the history and summary read from the profile,
 * turned into core's `statsScreenView` with today's date and the daily goal.
 */
import { dayNumber, type HistoryRecord, type StatsScreenView, statsScreenView } from '@typeshelf/core';
import { useMemo, useState } from 'react';
import { useProfileQuery } from '../state/hooks/use-profile';
import { useSettings } from '../state/hooks/use-settings';
import { readHistoryAndSummary } from './read-history';

/** Minutes east of UTC at an instant, from the browser's time zone. */
export const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

export interface StatsData {
  view: StatsScreenView;
  history: readonly HistoryRecord[];
  /** When the screen opened (ms), the clock every figure here is read against. */
  now: number;
}

/** Undefined while the records load. */
export function useStatsView(): StatsData | undefined {
  const [now] = useState(() => Date.now());
  const settings = useSettings();
  const records = useProfileQuery(readHistoryAndSummary);
  const goalMinutes = settings.shared.dailyGoal;
  return useMemo(() => {
    if (!records || !settings.loaded) return undefined;
    const view = statsScreenView({
      history: records.history,
      summary: records.summary,
      today: dayNumber(now, localOffset),
      offset: localOffset,
      goalMinutes,
    });
    return { view, history: records.history, now };
  }, [records, settings.loaded, goalMinutes, now]);
}
