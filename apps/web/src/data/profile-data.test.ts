import 'fake-indexeddb/auto';
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CacheData } from './cache-data';
import { migrateLegacyDatabase } from './legacy-migration';
import { mergeParagraph, mergeProfileInto } from './merge-profiles';
import { ProfileData } from './profile-data';
import type { BookStats, ChapterParagraphs, ChapterStats, ParagraphStats } from './records';
import type { ProgressWrite } from './save-progress';

let counter = 0;
const fresh = () => new ProfileData(`test-${++counter}`);

const typed = (length: number, wpm: number, timestamp: number): ParagraphStats => ({
  type: 'typed',
  wpm: { value: wpm, raw: wpm + 5, weight: length },
  acc: { value: 97, weight: length },
  con: { value: 80, weight: length },
  time: 1000,
  timestamp,
  length,
});

const chapterFrom = (paragraphs: ChapterParagraphs): ChapterStats => {
  const done = paragraphs.filter((p): p is ParagraphStats => p !== null);
  const typedChars = done.reduce((sum, p) => sum + (p.type === 'typed' ? p.length : 0), 0);
  return {
    wpm: null,
    acc: null,
    con: null,
    time: 0,
    typed: typedChars,
    read: done.reduce((sum, p) => sum + (p.type === 'read' ? p.length : 0), 0),
    progress: done.length / 4,
    timestamp: Math.max(0, ...done.map((p) => p.timestamp)),
  };
};

const bookFrom = (chapters: Record<string, ChapterStats>): BookStats => {
  const all = Object.values(chapters);
  return {
    progress: all.reduce((sum, c) => sum + c.progress, 0) / 2,
    lastChapter: Object.keys(chapters).at(-1) ?? null,
    timestamp: Math.max(0, ...all.map((c) => c.timestamp)),
    typed: all.reduce((sum, c) => sum + c.typed, 0),
    wpm: null,
    acc: null,
    con: null,
    time: 0,
  };
};

const write = (over: Partial<ProgressWrite>): ProgressWrite => ({
  bookId: 'doyle--the-hound',
  chapterId: '001',
  paragraphs: [{ index: 0, stats: typed(100, 60, 10) }],
  chapter: chapterFrom,
  book: bookFrom,
  timestamp: 10,
  ...over,
});

describe('saving progress', () => {
  it('writes the paragraph, chapter, book, day, summary, missed words and sync queue together', async () => {
    const data = fresh();
    const saved = await data.saveProgress(
      write({
        daily: { day: '2026-11-22', time: 1000, typed: 100 },
        summary: () => {
          const none = () => ({ wpm: null, raw: null, acc: null, con: null });
          const top = () => ({ tiny: none(), short: none(), medium: none(), long: none(), huge: none() });
          return {
            recent: [],
            average: { wpm: 60, raw: 65, acc: 97, con: 80 },
            topParagraph: top(),
            topChapter: top(),
            topBook: top(),
            latestChange: null,
          };
        },
        missedWords: ['hound', 'moor', 'hound'],
        sync: true,
      }),
    );
    expect(saved.chapter.typed).toBe(100);
    expect(await data.paragraphStats('doyle--the-hound', '001')).toEqual([typed(100, 60, 10)]);
    expect((await data.chapterStats('doyle--the-hound'))['001']?.progress).toBe(0.25);
    expect((await data.bookStats('doyle--the-hound'))?.progress).toBe(0.125);
    expect(await data.dailyStats('2026-11-22')).toEqual({ time: 1000, typed: 100 });
    expect((await data.summary())?.average?.wpm).toBe(60);
    expect((await data.missedWords()).map((w) => [w.word, w.count]).sort()).toEqual([
      ['hound', 1],
      ['moor', 1],
    ]);
    expect([...(await data.pendingSync()).keys()]).toEqual(['doyle--the-hound__001__0']);
  });

  it('adds to the day and counts missed words across saves', async () => {
    const data = fresh();
    await data.saveProgress(write({ daily: { day: 'd', time: 500, typed: 50 }, missedWords: ['moor'] }));
    await data.saveProgress(
      write({
        paragraphs: [{ index: 1, stats: typed(50, 70, 20) }],
        daily: { day: 'd', time: 700, typed: 60 },
        missedWords: ['moor'],
        timestamp: 20,
      }),
    );
    expect(await data.dailyStats('d')).toEqual({ time: 1200, typed: 110 });
    expect((await data.missedWords())[0]).toEqual({ word: 'moor', count: 2, timestamp: 20 });
    expect(await data.paragraphStats('doyle--the-hound', '001')).toHaveLength(2);
  });

  it('writes nothing at all when one step fails', async () => {
    const data = fresh();
    const failing = write({
      daily: { day: 'd', time: 500, typed: 50 },
      book: () => {
        throw new Error('broken aggregate');
      },
    });
    await expect(data.saveProgress(failing)).rejects.toThrow('broken aggregate');
    expect(await data.paragraphStats('doyle--the-hound', '001')).toEqual([]);
    expect(await data.chapterStats('doyle--the-hound')).toEqual({});
    expect(await data.dailyStats('d')).toBeUndefined();
  });

  it('un-reads paragraphs with null and drops the trailing gaps', async () => {
    const data = fresh();
    const read = (timestamp: number): ParagraphStats => ({ type: 'read', timestamp, length: 10 });
    await data.saveProgress(
      write({
        paragraphs: [0, 1, 2].map((index) => ({ index, stats: read(index) })),
      }),
    );
    await data.saveProgress(write({ paragraphs: [{ index: 2, stats: null }] }));
    expect(await data.paragraphStats('doyle--the-hound', '001')).toEqual([read(0), read(1)]);
  });

  it('notifies listeners after each write', async () => {
    const data = fresh();
    let heard = 0;
    data.subscribe(() => heard++);
    await data.saveProgress(write({}));
    await data.setFavorite('x', true);
    expect(heard).toBe(2);
    expect(data.revision).toBe(2);
  });
});

