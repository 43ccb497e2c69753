/**
 * @typeshelf/core/progress — Progress records (01 §3, §4): saving a
 * paragraph, deriving chapters and books, merging, chapter choice, removal,
 * the history read from records.
 */
export { adoptLayout } from './adopt-layout';
export { applyParagraphSave } from './apply-paragraph-save';
export { bookLayout, markBookDoneSaves, resetBookSaves } from './book-marks';
export { cellOf } from './cell-of';
export type { ChapterCard, HeroChoice, HeroInputs } from './chapter-choice';
export { chapterCard, chooseHero, inProgressBooks, targetChapter } from './chapter-choice';
export {
  chapterRecordId,
  deriveProgress,
  emptyProgress,
  paragraphId,
} from './derive-progress';
export { FRESH_SAVE_STEP_MS, newestTime, stampedAfter } from './fresh-save';
export { mergeProgress } from './merge-progress';
export { cellStats, countedTyped, EMPTY_CELL, mergeCells } from './paragraph-cell';
export { historyFromProgress, progressDayTotals } from './progress-history';
export type {
  BookLayout,
  ChapterLayout,
  ParagraphCell,
  ParagraphSave,
  ProgressChanges,
  ProgressOptions,
  ProgressRecords,
  TypedResult,
} from './progress-types';
export { distinctSummary } from './recent-entries';
export { type BookRemoval, removeBookProgress } from './remove-book';
