/**
 * The stores a progress write touches, in a file of its own: every screen
 * that reads progress needs the list, and importing it from the row
 * readers and writers (`progress-rows.ts`) would carry them into the
 * screen's first load instead of the chunk loaded on the first save.
 */
export const PROGRESS_STORES = [
  'paragraphsStats',
  'chaptersStats',
  'booksStats',
  'dailyStats',
  'general',
  'missedWords',
  'progressLayouts',
  'pendingProgressSync',
] as const;
