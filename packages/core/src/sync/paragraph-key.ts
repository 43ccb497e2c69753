/**
 * Reading a paragraph row's key. A file of its own: the app reads a chapter's
 * stored paragraphs with it as the prompt opens, without the save file's
 * row checks beside it in `saved-progress-rows.ts`.
 */

/** The book, chapter and number of a paragraph key `{book}__{chapter}__{n}`; the last two parts are the chapter and number. */
export function parseParagraphKey(key: string): { bookId: string; chapterId: string; index: number } | null {
  const last = key.lastIndexOf('__');
  const middle = key.lastIndexOf('__', last - 1);
  if (middle < 0) return null;
  const index = Number(key.slice(last + 2));
  if (!Number.isInteger(index) || index < 0) return null;
  return { bookId: key.slice(0, middle), chapterId: key.slice(middle + 2, last), index };
}
