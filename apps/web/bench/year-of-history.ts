/**
 * A profile with a year of history for the browser benchmarks: 100,000 typed
 * paragraphs over 365 days, shared out among the catalogue's books, made with
 * the fixtures' seeded generator and core's `deriveProgress`, then written
 * into the page's IndexedDB as the app keeps them (one row per fact, see
 * `src/progress/progress-rows.ts`), as a returning typist's browser holds them.
 */
import type { Page } from '@playwright/test';
import { chapterKey } from '@typeshelf/core/book';
import {
  type BookLayout,
  cellOf,
  deriveProgress,
  type ParagraphCell,
  type ProgressRecords,
} from '@typeshelf/core/progress';
import { generatedCells, typedParagraph } from '@typeshelf/fixtures';
import { catalogueBooks, catalogueChapter } from './preview';

export const TUTORIAL = 'typeshelf--first-steps';
export const HISTORY_PARAGRAPHS = 100_000;
export const HISTORY_DAYS = 365;

/** Progress of whole chapters of a catalogue book, typed from their real paragraphs. */
export interface TypedChapters {
  bookId: string;
  chapterIds: readonly string[];
  /** The id the progress is kept under, when the book is stored as another (a private copy). */
  as?: string;
}

/**
 * The year of history ending at `end`, over every catalogue book but those
 * in `keepOut`, plus the chapters of `typed` finished paragraph by paragraph
 * (with their books' real layouts), the last of them an hour before `end`.
 * `paragraphs: 0` leaves only the typed chapters.
 */
export function yearOfHistory(
  end: number,
  typed: readonly TypedChapters[] = [],
  {
    keepOut = [],
    paragraphs: count = HISTORY_PARAGRAPHS,
  }: { keepOut?: readonly string[]; paragraphs?: number } = {},
): ProgressRecords {
  const all = catalogueBooks();
  const skip = new Set([TUTORIAL, ...keepOut, ...typed.map((t) => t.bookId)]);
  const books = all.map((book) => book.id).filter((id) => !skip.has(id));
  const { paragraphs, layouts } =
    count > 0
      ? generatedCells({ seed: 1, paragraphs: count, days: HISTORY_DAYS, end: end - 7_200_000, books })
      : { paragraphs: {} as ProgressRecords['paragraphs'], layouts: {} as Record<string, BookLayout> };
  let at = end - 3_600_000;
  for (const { bookId, chapterIds, as = bookId } of typed) {
    const book = all.find((b) => b.id === bookId);
    if (!book) throw new Error(`${bookId} is not in the built catalogue.`);
    const layout: BookLayout = {
      chapters: book.chapters.map(({ id, mode, length }) => ({ id, mode: mode as 'type', length })),
    };
    layouts[as] = layout;
    const byChapter: Record<string, (ParagraphCell | null)[]> = {};
    for (const chapterId of chapterIds) {
      byChapter[chapterId] = catalogueChapter(bookId, chapterId).map((text, i) => {
        at += 1000;
        return cellOf(typedParagraph(at, [...text].length, 55 + (i % 20), 96, 80));
      });
    }
    paragraphs[as] = byChapter;
  }
  return deriveProgress(paragraphs, layouts, { offset: () => 0 });
}

type Row = [store: string, key: string, value: unknown];

/** The records as the app's IndexedDB rows (the layout of `progress-rows.ts`). */
export function progressRows(records: ProgressRecords): Row[] {
  const rows: Row[] = [];
  for (const [bookId, chapters] of Object.entries(records.paragraphs))
    for (const [chapterId, cells] of Object.entries(chapters))
      cells.forEach((cell, n) => {
        if (cell) rows.push(['paragraphsStats', `${bookId}__${chapterId}__${n}`, cell]);
      });
  for (const [bookId, chapters] of Object.entries(records.chapters))
    for (const [chapterId, stats] of Object.entries(chapters))
      rows.push(['chaptersStats', chapterKey(bookId, chapterId), stats]);
  for (const [bookId, stats] of Object.entries(records.books)) rows.push(['booksStats', bookId, stats]);
  for (const [label, day] of Object.entries(records.days)) rows.push(['dailyStats', label, day]);
  for (const [word, count] of Object.entries(records.missedWords))
    rows.push(['missedWords', word, { word, count }]);
  for (const [bookId, layout] of Object.entries(records.layouts))
    rows.push(['progressLayouts', bookId, layout]);
  rows.push(['general', 'summary', records.summary]);
  return rows;
}

/**
 * Writes the records into the anonymous profile's database of the page's
 * origin. The page must have opened the app once, so the database exists
 * with its stores; the app reads them when next loaded. The rows reach the
 * page as a fetched JSON file (routed by the bench, never on the server):
 * far faster than passing them as an argument.
 */
export async function storeHistory(page: Page, records: ProgressRecords): Promise<number> {
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((db) => db.name === 'typeshelf-anonymous'),
  );
  const rows = progressRows(records);
  const address = '/__bench__/history-rows.json';
  await page.route(`**${address}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(rows) }),
  );
  await page.evaluate(async (address) => {
    const all = (await (await fetch(address)).json()) as [string, string, unknown][];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = [...new Set(all.map(([store]) => store))];
    // In transactions of 20,000 rows, so none holds the whole year's clones at once.
    for (let from = 0; from < all.length; from += 20_000) {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(stores, 'readwrite');
        for (const [store, key, value] of all.slice(from, from + 20_000))
          tx.objectStore(store).put(value, key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
  }, address);
  await page.unroute(`**${address}`);
  return rows.length;
}
