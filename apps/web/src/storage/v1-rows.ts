/**
 * Progress rows of the first storage layout (the v1 app's `main` database
 * and this app's databases before version 2) in today's layout: a chapter's
 * paragraph stats were one array under `{book}__{chapter}`, a book's chapter
 * stats one record under `{book}`, with null averages where nothing was
 * typed. Each stored paragraph becomes the cell that holds exactly it.
 */
import { chapterKey } from '@typeshelf/core/book';
import { cellOf } from '@typeshelf/core/progress';
import { type ChapterStats, emptyAggregate, type ParagraphStats } from '@typeshelf/core/stats';
import { pendingKey } from './stores';

type Row = [key: string, value: unknown];

/** A chapter's old paragraph array as one cell row per stored paragraph. */
export function paragraphRowsOfV1(key: string, value: unknown): Row[] | null {
  if (!Array.isArray(value)) return null;
  const at = key.lastIndexOf('__');
  if (at < 0) return [];
  const bookId = key.slice(0, at);
  const chapterId = key.slice(at + 2);
  const rows: Row[] = [];
  (value as (ParagraphStats | null)[]).forEach((stats, index) => {
    const cell = cellOf(stats ?? null);
    if (cell) rows.push([pendingKey(bookId, chapterId, index), cell]);
  });
  return rows;
}

type OldChapterStats = Omit<ChapterStats, 'wpm' | 'acc' | 'con'> & {
  wpm: ChapterStats['wpm'] | null;
  acc: ChapterStats['acc'] | null;
  con: ChapterStats['con'] | null;
};

/** A book's old chapter-stats record as one row per chapter, averages of no weight where null. */
export function chapterRowsOfV1(key: string, value: unknown): Row[] | null {
  if (key.includes('__') || value === null || typeof value !== 'object') return null;
  const empty = emptyAggregate();
  return Object.entries(value as Record<string, OldChapterStats>).map(([chapterId, stats]) => [
    chapterKey(key, chapterId),
    { ...stats, wpm: stats.wpm ?? empty.wpm, acc: stats.acc ?? empty.acc, con: stats.con ?? empty.con },
  ]);
}

/** Any old row of a profile store in today's layout; unchanged stores and rows give themselves. */
export function rowsOfV1(store: string, key: IDBValidKey, value: unknown): Row[] {
  const text = String(key);
  const converted =
    store === 'paragraphsStats'
      ? paragraphRowsOfV1(text, value)
      : store === 'chaptersStats'
        ? chapterRowsOfV1(text, value)
        : store === 'missedWords' && value !== null && typeof value === 'object'
          ? [
              [
                text,
                { word: (value as { word: string }).word, count: (value as { count: number }).count },
              ] as Row,
            ]
          : null;
  return converted ?? [[text, value]];
}

/** Rewrites the old rows of the progress stores in place, inside a version-change transaction. */
export function upgradeV1Rows(tx: IDBTransaction): void {
  for (const store of ['paragraphsStats', 'chaptersStats'] as const) {
    const objectStore = tx.objectStore(store);
    const request = objectStore.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const key = String(cursor.key);
      const rows =
        store === 'paragraphsStats'
          ? paragraphRowsOfV1(key, cursor.value)
          : chapterRowsOfV1(key, cursor.value);
      if (rows) {
        cursor.delete();
        for (const [rowKey, value] of rows) objectStore.put(value, rowKey);
      }
      cursor.continue();
    };
  }
}
