/**
 * What the home screen's sections show (01 §2): the quick stats (today
 * against the daily goal, the average figures, the books done), the
 * recommendations for the reader's favourites, and whether the reader has
 * local premium (the book cards' locks).
 */
import { completeCount } from '@typeshelf/core/book';
import { homeRecommendations, type Recommendation } from '@typeshelf/core/library';
import { dayLabel } from '@typeshelf/core/stats';
import type { QuickStat } from '@typeshelf/react-ui';
import { useMemo } from 'react';
import type { LibraryData } from '../../books/use-library-books';
import { useDayStats, useStatsSummary } from '../../progress/use-progress';
import { useSession } from '../../session/use-session';
import { useSettings } from '../../settings/use-settings';
import { localOffset } from '../../storage';
import { quickStats } from './quick-stats';

export interface HomeSectionsView {
  stats: QuickStat[];
  recommended: readonly Recommendation<LibraryData['books'][number]>[];
  isLocalPremium: boolean;
}

export function useHomeSections(library: LibraryData, mobile: boolean, now: number): HomeSectionsView {
  const settings = useSettings();
  const session = useSession();
  const today = useDayStats(dayLabel(now, localOffset));
  const summary = useStatsSummary();

  const { favoriteGenres, favoriteTopics } = settings.shared;
  const favoriteMaxLength = settings.device.ui.favoriteMaxLength;
  const recommended = useMemo(
    () =>
      library.status === 'ready'
        ? homeRecommendations(library.books, { favoriteGenres, favoriteTopics, favoriteMaxLength }, mobile)
        : [],
    [library, favoriteGenres, favoriteTopics, favoriteMaxLength, mobile],
  );

  return {
    stats: quickStats({
      today: today ?? undefined,
      dailyGoal: settings.shared.dailyGoal,
      average: summary?.average ?? null,
      booksDone: completeCount(library.books),
    }),
    recommended,
    isLocalPremium: session.accountInfo.isLocalPremium,
  };
}
