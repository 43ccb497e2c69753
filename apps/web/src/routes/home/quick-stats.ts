/** The quick stats cells: today against the daily goal, average speed, accuracy, consistency, books done. */
import { accuracyBand, consistencyBand } from '@typeshelf/core/stats';
import type { QuickStat } from '@typeshelf/react-ui';
import type { DailyStats, StatsSummary } from '../../storage';

export interface QuickStatsInputs {
  today: DailyStats | undefined;
  /** Minutes. */
  dailyGoal: number;
  average: StatsSummary['average'];
  booksDone: number;
}

export function quickStats({ today, dailyGoal, average, booksDone }: QuickStatsInputs): QuickStat[] {
  const minutes = Math.floor((today?.time ?? 0) / 60_000);
  const stats: QuickStat[] = [
    { label: 'Today', value: `${minutes} / ${dailyGoal} min` },
    { label: 'Speed', value: average ? `${Math.round(average.wpm)} wpm` : '–' },
    {
      label: 'Accuracy',
      value: average ? `${Math.round(average.acc)}%` : '–',
      tone: average ? accuracyBand(average.acc) : undefined,
    },
    {
      label: 'Consistency',
      value: average ? `${Math.round(average.con)}%` : '–',
      tone: average ? consistencyBand(average.con) : undefined,
    },
    { label: 'Books done', value: String(booksDone) },
  ];
  return stats;
}
