/**
 * Pulling a user's rows (03 §4, §7, §9): rows modified after the last sync,
 * 1000 a page in the server's order (modification time, then key), each page
 * after the last row of the one before, until a short page. The next sync
 * starts a little before the newest row seen: a row written in a transaction
 * that committed late can carry an earlier time, and merging a row twice
 * changes nothing.
 */
import { mergeProgress } from '../progress/merge-progress';
import type { BookLayout, ParagraphCell, ProgressOptions, ProgressRecords } from '../progress/progress-types';
import { chapterIdOf, type PulledParagraphRow, rowToCell } from './paragraph-row';
import { SYNC_PAGE_SIZE } from './sync-constants';

/** Where a pull resumes: the last row of the previous page. */
export interface PullCursor {
  modified_at: string;
  book_id: string;
  chapter: number;
  paragraph: number;
}

/** How far before the newest row seen the next sync starts, in ms. */
export const PULL_OVERLAP_MS = 60_000;

/** The query of one page: rows after `after` (or modified after `since`), in order, at most a page. */
export interface PullPageQuery {
  since: string | null;
  after: PullCursor | null;
  limit: number;
}

export const firstPage = (since: string | null): PullPageQuery => ({
  since,
  after: null,
  limit: SYNC_PAGE_SIZE,
});

/**
 * After a page: the next page's query, or null when the page was short (the
 * last). A page whose last row would not move the cursor forward (a server or
 * a proxy that answers the same page again, or a row whose keys are not what
 * the server sorts by) also ends the pull: asking again would loop forever.
 */
export function nextPage(query: PullPageQuery, page: readonly PullCursor[]): PullPageQuery | null {
  const last = page[page.length - 1];
  if (page.length < query.limit || !last) return null;
  const { modified_at, book_id, chapter, paragraph } = last;
  const after = { modified_at, book_id, chapter, paragraph };
  if (!isAfter(after, query.after)) return null;
  return { ...query, after };
}

/**
 * Whether `cursor` moved on from `before`: a later time, or the same time and
 * another row. Keys at the same time are not compared here, as the server
 * orders book ids by its own collation.
 */
function isAfter(cursor: PullCursor, before: PullCursor | null): boolean {
  const time = typeof cursor.modified_at === 'string' ? Date.parse(cursor.modified_at) : Number.NaN;
  if (Number.isNaN(time)) return false;
  if (before === null) return true;
  const previous = Date.parse(before.modified_at);
  if (time !== previous) return time > previous;
  return (
    cursor.book_id !== before.book_id ||
    cursor.chapter !== before.chapter ||
    cursor.paragraph !== before.paragraph
  );
}

/** Where the next sync starts, given where this one started and the rows it saw. */
export function nextSince(since: string | null, rows: readonly { modified_at: string }[]): string | null {
  let newest = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since) + PULL_OVERLAP_MS;
  for (const row of rows) newest = Math.max(newest, Date.parse(row.modified_at));
  if (!Number.isFinite(newest)) return since;
  return new Date(newest - PULL_OVERLAP_MS).toISOString();
}

/**
 * Pulled rows as paragraph cells, by book and chapter. `layouts` names the
 * chapter ids (the device's own, else the catalogue's); a typed result the
 * device holds at the same time is kept as held.
 */
export function pulledParagraphs(
  rows: readonly PulledParagraphRow[],
  local: Pick<ProgressRecords, 'paragraphs'>,
  layouts: Readonly<Record<string, BookLayout>>,
): ProgressRecords['paragraphs'] {
  const out: ProgressRecords['paragraphs'] = {};
  for (const row of rows) {
    const chapterId = chapterIdOf(row.chapter, layouts[row.book_id]);
    const book = out[row.book_id] ?? {};
    out[row.book_id] = book;
    const cells: (ParagraphCell | null)[] = book[chapterId] ?? [];
    book[chapterId] = cells;
    const held = local.paragraphs[row.book_id]?.[chapterId]?.[row.paragraph] ?? null;
    cells[row.paragraph] = rowToCell(row, held);
  }
  return out;
}

/**
 * The device's records with pulled rows merged in by core's `mergeProgress`,
 * the server triggers' rule. `layouts` completes the device's own layouts
 * for books it has never opened.
 */
export function mergePulledRows(
  local: ProgressRecords,
  rows: readonly PulledParagraphRow[],
  layouts: Readonly<Record<string, BookLayout>>,
  options: ProgressOptions,
): ProgressRecords {
  if (rows.length === 0) return local;
  const known = { ...layouts, ...local.layouts };
  const paragraphs = pulledParagraphs(rows, local, known);
  const pulledLayouts: Record<string, BookLayout> = {};
  for (const bookId of Object.keys(paragraphs)) {
    const layout = known[bookId];
    if (layout) pulledLayouts[bookId] = layout;
  }
  return mergeProgress(local, { paragraphs, layouts: pulledLayouts }, options);
}

/** The books pulled rows name that the device has no layout for (their info must be read first). */
export function booksWithoutLayout(
  rows: readonly { book_id: string }[],
  local: Pick<ProgressRecords, 'layouts'>,
): string[] {
  return [...new Set(rows.map((row) => row.book_id))].filter((id) => !local.layouts[id]);
}
