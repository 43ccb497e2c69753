/**
 * The shapes the browser keeps per profile (01 §3). Stats use weighted values
 * so a chapter or book average is the weight-sum of its paragraphs.
 */
import type {
  BookContent,
  BookInfo,
  ParagraphStats,
  WeightedStat,
  SpeedStat as WpmStat,
} from '@typeshelf/core';

/** Paragraph stats and their weighted values are core's own shapes (see docs/metrics.md). */
export type { ParagraphStats, SpeedStat as WpmStat, WeightedStat } from '@typeshelf/core';

/** Per-paragraph stats of one chapter, by paragraph number; null where nothing is stored. */
export type ChapterParagraphs = (ParagraphStats | null)[];

/** A chapter's aggregate; progress 1 means complete. */
export interface ChapterStats {
  wpm: WpmStat | null;
  acc: WeightedStat | null;
  con: WeightedStat | null;
  /** Typing time in ms. */
  time: number;
  /** Typed characters. */
  typed: number;
  /** Characters marked as read. */
  read: number;
  progress: number;
  timestamp: number;
}

/** A book's aggregate (01 §3: progress, lastChapter, timestamp, typed). */
export interface BookStats {
  progress: number;
  /** The chapter the user worked on last; null before any. */
  lastChapter: string | null;
  timestamp: number;
  typed: number;
  wpm: WpmStat | null;
  acc: WeightedStat | null;
  con: WeightedStat | null;
  time: number;
}

/** One day's typing (the day starts at 4 AM; the label is YYYY-MM-DD). */
export interface DailyStats {
  /** Typing time in ms. */
  time: number;
  /** Typed characters. */
  typed: number;
}

/** The stats summary (01 §3), stored exactly as core computes it. */
export type { StatsSummary } from '@typeshelf/core';

/** A typed or read paragraph waiting to reach the server (premium sync). */
export interface PendingProgress {
  bookId: string;
  chapterNum: number;
  paragraphNum: number;
  stats: ParagraphStats | null;
}

/** A word typed wrongly, how often, and when last. */
export interface MissedWord {
  word: string;
  count: number;
  timestamp: number;
}

/** A private book as stored: its info and its text by chapter. */
export interface CustomBook {
  info: BookInfo;
  content: BookContent;
}

/** Raw settings as stored: partial sections merged over the defaults when read. */
export interface StoredSettings {
  desktop: Record<string, unknown> | null;
  mobile: Record<string, unknown> | null;
  shared: Record<string, unknown> | null;
}

export type SettingsSection = keyof StoredSettings;
