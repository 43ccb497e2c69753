import 'fake-indexeddb/auto';
import type { BookLayout, ParagraphSave } from '@typeshelf/core/progress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booksOf } from '../books/books-data';
import { progressOf } from '../progress/progress-data';

/**
 * Storage that fails: the profile carries on in memory with what it had, and
 * the failure is reported once. Each case loads the data layer afresh, since
 * a page meets its storage failure once.
 */

const BOOK = 'doyle--the-hound';
const LAYOUT: BookLayout = { chapters: [{ id: '000', mode: 'type', length: 300 }] };
const DAY = Date.UTC(2026, 10, 22, 12);
const typedSave = (paragraph: number): ParagraphSave => ({
  bookId: BOOK,
  chapterId: '000',
  paragraph,
  layout: LAYOUT,
  change: {
    type: 'typed',
    stats: {
      type: 'typed',
      wpm: { value: 60, raw: 65, weight: 1000 },
      acc: { value: 97, weight: 100 },
      con: { value: 80, weight: 1000 },
      time: 1000,
      timestamp: DAY + paragraph,
      length: 100,
    },
    missed: [],
  },
});

async function freshDataLayer() {
  vi.resetModules();
  const [{ ProfileData }, health, backend] = await Promise.all([
    import('./profile-data'),
    import('./storage-health'),
    import('./backend'),
  ]);
  const failures: string[] = [];
  health.onStorageFailure((failure) => failures.push(failure));
  return { ProfileData, failures, health, backend };
}

let counter = 0;
const OPTIONS = { offset: () => 0 };
const realFactory = globalThis.indexedDB;
const realPut = IDBObjectStore.prototype.put;

afterEach(() => {
  Object.defineProperty(globalThis, 'indexedDB', { value: realFactory, configurable: true, writable: true });
  IDBObjectStore.prototype.put = realPut;
});

describe('storage that fails', () => {
  it('works in memory and reports "unavailable" when touching IndexedDB throws', async () => {
    const { ProfileData, failures } = await freshDataLayer();
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const data = new ProfileData(`failing-${++counter}`, OPTIONS);
    await progressOf(data).saveParagraphs([typedSave(0)]);
    expect((await progressOf(data).paragraphStats(BOOK, '000')).length).toBe(1);
    expect((await progressOf(data).chapterStats(BOOK))['000']?.typed).toBe(100);
    expect(failures).toEqual(['unavailable']);
  });

  it('works in memory and reports "blocked", not "unavailable", when another tab keeps the open blocked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { ProfileData, failures } = await freshDataLayer();
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function blockedOpen(this: IDBFactory, ...args: [string, number?]) {
        if (this !== realFactory) return open.apply(this, args);
        const request = {} as { onblocked?: (event: Event) => void };
        setTimeout(() => request.onblocked?.(new Event('blocked')), 0);
        return request as unknown as IDBOpenDBRequest;
      };
      try {
        const data = new ProfileData(`blocked-${++counter}`, OPTIONS);
        const saved = progressOf(data).saveParagraphs([typedSave(0)]);
        await vi.advanceTimersByTimeAsync(10_000);
        await saved;
        expect((await progressOf(data).paragraphStats(BOOK, '000')).length).toBe(1);
        expect(failures).toEqual(['blocked']);
      } finally {
        IDBFactory.prototype.open = open;
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('copies what was stored into memory when a write meets a full quota, and keeps the write', async () => {
    const { ProfileData, failures, backend } = await freshDataLayer();
    const data = new ProfileData(`full-${++counter}`, OPTIONS);
    await progressOf(data).saveParagraphs([typedSave(0)]);
    expect(failures).toEqual([]);

    // The "browser's" database is full; the in-memory one (the same implementation here) is not.
    IDBObjectStore.prototype.put = function put(this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (!backend.isMemoryDatabase(this.transaction.db))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    };
    await progressOf(data).saveParagraphs([typedSave(1)]);
    await booksOf(data).setFavorite(BOOK, true);
    expect(failures).toEqual(['quota']);
    expect((await progressOf(data).paragraphStats(BOOK, '000')).map((stats) => stats?.type)).toEqual([
      'typed',
      'typed',
    ]);
    expect((await progressOf(data).chapterStats(BOOK))['000']?.typed).toBe(200);
    expect(await booksOf(data).favorites()).toEqual(new Set([BOOK]));
  });

  it('reports nothing while storage works', async () => {
    const { ProfileData, failures, health } = await freshDataLayer();
    const data = new ProfileData(`fine-${++counter}`, OPTIONS);
    await progressOf(data).saveParagraphs([typedSave(0)]);
    expect(failures).toEqual([]);
    expect(health.storageFailure()).toBeNull();
  });
});
