/**
 * The shapes the browser keeps per profile (01 §3) that are not progress.
 * Progress rows are core's own types, stored as core returns them (see
 * `progress/progress-rows.ts`); they are re-exported here for the screens.
 */
import type { BookContent, BookInfo } from '@typeshelf/core/book';
import type { ParagraphStats } from '@typeshelf/core/stats';

export type {
  BookStats,
  ChapterStats,
  DailyStats,
  ParagraphStats,
  SpeedStat as WpmStat,
  StatsSummary,
  WeightedStat,
} from '@typeshelf/core/stats';

/** What each paragraph of a chapter counts as, by paragraph number; null where nothing counts. */
export type ChapterParagraphs = (ParagraphStats | null)[];

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

/** When each section was last written on this device, ms since the epoch (0 for never). */
export type SettingsTimes = Record<SettingsSection, number>;
