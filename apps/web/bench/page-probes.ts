/**
 * What the browser benches put into a page: timing listeners around every
 * keydown, and a private book stored the way an upload stores it. Functions
 * given to `addInitScript` or `evaluate` are sent as source, so each stays
 * self-contained.
 */
import type { Page } from '@playwright/test';

/** Per key: event processing, and key → after-paint (ms). */
export type KeySamples = { processing: number[]; paint: number[] };

/**
 * Installed before any page script: the first keydown listener (window,
 * capture) starts the clock; a microtask after the last one ends event
 * processing, and a task queued from the next animation frame marks the
 * frame with the keystroke painted.
 */
export function instrumentKeys(): void {
  const bench = { processing: [] as number[], paint: [] as number[], start: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  window.addEventListener(
    'keydown',
    () => {
      bench.start = performance.now();
    },
    true,
  );
  window.addEventListener('keydown', (event) => {
    const stamp = event.timeStamp;
    // React flushes a discrete event's update in a microtask at the end of its listener, before this one.
    queueMicrotask(() => bench.processing.push(performance.now() - bench.start));
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => bench.paint.push(performance.now() - stamp);
      channel.port2.postMessage(0);
    });
  });
}

/** The samples `instrumentKeys` has gathered so far. */
export const keySamples = (page: Page): Promise<KeySamples> =>
  page.evaluate(() => (window as unknown as { __bench: KeySamples }).__bench);

/** Stores a private book (its info and chapters' paragraphs) in the anonymous profile, as an upload would. */
export async function storePrivateBook(
  page: Page,
  id: string,
  info: unknown,
  content: Record<string, string[]>,
): Promise<void> {
  await page.evaluate(
    async ({ id, info, content }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('typeshelf-anonymous');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['customBooksInfo', 'customBooksContent'], 'readwrite');
        tx.objectStore('customBooksInfo').put(info, id);
        tx.objectStore('customBooksContent').put(content, id);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id, info, content },
  );
}
