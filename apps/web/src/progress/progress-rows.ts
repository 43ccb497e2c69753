/**
 * Core's progress records as IndexedDB rows, one row per fact so a save
 * writes only what it changed: a paragraph's cell, its chapter, its book, the
 * days and missed words it moved, the summary when it moved, the book's
 * layout when it is new. Nothing here computes a figure: the rows are
 * exactly what `applyParagraphSave` or `mergeProgress` returned.
 *
 * | store            | key                            | value                       |
 * | ---------------- | ------------------------------ | --------------------------- |
 * | paragraphsStats  | `{book}__{chapter}__{n}`       | core's `ParagraphCell`      |
 * | chaptersStats    | `{book}__{chapter}`            | core's `ChapterStats`       |
 * | booksStats       | `{book}`                       | core's `BookStats`          |
 * | dailyStats       | `YYYY-MM-DD`                   | core's `DailyStats`         |
 * | missedWords      | the word                       | `{ word, count }`           |
 * | general          | `summary`                      | core's `StatsSummary`       |
 * | progressLayouts  | `{book}`                       | core's `BookLayout`         |
 */
import { chapterKey } from '@typeshelf/core/book';
import {
  type BookLayout,
  type BookRemoval,
  cellStats,
  distinctSummary,
  type ParagraphCell,
  type ProgressChanges,
  type ProgressRecords,
} from '@typeshelf/core/progress';
import {
  type BookStats,
  type ChapterStats,
  type DailyStats,
  emptySummary,
  isDailyStats,
  type StatsSummary,
} from '@typeshelf/core/stats';
import { parseParagraphKey } from '@typeshelf/core/sync';
import { promisifyRequest } from 'idb-keyval';
import { prefixRange } from '../storage/backend';
import { GENERAL_KEYS, pendingKey } from '../storage/stores';

/** How many typed paragraphs missed a word. */
export interface MissedWord {
  word: string;
  count: number;
}

/** A paragraph waiting to reach the server (premium sync): the spec's payload and the cell it came from. */
export interface PendingProgress {
  bookId: string;
  chapterNum: number;
  paragraphNum: number;
  stats: ReturnType<typeof cellStats>;
  cell: ParagraphCell;
}

function allRows<T>(store: IDBObjectStore, query?: IDBKeyRange): Promise<[IDBValidKey, T][]> {
  return Promise.all([promisifyRequest(store.getAllKeys(query)), promisifyRequest(store.getAll(query))]).then(
    ([keys, values]) => keys.map((key, i) => [key, values[i] as T] as [IDBValidKey, T]),
  );
}

/** Every progress row of a profile, read in one transaction, as core's records. */
export async function readProgress(db: IDBDatabase): Promise<ProgressRecords> {
  const tx = db.transaction(
    [
      'paragraphsStats',
      'chaptersStats',
      'booksStats',
      'dailyStats',
      'general',
      'missedWords',
      'progressLayouts',
    ],
    'readonly',
  );
  const [cells, chapterRows, bookRows, dayRows, summary, wordRows, layoutRows] = await Promise.all([
    allRows<ParagraphCell>(tx.objectStore('paragraphsStats')),
    allRows<ChapterStats>(tx.objectStore('chaptersStats')),
    allRows<BookStats>(tx.objectStore('booksStats')),
    allRows<DailyStats>(tx.objectStore('dailyStats')),
    promisifyRequest(tx.objectStore('general').get(GENERAL_KEYS.summary)) as Promise<
      StatsSummary | undefined
    >,
    allRows<MissedWord>(tx.objectStore('missedWords')),
    allRows<BookLayout>(tx.objectStore('progressLayouts')),
  ]);
  const paragraphs: ProgressRecords['paragraphs'] = {};
  for (const [key, cell] of cells) {
    const at = parseParagraphKey(String(key));
    if (!at) continue;
    const book = paragraphs[at.bookId] ?? {};
    paragraphs[at.bookId] = book;
    const chapter = book[at.chapterId] ?? [];
    book[at.chapterId] = chapter;
    // Assigned by number, so a chapter's cells stay in order whatever order the keys sort in;
    // untouched paragraphs stay holes, which core reads as nothing.
    chapter[at.index] = cell;
  }
  const chapters: ProgressRecords['chapters'] = {};
  for (const [key, stats] of chapterRows) {
    const text = String(key);
    const at = text.lastIndexOf('__');
    if (at < 0) continue;
    const bookId = text.slice(0, at);
    const book = chapters[bookId] ?? {};
    chapters[bookId] = book;
    book[text.slice(at + 2)] = stats;
  }
  return {
    paragraphs,
    layouts: Object.fromEntries(layoutRows.map(([key, layout]) => [String(key), layout])),
    chapters,
    books: Object.fromEntries(bookRows.map(([key, stats]) => [String(key), stats])),
    days: Object.fromEntries(dayRows.map(([key, day]) => [String(key), day])),
    summary: summary ? distinctSummary(summary) : emptySummary(),
    missedWords: Object.fromEntries(wordRows.map(([, row]) => [row.word, row.count])),
  };
}

