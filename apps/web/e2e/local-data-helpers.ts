import type { Page } from '@playwright/test';

/**
 * Writes records straight into the anonymous profile's IndexedDB stores, the
 * way the app stores them, to set up states a test cannot reach quickly by
 * typing (a book half done, a private book with nothing to type).
 */
export async function putRecords(
  page: Page,
  records: { store: string; key: string; value: unknown }[],
): Promise<void> {
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = [...new Set(rows.map((row) => row.store))];
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(stores, 'readwrite');
      for (const row of rows) tx.objectStore(row.store).put(row.value, row.key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, records);
}

/** Collects console errors and page errors, to assert a screen ran cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The anonymous profile's stored settings as JSON, for waiting until a change
 * made on the settings screen has been written before the page is left by a
 * full load (a reload or a typed address ends a write still on its way).
 */
export function storedSettingsJson(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open('typeshelf-anonymous');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('settings').objectStore('settings').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(all.result));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * How many books the shared cache's catalogue index holds (0 when none is
 * cached), for waiting until a visit has saved the whole index: the library
 * lists the books as soon as the lists arrive, before their chapters.
 */
export function cachedIndexSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('typeshelf-cache');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('generalCache')) {
            db.close();
            resolve(0);
            return;
          }
          const read = db.transaction('generalCache').objectStore('generalCache').get('booksIndex');
          read.onsuccess = () => {
            db.close();
            resolve(Array.isArray(read.result) ? read.result.length : 0);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}
