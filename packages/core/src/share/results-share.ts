/**
 * The results screen's sharing and celebration rules (02 §2, 01 §9): when the
 * Share as Image button shows, when the success sound plays, and what the
 * saved picture is called.
 */

/** Which stats the results screen shows. */
export type ResultsView = 'chapter' | 'book';

/**
 * Share as Image shows only for a finished unit: the current chapter complete
 * on the chapter tab, or the whole book complete on the book tab.
 */
export function shareImageShown(options: {
  view: ResultsView;
  chapterComplete: boolean;
  bookComplete: boolean;
}): boolean {
  return options.view === 'chapter' ? options.chapterComplete : options.bookComplete;
}

/** The success sound greets a complete book, unless the share dialog is open over it. */
export function successSoundPlays(options: { bookComplete: boolean; shareOpen: boolean }): boolean {
  return options.bookComplete && !options.shareOpen;
}

/**
 * The saved picture's file name: the book id, the chapter for the chapter
 * view, and the UTC day it was made ('typeshelf-first-steps-003-2026-11-25.png').
 */
export function shareImageFileName(options: {
  bookId: string;
  chapterId: string | null;
  view: ResultsView;
  /** When the picture was made, in ms since the epoch. */
  now: number;
}): string {
  const day = new Date(options.now).toISOString().slice(0, 10);
  const unit = options.view === 'chapter' && options.chapterId !== null ? `-${options.chapterId}` : '';
  const safe = `${options.bookId}${unit}`.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `typeshelf-${safe}-${day}.png`;
}