/** Whether every stored day carries the charts' sums (days kept before they did lack them). */
export const daysUpToDate = (records: ProgressRecords) => Object.values(records.days).every(isDailyStats);

/** Replaces every day row with `days` in an open transaction over `dailyStats`. */
export function writeAllDays(tx: IDBTransaction, days: ProgressRecords['days']): void {
  const store = tx.objectStore('dailyStats');
  store.clear();
  for (const [label, day] of Object.entries(days)) store.put(day, label);
}

/** Writes what one save changed into an open read-write transaction over `PROGRESS_STORES`. */
export function writeChanges(
  tx: IDBTransaction,
  records: ProgressRecords,
  changes: ProgressChanges,
  previousLayout: BookLayout | undefined,
  sync: boolean,
): void {
  const { paragraph, chapter, book } = changes;
  const key = pendingKey(paragraph.bookId, paragraph.chapterId, paragraph.index);
  tx.objectStore('paragraphsStats').put(paragraph.cell, key);
  const chapters = tx.objectStore('chaptersStats');
  const chapterId = chapterKey(chapter.bookId, chapter.chapterId);
  if (chapter.stats) chapters.put(chapter.stats, chapterId);
  else chapters.delete(chapterId);
  if (book.stats) tx.objectStore('booksStats').put(book.stats, book.bookId);
  else tx.objectStore('booksStats').delete(book.bookId);
  const days = tx.objectStore('dailyStats');
  for (const [label, day] of Object.entries(changes.days)) {
    if (day) days.put(day, label);
    else days.delete(label);
  }
  const words = tx.objectStore('missedWords');
  for (const [word, count] of Object.entries(changes.missedWords)) {
    if (count > 0) words.put({ word, count } satisfies MissedWord, word);
    else words.delete(word);
  }
  if (changes.summaryChanged) tx.objectStore('general').put(records.summary, GENERAL_KEYS.summary);
  const layout = records.layouts[paragraph.bookId];
  if (layout && layout !== previousLayout) tx.objectStore('progressLayouts').put(layout, paragraph.bookId);
  if (sync) {
    const item: PendingProgress = {
      bookId: paragraph.bookId,
      chapterNum: Number.parseInt(paragraph.chapterId, 10),
      paragraphNum: paragraph.index,
      stats: cellStats(paragraph.cell),
      cell: paragraph.cell,
    };
    tx.objectStore('pendingProgressSync').put(item, key);
  }
}

