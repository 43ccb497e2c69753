/**
 * @typeshelf/core/stats — Stats (02 §2, §3): paragraph and aggregate
 * figures, the summary and personal bests, days, the daily goal, the
 * heatmap, long-term charts, the history and the results screen.
 */
export { bookStats, chapterStats, combineAggregates, paragraphAggregate } from './aggregate-stats';
export {
  ACCURACY_TARGET,
  accuracyBand,
  CONSISTENCY_TARGET,
  consistencyBand,
  type StatBand,
} from './colour-bands';
export { coefficientOfVariation, consistency, kogasa } from './consistency';
export {
  addIntoDay,
  civilDate,
  DAY_START_HOUR,
  type DailyStats,
  type DayRecord,
  dailyGoalReached,
  dailyProgress,
  dayLabel,
  dayNumber,
  dayRecords,
  dayShare,
  emptyDay,
  isDailyStats,
  labelDay,
  movedDay,
  type UtcOffset,
} from './daily-stats';
export { emptyAggregate } from './empty-aggregate';
export {
  HEATMAP_WEEKS,
  type HeatmapCell,
  type HeatmapDay,
  type HeatmapOptions,
  heatmapGrid,
  heatmapTodayRow,
} from './heatmap-grid';
export {
  HEATMAP_FULL_MINUTES,
  HEATMAP_LEVELS,
  HEATMAP_STEP_MINUTES,
  heatmapLevel,
} from './heatmap-level';
export { type HistoryRecord, historyFromChapters } from './history';
export {
  HISTORY_COLUMNS,
  HISTORY_FORMAT,
  HISTORY_VERSION,
  type HistoryRow,
  historyCsv,
  historyFileName,
  historyJson,
  historyRows,
} from './history-export';
export {
  DAILY_CHART_DAYS,
  type DayTotals,
  dailySeries,
  dayTotals,
  heatmapDays,
  keptDayTotals,
  type SeriesPoint,
  SHARE_CHART_WEEKS,
  statsDayTotals,
  WEEKLY_CHART_WEEKS,
  weeklySeries,
  weekStartDay,
} from './long-term-stats';
export {
  chapterPoints,
  figuresOf,
  paragraphPoints,
  type ResultsFigureValues,
  type ResultsPoint,
  type ResultsTab,
  requestedResultsTab,
  resultsTabs,
  TOP_TITLES,
  type TopKind,
  topResults,
} from './results-screen';
export {
  BEST_SCOPES,
  type BestCell,
  type BestScope,
  type BestsTable,
  bestsView,
  heatmapCellLabel,
  longDate,
  minutesText,
  type RecentRow,
  type RecentView,
  type RecordPlace,
  recentView,
  recordHref,
  recordPlace,
  type StatsScreenInput,
  type StatsScreenView,
  statsScreenView,
} from './stats-screen';
export {
  aggregateEntry,
  averageOf,
  BOOK_SIZE_THRESHOLDS,
  CHAPTER_SIZE_THRESHOLDS,
  emptySummary,
  MAX_RECENT,
  METRICS,
  type Metric,
  type MetricValues,
  MIN_RECORD_CHAPTER_LENGTH,
  MIN_RECORD_PARAGRAPH_LENGTH,
  type NewRecord,
  PARAGRAPH_SIZE_THRESHOLDS,
  paragraphEntry,
  type RecordValue,
  recordBook,
  recordChapter,
  recordParagraph,
  SIZE_CATEGORIES,
  type SizeCategory,
  type StatsSummary,
  type SummaryEntry,
  sizeCategory,
  type TopByCategory,
  type TopRecords,
} from './stats-summary';
export type {
  AggregateStats,
  BookStats,
  ChapterStats,
  ParagraphStats,
  ReadParagraphStats,
  SpeedStat,
  TypedParagraphStats,
  WeightedStat,
} from './stats-types';
