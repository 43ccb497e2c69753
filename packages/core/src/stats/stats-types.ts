/**
 * Stats shapes (01 §3, 02 §3). Every value is unrounded; the interface rounds
 * when it shows them. Weights let any set of stats be combined exactly:
 * speed and consistency are weighted by active typing time, accuracy by the
 * number of character keystrokes.
 */

/** Speed in words per minute (a word is 5 characters). */
export interface SpeedStat {
  /** Net speed: characters left correct in the text, per active minute, / 5. */
  value: number;
  /** Raw speed: every character keystroke, per active minute, / 5. */
  raw: number;
  /** Active typing time in ms. */
  weight: number;
}

/** A percentage with the weight it carries when combined. */
export interface WeightedStat {
  value: number;
  weight: number;
}

/** A paragraph typed to its end. */
export interface TypedParagraphStats {
  type: 'typed';
  wpm: SpeedStat;
  /** Accuracy 0..100, weighted by character keystrokes. */
  acc: WeightedStat;
  /** Consistency 0..100, weighted by active time. */
  con: WeightedStat;
  /** Active typing time in ms, idle gaps corrected (see docs/metrics.md). */
  time: number;
  /** When the paragraph was finished, ms since the epoch. */
  timestamp: number;
  /** Characters in the paragraph. */
  length: number;
}

/** A paragraph marked as read. */
export interface ReadParagraphStats {
  type: 'read';
  timestamp: number;
  length: number;
}

/** A finished paragraph: typed or read. */
export type ParagraphStats = TypedParagraphStats | ReadParagraphStats;

/** Combined stats of several typed paragraphs (a chapter, a book, a day). */
export interface AggregateStats {
  wpm: SpeedStat;
  acc: WeightedStat;
  con: WeightedStat;
  /** Active typing time in ms. */
  time: number;
  /** Characters typed. */
  typed: number;
  /** Characters marked read. */
  read: number;
  /** Latest activity, ms since the epoch; 0 when none. */
  timestamp: number;
}

/** A chapter's stats and its progress 0..1. */
export interface ChapterStats extends AggregateStats {
  progress: number;
}

/** A book's stats: progress counts only `type` chapters. */
export interface BookStats extends AggregateStats {
  progress: number;
  /** Id of the chapter with the latest activity; null when none. */
  lastChapter: string | null;
}
