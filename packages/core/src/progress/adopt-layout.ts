/**
 * A book whose progress was converted from the first storage layout has
 * paragraphs but no layout: the old app never kept one. Without it a merge
 * cannot derive the book's chapters, so the layout is adopted the first time
 * the book is opened, and its chapter and book figures (and the bests they
 * may set) are derived from its paragraphs then.
 */

import type { ChapterStats } from '../stats/stats-types';
import { bookFromChapters, bookTops, chapterFromCells, chapterTops } from './derive-progress';
import type { BookLayout, ProgressRecords } from './progress-types';

/** The records with `layout` adopted for `bookId`; null when there is nothing to adopt. */
export function adoptLayout(
  records: ProgressRecords,
  bookId: string,
  layout: BookLayout,
): ProgressRecords | null {
  if (records.layouts[bookId] !== undefined || records.paragraphs[bookId] === undefined) return null;
  const cells = records.paragraphs[bookId];
  const byChapter: Record<string, ChapterStats> = {};
  for (const chapter of layout.chapters) {
    const stats = chapterFromCells(cells[chapter.id], chapter.length);
    if (stats) byChapter[chapter.id] = stats;
  }
  const book = bookFromChapters(layout, byChapter);
  const layouts = { ...records.layouts, [bookId]: layout };
  const chapters = { ...records.chapters };
  const books = { ...records.books };
  if (book) {
    chapters[bookId] = byChapter;
    books[bookId] = book;
  } else {
    delete chapters[bookId];
    delete books[bookId];
  }
  const next = { ...records, layouts, chapters, books };
  next.summary = { ...records.summary, topChapter: chapterTops(next), topBook: bookTops(next) };
  return next;
}
