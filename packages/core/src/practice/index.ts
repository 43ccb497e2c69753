/**
 * @typeshelf/core/practice — drills from the typist's own mistakes: the
 * journal of missed words and letter-pair times, the drill builder and its
 * weights, and each drilled item's history (docs/metrics.md, "Practice").
 */
export {
  buildDrill,
  DRILL_PAIRS,
  DRILL_WORDS,
  type Drill,
  type DrillCandidate,
  type DrillOptions,
  type DrillPart,
  drillCandidates,
  itemKey,
  PAIR_MIN_SAMPLES,
  PAIR_REPEATS,
  pairWeight,
  RECENCY_FLOOR,
  RECENCY_HALF_LIFE_MS,
  recencyFactor,
  seededRandom,
  WORD_REPEATS,
  weightedSample,
  wordWeight,
} from './drill-builder';
export {
  EMPTY_JOURNAL,
  JOURNAL_PAIR_LIMIT,
  JOURNAL_WORD_LIMIT,
  type MistakeJournal,
  noteParagraph,
  type PairTiming,
  type ParagraphMistakes,
  paragraphMistakes,
  readJournal,
  type WordMistakes,
  withStoredMisses,
} from './mistake-journal';
export {
  type DrillPoint,
  drillResults,
  HISTORY_POINTS,
  itemTrend,
  type PracticeHistory,
  practiceOutcome,
  readHistory,
  recordDrill,
} from './practice-history';