describe('favourites, books and custom books', () => {
  it('keeps favourites as a set of ids', async () => {
    const data = fresh();
    await data.setFavorite('a', true);
    await data.setFavorite('a', true);
    await data.setFavorite('b', true);
    await data.setFavorite('a', false);
    expect([...(await data.favorites())]).toEqual(['b']);
  });

  it('marks a book done, then unread', async () => {
    const data = fresh();
    await data.saveProgress(write({}));
    await data.markBookDone('doyle--the-hound', ['000', '001'], 99);
    expect((await data.bookStats('doyle--the-hound'))?.progress).toBe(1);
    expect((await data.chapterStats('doyle--the-hound'))['000']?.progress).toBe(1);
    await data.resetBook('doyle--the-hound');
    expect(await data.bookStats('doyle--the-hound')).toBeUndefined();
    expect(await data.paragraphStats('doyle--the-hound', '001')).toEqual([]);
  });

  it('resetting one book leaves a book whose id starts the same alone', async () => {
    const data = fresh();
    await data.saveProgress(write({ bookId: 'a--b' }));
    await data.saveProgress(write({ bookId: 'a--bc' }));
    await data.resetBook('a--b');
    expect(await data.paragraphStats('a--bc', '001')).toHaveLength(1);
  });
});

describe('merging the anonymous profile into a user', () => {
  it('keeps the better of each record and empties the anonymous profile', async () => {
    const anonymous = fresh();
    const user = fresh();
    await anonymous.saveProgress(write({ daily: { day: 'd', time: 100, typed: 10 }, timestamp: 50 }));
    await anonymous.setFavorite('a', true);
    await user.setFavorite('b', true);
    await user.saveProgress(
      write({
        paragraphs: [{ index: 0, stats: { type: 'read', timestamp: 99, length: 100 } }],
        daily: { day: 'd', time: 5, typed: 1 },
      }),
    );
    expect(await anonymous.hasProgress()).toBe(true);
    await mergeProfileInto(anonymous, user);
    expect(await anonymous.hasProgress()).toBe(false);
    expect([...(await user.favorites())].sort()).toEqual(['a', 'b']);
    expect((await user.paragraphStats('doyle--the-hound', '001'))[0]?.type).toBe('typed');
    expect(await user.dailyStats('d')).toEqual({ time: 105, typed: 11 });
  });

  const paragraph = fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('read' as const), timestamp: fc.nat(100), length: fc.nat(50) }),
      fc.record({
        type: fc.constant('typed' as const),
        wpm: fc.record({ value: fc.nat(200), raw: fc.nat(200), weight: fc.nat(50) }),
        acc: fc.record({ value: fc.nat(100), weight: fc.nat(50) }),
        con: fc.record({ value: fc.nat(100), weight: fc.nat(50) }),
        time: fc.nat(9999),
        timestamp: fc.nat(100),
        length: fc.nat(50),
      }),
    ),
    { nil: null },
  );

  fcTest.prop([paragraph, paragraph])('a typed paragraph never loses to a read one', (a, b) => {
    const merged = mergeParagraph(a, b);
    if (a?.type === 'typed' || b?.type === 'typed') expect(merged?.type).toBe('typed');
    expect(merged === a || merged === b).toBe(true);
    if (a && b && a.type === b.type) expect(merged?.timestamp).toBe(Math.max(a.timestamp, b.timestamp));
  });
});

describe('the v1 database', () => {
  it('moves into the anonymous profile and the cache, then is dropped', async () => {
    const name = `legacy-${++counter}`;
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => {
      for (const store of ['booksStats', 'general', 'booksInfo']) open.result.createObjectStore(store);
    };
    const db = await new Promise<IDBDatabase>((resolve) => {
      open.onsuccess = () => resolve(open.result);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction(['booksStats', 'general', 'booksInfo'], 'readwrite');
      tx.objectStore('booksStats').put(
        { progress: 0.5, lastChapter: '002', timestamp: 1, typed: 9 },
        'old-book',
      );
      tx.objectStore('general').put(['old-book'], 'favorites');
      tx.objectStore('booksInfo').put({ id: 'old-book' }, 'old-book');
      tx.oncomplete = () => resolve();
    });
    db.close();

    const anonymous = fresh();
    const cache = new CacheData(`cache-${counter}`);
    const result = await migrateLegacyDatabase(anonymous, cache, name);
    expect(result).toEqual({ migrated: true, records: 3 });
    expect((await anonymous.bookStats('old-book'))?.progress).toBe(0.5);
    expect([...(await anonymous.favorites())]).toEqual(['old-book']);
    expect(await cache.bookInfo('old-book')).toEqual({ id: 'old-book' });
    const names = (await indexedDB.databases()).map((info) => info.name);
    expect(names).not.toContain(name);
    expect(await migrateLegacyDatabase(anonymous, cache, name)).toEqual({ migrated: false });
  });
});
