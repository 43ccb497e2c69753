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
 * capture) starts the clock; event processing ends with the last keydown
 * listener to run and the microtasks queued before it ended (React flushes a
 * discrete event's update in one). Each keydown listener the page adds is
 * wrapped to note when it ended, so the end is seen however far a key goes: the
 * app's prompt takes its keys at the window's capture phase and stops them
 * there. A task queued from the next animation frame marks the frame with the
 * keystroke painted.
 */
export function instrumentKeys(): void {
  const bench = { processing: [] as number[], paint: [] as number[], key: { start: 0, end: 0 } };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  window.addEventListener(
    'keydown',
    (event) => {
      const key = { start: performance.now(), end: 0 };
      bench.key = key;
      const stamp = event.timeStamp;
      requestAnimationFrame(() => {
        bench.processing.push(key.end - key.start);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bench.paint.push(performance.now() - stamp);
        channel.port2.postMessage(0);
      });
    },
    true,
  );
  // Ends the keys of a page whose listeners were added before these probes (the floor page).
  window.addEventListener('keydown', () =>
    queueMicrotask(() => {
      bench.key.end = performance.now();
    }),
  );
  const wrappers = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'keydown' || !listener) return add.call(this, type, listener, options);
    if (!wrappers.has(listener))
      wrappers.set(listener, function (this: EventTarget, event: Event) {
        try {
          if (typeof listener === 'function') listener.call(this, event);
          else listener.handleEvent(event);
        } finally {
          queueMicrotask(() => {
            bench.key.end = performance.now();
          });
        }
      });
    add.call(this, type, wrappers.get(listener) ?? listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    remove.call(this, type, (type === 'keydown' && listener && wrappers.get(listener)) || listener, options);
  };
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