/** Writes a book's adopted layout, its derived chapter and book rows, and the summary. */
export function writeAdoptedLayout(tx: IDBTransaction, records: ProgressRecords, bookId: string): void {
  const layout = records.layouts[bookId];
  if (layout) tx.objectStore('progressLayouts').put(layout, bookId);
  const chapters = tx.objectStore('chaptersStats');
  chapters.delete(prefixRange(chapters, bookId));
  for (const [chapterId, stats] of Object.entries(records.chapters[bookId] ?? {}))
    chapters.put(stats, chapterKey(bookId, chapterId));
  const book = records.books[bookId];
  if (book) tx.objectStore('booksStats').put(book, bookId);
  else tx.objectStore('booksStats').delete(bookId);
  tx.objectStore('general').put(records.summary, GENERAL_KEYS.summary);
}

/** Writes the caches a deleted book's progress leaves changed (days, missed words, summary). */
export function writeBookRemoval(tx: IDBTransaction, records: ProgressRecords, changes: BookRemoval): void {
  const days = tx.objectStore('dailyStats');
  for (const [label, day] of Object.entries(changes.days)) {
    if (day) days.put(day, label);
    else days.delete(label);
  }
  const words = tx.objectStore('missedWords');
  for (const [word, count] of Object.entries(changes.missedWords)) {
    if (count > 0) words.put({ word, count } satisfies MissedWord, word);
    else words.delete(word);
  }
  if (changes.summaryChanged) tx.objectStore('general').put(records.summary, GENERAL_KEYS.summary);
}

/** How many puts one task issues before the page gets its turn again (see `putInTurns`). */
const PUTS_PER_TASK = 2000;

/**
 * Issues the puts in turns of {@link PUTS_PER_TASK}, the next turn from the
 * last request's success: one transaction still (all or nothing), but a
 * write of a year of records (a new device's pull) no longer holds the main
 * thread for seconds, so the page keeps drawing and answering meanwhile.
 */
function putInTurns(puts: readonly (readonly [IDBObjectStore, unknown, IDBValidKey])[]): void {
  let next = 0;
  const turn = () => {
    const end = Math.min(next + PUTS_PER_TASK, puts.length);
    let last: IDBRequest | null = null;
    for (; next < end; next++) {
      const [store, value, key] = puts[next] as (typeof puts)[number];
      last = store.put(value, key);
    }
    if (next < puts.length && last) last.onsuccess = turn;
  };
  turn();
}

/** Replaces every progress row with `records` (a merge's result) in an open transaction. */
export function writeAllProgress(tx: IDBTransaction, records: ProgressRecords): void {
  for (const name of [
    'paragraphsStats',
    'chaptersStats',
    'booksStats',
    'dailyStats',
    'missedWords',
    'progressLayouts',
  ])
    tx.objectStore(name).clear();
  const puts: (readonly [IDBObjectStore, unknown, IDBValidKey])[] = [];
  const cells = tx.objectStore('paragraphsStats');
  for (const [bookId, chapters] of Object.entries(records.paragraphs))
    for (const [chapterId, list] of Object.entries(chapters))
      list.forEach((cell, index) => {
        if (cell) puts.push([cells, cell, pendingKey(bookId, chapterId, index)]);
      });
  const chapters = tx.objectStore('chaptersStats');
  for (const [bookId, byChapter] of Object.entries(records.chapters))
    for (const [chapterId, stats] of Object.entries(byChapter))
      puts.push([chapters, stats, chapterKey(bookId, chapterId)]);
  const books = tx.objectStore('booksStats');
  for (const [bookId, stats] of Object.entries(records.books)) puts.push([books, stats, bookId]);
  const days = tx.objectStore('dailyStats');
  for (const [label, day] of Object.entries(records.days)) puts.push([days, day, label]);
  const words = tx.objectStore('missedWords');
  for (const [word, count] of Object.entries(records.missedWords)) puts.push([words, { word, count }, word]);
  const layouts = tx.objectStore('progressLayouts');
  for (const [bookId, layout] of Object.entries(records.layouts)) puts.push([layouts, layout, bookId]);
  puts.push([tx.objectStore('general'), records.summary, GENERAL_KEYS.summary]);
  putInTurns(puts);
}
