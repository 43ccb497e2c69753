import type { Page } from '@playwright/test';
import { cellStats, type ProgressRecords } from '@typeshelf/core/progress';

/**
 * Loads progress records into the browser as the first app version stored
 * them (the `main` database, one row per chapter), which the app migrates
 * into the anonymous profile when it starts: the same way a returning user's
 * history arrives, whatever the current storage layout is.
 */
export async function loadLegacyHistory(page: Page, records: ProgressRecords): Promise<void> {
  const stores: Record<string, [string, unknown][]> = {
    paragraphsStats: [],
    chaptersStats: [],
    booksStats: [],
    dailyStats: [],
    general: [['summary', records.summary]],
  };
  for (const [bookId, chapters] of Object.entries(records.paragraphs)) {
    for (const [chapterId, cells] of Object.entries(chapters)) {
      stores.paragraphsStats!.push([`${bookId}__${chapterId}`, cells.map((cell) => cellStats(cell))]);
    }
  }
  for (const [bookId, chapters] of Object.entries(records.chapters))
    stores.chaptersStats!.push([bookId, chapters]);
  for (const [bookId, book] of Object.entries(records.books)) stores.booksStats!.push([bookId, book]);
  for (const [label, day] of Object.entries(records.days)) stores.dailyStats!.push([label, day]);
  await page.evaluate(async (data) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('main', 1);
      request.onupgradeneeded = () => {
        for (const name of Object.keys(data)) request.result.createObjectStore(name);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(Object.keys(data), 'readwrite');
      for (const [name, rows] of Object.entries(data)) {
        for (const [key, value] of rows) tx.objectStore(name).put(value, key);
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, stores);
}
