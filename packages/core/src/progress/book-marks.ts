/**
 * Whole-book actions as paragraph saves, so they follow the same rule as
 * typing: "Mark as done" and "Mark as unread" become saves that
 * `applyParagraphSave` applies and `mergeProgress` joins like any other.
 */
import type { ChapterInfo } from '../book/book-types';
import { cellStats } from './paragraph-cell';
import type { BookLayout, ParagraphSave, ProgressRecords } from './progress-types';

/** The layout progress keeps of a book's chapters. */
export function bookLayout(chapters: readonly Pick<ChapterInfo, 'id' | 'mode' | 'length'>[]): BookLayout {
  return { chapters: chapters.map(({ id, mode, length }) => ({ id, mode, length })) };
}

/**
 * "Mark as done": every unfinished `type` chapter gets one read mark of the
 * characters not yet typed or read. It is kept at the paragraph number equal
 * to the chapter's length in characters, which no real paragraph reaches (a
 * paragraph has at least one character), so resuming still starts at the
 * first paragraph not typed and typing later only adds to it.
 */
export function markBookDoneSaves(
  records: Pick<ProgressRecords, 'paragraphs'>,
  bookId: string,
  layout: BookLayout,
  timestamp: number,
): ParagraphSave[] {
  const saves: ParagraphSave[] = [];
  for (const chapter of layout.chapters) {
    if (chapter.mode !== 'type' || chapter.length <= 0) continue;
    // The mark's own slot is left out: the new mark replaces an earlier one
    // there, so counting the old mark too would size the new one too small.
    let covered = 0;
    (records.paragraphs[bookId]?.[chapter.id] ?? []).forEach((cell, paragraph) => {
      if (paragraph !== chapter.length) covered += cellStats(cell)?.length ?? 0;
    });
    const left = chapter.length - covered;
    if (left <= 0) continue;
    saves.push({
      bookId,
      chapterId: chapter.id,
      paragraph: chapter.length,
      layout,
      change: { type: 'read', stats: { type: 'read', timestamp, length: left } },
    });
  }
  return saves;
}

/**
 * "Mark as unread": a clear of every paragraph the book has a fact for; a
 * soft delete that a merge with an older copy of the book cannot undo.
 */
export function resetBookSaves(
  records: Pick<ProgressRecords, 'paragraphs'>,
  bookId: string,
  layout: BookLayout,
  timestamp: number,
): ParagraphSave[] {
  const saves: ParagraphSave[] = [];
  for (const [chapterId, cells] of Object.entries(records.paragraphs[bookId] ?? {})) {
    cells.forEach((cell, paragraph) => {
      if (cell) saves.push({ bookId, chapterId, paragraph, layout, change: { type: 'cleared', timestamp } });
    });
  }
  return saves;
}
