import 'fake-indexeddb/auto';
import type { ChapterInfo } from '@typeshelf/core/book';
import { type BookLayout, deriveProgress, type ParagraphSave } from '@typeshelf/core/progress';
import type { TypedParagraphStats } from '@typeshelf/core/stats';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { createStore, get } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { booksOf } from '../books/books-data';
import { settingsOf } from '../settings/settings-data';
import { CacheData } from '../storage/cache-data';
import { migrateLegacyDatabase } from '../storage/legacy-migration';
import { BACKUP_DATABASE, type MigrationBackup } from '../storage/migration-backup';
import { ProfileData } from '../storage/profile-data';
import { ANONYMOUS_PROFILE } from '../storage/stores';
import { mergeProfileInto } from './merge-profiles';
import { progressOf } from './progress-data';

let counter = 0;
/** UTC all year, so day labels do not depend on the machine. */
const OPTIONS = { offset: () => 0 };
const fresh = () => new ProfileData(`test-${++counter}`, OPTIONS);

const BOOK = 'doyle--the-hound';
const CHAPTERS: ChapterInfo[] = [
  { id: '000', title: 'One', mode: 'type', length: 200 },
  { id: '001', title: 'Two', mode: 'type', length: 400 },
];
const LAYOUT: BookLayout = { chapters: CHAPTERS.map(({ id, mode, length }) => ({ id, mode, length })) };
const DAY = Date.UTC(2026, 10, 22, 12);

const typed = (length: number, wpm: number, timestamp: number): TypedParagraphStats => ({
  type: 'typed',
  wpm: { value: wpm, raw: wpm + 5, weight: 1000 },
  acc: { value: 97, weight: length },
  con: { value: 80, weight: 1000 },
  time: 1000,
  timestamp,
  length,
});

const save = (
  paragraph: number,
  change: ParagraphSave['change'],
  over: Partial<ParagraphSave> = {},
): ParagraphSave => ({ bookId: BOOK, chapterId: '001', paragraph, layout: LAYOUT, change, ...over });
const typedSave = (
  paragraph: number,
  length: number,
  wpm: number,
  timestamp: number,
  missed: string[] = [],
) => save(paragraph, { type: 'typed', stats: typed(length, wpm, timestamp), missed });

/** Every row of every store, for "nothing else was written". */
async function rows(data: ProfileData) {
  const out: Record<string, unknown> = {};
  for (const store of [
    'paragraphsStats',
    'chaptersStats',
    'booksStats',
    'dailyStats',
    'missedWords',
  ] as const)
    for (const [key, value] of await data.dump(store)) out[`${store}/${String(key)}`] = value;
  return out;
}

describe('saving progress', () => {
  it('writes the paragraph, chapter, book, day, summary, missed words and sync queue together', async () => {
    const data = fresh();
    const [changes] = await progressOf(data).saveParagraphs([
      typedSave(0, 100, 60, DAY, ['hound', 'moor', 'hound']),
    ]);
    expect(changes?.chapter.stats?.typed).toBe(100);
    expect(await progressOf(data).paragraphStats(BOOK, '001')).toEqual([typed(100, 60, DAY)]);
    expect((await progressOf(data).chapterStats(BOOK))['001']?.progress).toBe(0.25);
    expect((await progressOf(data).bookStats(BOOK))?.progress).toBeCloseTo(100 / 600);
    expect(await progressOf(data).dailyStats('2026-11-22')).toMatchObject({ time: 1000, typed: 100 });
    expect((await progressOf(data).summary())?.recent.map((entry) => entry.id)).toEqual([`${BOOK}__001__0`]);
    expect((await progressOf(data).missedWords()).sort((a, b) => a.word.localeCompare(b.word))).toEqual([
      { word: 'hound', count: 1 },
      { word: 'moor', count: 1 },
    ]);
    expect([...(await progressOf(data).pendingSync()).keys()]).toEqual([`${BOOK}__001__0`]);
  });

  it("queues an account's saves for the server whether or not it syncs yet, and never the anonymous profile's", async () => {
    const anonymous = new ProfileData(ANONYMOUS_PROFILE, OPTIONS);
    await progressOf(anonymous).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    expect((await progressOf(anonymous).paragraphStats(BOOK, '001')).length).toBe(1);
    expect((await progressOf(anonymous).pendingSync()).size).toBe(0);
    await anonymous.close();
  });

  it('starts the write of a save in the same task once the records are loaded, saves landing in call order', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    try {
      const first = progressOf(data).saveParagraphs([typedSave(1, 100, 70, DAY + 1000)]);
      const second = progressOf(data).saveParagraphs([typedSave(1, 100, 80, DAY + 2000)]);
      // Two read-write transactions over the progress stores, opened before any await.
      expect(opened.mock.calls.filter((call) => call[1] === 'readwrite')).toHaveLength(2);
      await Promise.all([first, second]);
    } finally {
      opened.mockRestore();
    }
    expect((await progressOf(data).paragraphStats(BOOK, '001'))[1]?.timestamp).toBe(DAY + 2000);
    expect((await progressOf(data).chapterStats(BOOK))['001']?.typed).toBe(200);
  });

  it('writes only the rows a save changed, never the rest of the book', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    await progressOf(data).saveParagraphs([
      save(0, { type: 'typed', stats: typed(100, 70, DAY), missed: [] }, { chapterId: '000' }),
    ]);
    // A row planted in chapter 000 must survive a save in chapter 001 untouched.
    await data.putMany([
      {
        store: 'chaptersStats',
        key: `${BOOK}__000`,
        merge: (row) => ({ ...(row as object), planted: true }),
      },
    ]);
    await progressOf(data).saveParagraphs([typedSave(1, 100, 80, DAY + 1000)]);
    const after = await rows(data);
    expect(after[`chaptersStats/${BOOK}__000`]).toMatchObject({ planted: true });
    expect(after[`chaptersStats/${BOOK}__001`]).toMatchObject({ typed: 200 });
  });

  it('lets a save start before the one before it landed, and keeps both', async () => {
    const data = fresh();
    await Promise.all([
      progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]),
      progressOf(data).saveParagraphs([typedSave(1, 100, 80, DAY + 1)]),
      progressOf(data).saveParagraphs([typedSave(2, 100, 70, DAY + 2)]),
    ]);
    expect((await progressOf(data).chapterStats(BOOK))['001']?.typed).toBe(300);
    expect(await progressOf(data).dailyStats('2026-11-22')).toMatchObject({ time: 3000, typed: 300 });
    expect((await progressOf(data).summary())?.recent).toHaveLength(3);
  });

  it('writes nothing at all when one row cannot be stored, and the next save starts from what is stored', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    const before = await rows(data);
    // A function cannot be cloned into IndexedDB: the transaction aborts.
    const broken = typedSave(1, 100, 80, DAY + 1, [(() => 'x') as unknown as string]);
    await expect(progressOf(data).saveParagraphs([broken])).rejects.toThrow();
    expect(await rows(data)).toEqual(before);
    await progressOf(data).saveParagraphs([typedSave(2, 100, 70, DAY + 2)]);
    expect((await progressOf(data).chapterStats(BOOK))['001']?.typed).toBe(200);
    expect(await progressOf(data).dailyStats('2026-11-22')).toMatchObject({ time: 2000, typed: 200 });
  });

  it('un-types a paragraph with a newer clear and drops it from every figure', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([
      typedSave(0, 100, 60, DAY, ['moor']),
      typedSave(1, 100, 60, DAY + 1),
    ]);
    await progressOf(data).saveParagraphs([save(1, { type: 'cleared', timestamp: DAY + 2 })]);
    expect(await progressOf(data).paragraphStats(BOOK, '001')).toEqual([typed(100, 60, DAY)]);
    expect((await progressOf(data).chapterStats(BOOK))['001']?.typed).toBe(100);
    expect(await progressOf(data).dailyStats('2026-11-22')).toMatchObject({ time: 1000, typed: 100 });
    await progressOf(data).saveParagraphs([save(0, { type: 'cleared', timestamp: DAY + 3 })]);
    expect(await progressOf(data).missedWords()).toEqual([]);
    expect(await progressOf(data).chapterStats(BOOK)).toEqual({});
    expect(await progressOf(data).bookStats(BOOK)).toBeUndefined();
  });

  it('reports a personal best only when a paragraph beats an earlier best of its size', async () => {
    const data = fresh();
    const first = await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    const slower = await progressOf(data).saveParagraphs([typedSave(1, 100, 50, DAY + 1)]);
    const faster = await progressOf(data).saveParagraphs([typedSave(2, 100, 75, DAY + 2)]);
    const short = await progressOf(data).saveParagraphs([typedSave(3, 40, 200, DAY + 3)]);
    expect([first, slower, faster, short].map(([c]) => c?.personalBest)).toEqual([
      null,
      null,
      { wpm: 75 },
      null,
    ]);
  });

  it('a second tab builds on what the first saved: the paragraph typed in both is in the recent list once', async () => {
    const name = `test-${++counter}`;
    const first = new ProfileData(name, OPTIONS);
    const second = new ProfileData(name, OPTIONS);
    // Both tabs hold the records in memory before either saves.
    await Promise.all([progressOf(first).records(), progressOf(second).records()]);
    await progressOf(first).saveParagraphs([typedSave(0, 100, 60, DAY), typedSave(1, 100, 60, DAY + 1)]);
    await vi.waitFor(async () => expect((await progressOf(second).records()).summary.recent).toHaveLength(2));
    await progressOf(second).saveParagraphs([typedSave(0, 100, 90, DAY + 2)]);
    const recent = (await progressOf(first).summary())?.recent.map(
      (e) => `${e.id.split('__').pop()}@${e.wpm}`,
    );
    expect(recent).toEqual(['1@60', '0@90']);
    expect((await progressOf(first).chapterStats(BOOK))['001']?.typed).toBe(200);
    await Promise.all([first.close(), second.close()]);
  });

  it('notifies listeners after each write', async () => {
    const data = fresh();
    let heard = 0;
    data.subscribe(() => heard++);
    await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    await booksOf(data).setFavorite('x', true);
    expect(heard).toBe(2);
    expect(data.revision).toBe(2);
  });

  it('tells each domain of its own writes only: a settings change wakes no progress listener', async () => {
    const data = fresh();
    const progress: boolean[] = [];
    const settings: string[] = [];
    progressOf(data).subscribe((change) => progress.push(change.queued));
    settingsOf(data).subscribe((change) => settings.push(change.by));
    await settingsOf(data).save('shared', { dailyGoal: 20 });
    await booksOf(data).setFavorite('x', true);
    expect(progress).toEqual([]);
    expect(settings).toEqual(['user']);
    await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    await settingsOf(data).take({ desktop: { value: {}, at: 5 } });
    expect(progress).toEqual([true]);
    expect(settings).toEqual(['user', 'server']);
  });
});

describe('favourites, books and custom books', () => {
  it('keeps favourites as a set of ids', async () => {
    const data = fresh();
    await booksOf(data).setFavorite('a', true);
    await booksOf(data).setFavorite('a', true);
    await booksOf(data).setFavorite('b', true);
    await booksOf(data).setFavorite('a', false);
    expect([...(await booksOf(data).favorites())]).toEqual(['b']);
  });

  it('marks a book done without losing what was typed, then unread', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([typedSave(0, 100, 60, DAY)]);
    await progressOf(data).markBookDone(BOOK, CHAPTERS, DAY + 10);
    expect((await progressOf(data).bookStats(BOOK))?.progress).toBe(1);
    const chapters = await progressOf(data).chapterStats(BOOK);
    expect(chapters['000']?.progress).toBe(1);
    expect(chapters['001']).toMatchObject({ progress: 1, typed: 100, read: 300 });
    // Resuming still starts after the one typed paragraph.
    expect((await progressOf(data).paragraphStats(BOOK, '001'))[1]).toBeNull();
    await progressOf(data).resetBook(BOOK, CHAPTERS, DAY + 20);
    expect(await progressOf(data).bookStats(BOOK)).toBeUndefined();
    expect(await progressOf(data).paragraphStats(BOOK, '001')).toEqual([]);
    expect((await progressOf(data).summary())?.recent).toEqual([]);
  });

  it('resetting one book leaves a book whose id starts the same alone', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([
      typedSave(0, 100, 60, DAY, []),
      { ...typedSave(0, 100, 60, DAY), bookId: 'a--b' },
    ]);
    await progressOf(data).saveParagraphs([{ ...typedSave(0, 100, 60, DAY), bookId: 'a--bc' }]);
    await progressOf(data).resetBook('a--b', CHAPTERS, DAY + 1);
    expect(await progressOf(data).paragraphStats('a--bc', '001')).toHaveLength(1);
    expect(await progressOf(data).paragraphStats('a--b', '001')).toEqual([]);
  });

  it('deleting a private book takes its typing out of the days, missed words and summary', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([
      typedSave(0, 100, 90, DAY, ['moor']),
      { ...typedSave(0, 100, 60, DAY + 1000, ['moor', 'fog']), bookId: 'other--book' },
    ]);
    await booksOf(data).deleteCustomBook(BOOK);
    expect(await progressOf(data).dailyStats('2026-11-22')).toMatchObject({ time: 1000, typed: 100 });
    expect((await progressOf(data).summary())?.recent.map((entry) => entry.id)).toEqual([
      'other--book__001__0',
    ]);
    expect((await progressOf(data).missedWords()).sort((a, b) => a.word.localeCompare(b.word))).toEqual([
      { word: 'fog', count: 1 },
      { word: 'moor', count: 1 },
    ]);
    expect(await progressOf(data).paragraphStats(BOOK, '001')).toEqual([]);
  });

  it('answers a chapter and a day from memory once the records are read, the same as from storage', async () => {
    const data = fresh();
    await progressOf(data).saveParagraphs([
      typedSave(0, 100, 60, DAY),
      typedSave(2, 100, 90, DAY + 5),
      save(3, { type: 'read', stats: { type: 'read', timestamp: DAY + 9, length: 100 } }),
    ]);
    const stored = new ProfileData(data.profile, OPTIONS);
    const fromStorage = [
      await progressOf(stored).paragraphStats(BOOK, '001'),
      await progressOf(stored).dailyStats('2026-11-22'),
    ];
    await progressOf(stored).records();
    const fromMemory = [
      await progressOf(stored).paragraphStats(BOOK, '001'),
      await progressOf(stored).dailyStats('2026-11-22'),
    ];
    expect(fromMemory).toEqual(fromStorage);
    expect((fromMemory[0] as unknown[]).map((p) => (p as { type: string } | null)?.type ?? null)).toEqual([
      'typed',
      null,
      'typed',
      'read',
    ]);
    // A later save shows at once.
    await progressOf(stored).saveParagraphs([typedSave(1, 100, 70, DAY + 20)]);
    expect((await progressOf(stored).paragraphStats(BOOK, '001'))[1]?.type).toBe('typed');
  });

  it('writes a merge of thousands of records in turns, all of it in one transaction', async () => {
    const data = fresh();
    const layout: BookLayout = {
      chapters: Array.from({ length: 10 }, (_, c) => ({
        id: String(c).padStart(3, '0'),
        mode: 'type' as const,
        length: 50_000,
      })),
    };
    // 4,500 paragraphs over nine chapters: more than two turns of puts.
    const many = Array.from({ length: 4500 }, (_, i) =>
      save(
        i % 500,
        { type: 'typed', stats: typed(100, 60, DAY + i), missed: [] },
        {
          chapterId: String(Math.floor(i / 500) + 1).padStart(3, '0'),
          layout,
        },
      ),
    );
    await progressOf(data).saveParagraphs(many);
    // A merge that changes nothing still rewrites every row (the way a pull's merge does).
    await progressOf(data).mergeProgress((records) => ({ ...records }));
    const reread = await progressOf(new ProfileData(data.profile, OPTIONS)).records();
    const cells = Object.values(reread.paragraphs[BOOK] ?? {})
      .flat()
      .filter(Boolean);
    expect(cells).toHaveLength(4500);
    expect(reread).toEqual(await progressOf(data).records());
  });

  it('deleting a private book keeps its info as inactive with the time, even before any sync starts', async () => {
    const data = fresh();
    const info = sampleBookInfo({ id: BOOK, custom: true, active: true, updatedAt: DAY });
    await booksOf(data).saveCustomBook(info, { '000': ['The first paragraph.'] });
    expect(await booksOf(data).customBooksWithText()).toEqual(new Set([BOOK]));
    await booksOf(data).deleteCustomBook(BOOK, DAY + 5);
    expect(await booksOf(data).customBookInfo(BOOK)).toEqual({ ...info, active: false, updatedAt: DAY + 5 });
    expect(await booksOf(data).customBooksWithText()).toEqual(new Set());
  });

  it('a book a sync brings never replaces a newer change made here, such as a removal meanwhile', async () => {
    const data = fresh();
    const info = sampleBookInfo({ id: BOOK, custom: true, active: true, updatedAt: DAY });
    const content = { '000': ['The first paragraph.'] };
    await booksOf(data).saveCustomBook(info, content);
    await booksOf(data).deleteCustomBook(BOOK, DAY + 5);
    // A download planned before the removal finishes after it: the removal stands.
    await booksOf(data).saveCustomBook(info, content, true);
    await booksOf(data).updateCustomBookInfo({ ...info, title: 'Older title' }, true);
    expect(await booksOf(data).customBookInfo(BOOK)).toEqual({ ...info, active: false, updatedAt: DAY + 5 });
    expect(await booksOf(data).customBooksWithText()).toEqual(new Set());
    // The server's newer info (the book uploaded again elsewhere) is taken.
    const again = { ...info, updatedAt: DAY + 9 };
    await booksOf(data).saveCustomBook(again, content, true);
    expect(await booksOf(data).customBookInfo(BOOK)).toEqual(again);
    expect(await booksOf(data).customBooksWithText()).toEqual(new Set([BOOK]));
  });
});

describe('merging the anonymous profile into a user', () => {
  it('joins paragraphs by core’s rule, derives every figure from them and empties the anonymous profile', async () => {
    const anonymous = fresh();
    const user = fresh();
    await progressOf(anonymous).saveParagraphs([typedSave(0, 100, 60, DAY), typedSave(1, 100, 90, DAY + 5)]);
    await booksOf(anonymous).setFavorite('a', true);
    await booksOf(user).setFavorite('b', true);
    // The same paragraph on both sides: the user's newer read does not beat the typed result.
    await progressOf(user).saveParagraphs([
      typedSave(0, 100, 60, DAY),
      save(1, { type: 'read', stats: { type: 'read', timestamp: DAY + 9, length: 100 } }),
    ]);
    expect(await anonymous.hasProgress()).toBe(true);
    await mergeProfileInto(anonymous, user, OPTIONS);
    expect(await anonymous.hasProgress()).toBe(false);
    expect([...(await booksOf(user).favorites())].sort()).toEqual(['a', 'b']);
    expect((await progressOf(user).paragraphStats(BOOK, '001')).map((p) => p?.type)).toEqual([
      'typed',
      'typed',
    ]);
    // Paragraph 0 was on both sides: counted once, not summed.
    expect(await progressOf(user).dailyStats('2026-11-22')).toMatchObject({ time: 2000, typed: 200 });
    const stored = await progressOf(new ProfileData(user.profile, OPTIONS)).records();
    expect(stored.chapters).toEqual(deriveProgress(stored.paragraphs, stored.layouts, OPTIONS).chapters);
    expect(stored.summary).toEqual(deriveProgress(stored.paragraphs, stored.layouts, OPTIONS).summary);
  });
});

/** Creates a database at version 1 with the old progress layout. */
async function oldDatabase(name: string, fill: (tx: IDBTransaction) => void, stores: string[]) {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    for (const store of stores) open.result.createObjectStore(store);
  };
  const db = await new Promise<IDBDatabase>((resolve) => {
    open.onsuccess = () => resolve(open.result);
  });
  await new Promise<void>((resolve) => {
    const tx = db.transaction(stores, 'readwrite');
    fill(tx);
    tx.oncomplete = () => resolve();
  });
  db.close();
}

const OLD_CHAPTER = {
  wpm: null,
  acc: null,
  con: null,
  time: 0,
  typed: 0,
  read: 10,
  progress: 0.5,
  timestamp: 1,
};

describe('the first storage layout', () => {
  it('is rewritten one row per paragraph and per chapter when a profile opens', async () => {
    const profile = `upgrade-${++counter}`;
    await oldDatabase(
      `typeshelf-user-${profile}`,
      (tx) => {
        tx.objectStore('paragraphsStats').put(
          [typed(100, 60, 5), null, { type: 'read', timestamp: 6, length: 10 }],
          `${BOOK}__001`,
        );
        tx.objectStore('chaptersStats').put({ '001': OLD_CHAPTER }, BOOK);
      },
      ['paragraphsStats', 'chaptersStats'],
    );
    const data = new ProfileData(profile, OPTIONS);
    expect(await progressOf(data).paragraphStats(BOOK, '001')).toEqual([
      typed(100, 60, 5),
      null,
      { type: 'read', timestamp: 6, length: 10 },
    ]);
    expect((await progressOf(data).chapterStats(BOOK))['001']).toMatchObject({
      read: 10,
      wpm: { weight: 0 },
    });
    expect((await data.dump('paragraphsStats')).map(([key]) => key)).toEqual([
      `${BOOK}__001__0`,
      `${BOOK}__001__2`,
    ]);
  });

  it('gives a converted book its layout when it is opened, with figures from its paragraphs', async () => {
    const profile = `adopt-${++counter}`;
    await oldDatabase(
      `typeshelf-user-${profile}`,
      (tx) => {
        tx.objectStore('paragraphsStats').put([typed(100, 60, 5)], `${BOOK}__001`);
        tx.objectStore('chaptersStats').put({ '001': OLD_CHAPTER }, BOOK);
      },
      ['paragraphsStats', 'chaptersStats'],
    );
    const data = new ProfileData(profile, OPTIONS);
    expect((await progressOf(data).records()).layouts[BOOK]).toBeUndefined();
    await progressOf(data).adoptLayout(BOOK, CHAPTERS);
    expect((await progressOf(data).records()).layouts[BOOK]).toEqual(LAYOUT);
    expect((await progressOf(data).chapterStats(BOOK))['001']).toMatchObject({ typed: 100, progress: 0.25 });
    expect((await progressOf(data).bookStats(BOOK))?.progress).toBeCloseTo(100 / 600);
    // Once adopted, opening the book again writes nothing.
    const before = await rows(data);
    await progressOf(data).adoptLayout(BOOK, CHAPTERS);
    expect(await rows(data)).toEqual(before);
  });

  it('moves from the v1 database into the anonymous profile and the cache, then the database is dropped', async () => {
    const name = `legacy-${++counter}`;
    await oldDatabase(
      name,
      (tx) => {
        tx.objectStore('booksStats').put(
          { progress: 0.5, lastChapter: '002', timestamp: 1, typed: 9 },
          'old-book',
        );
        tx.objectStore('general').put(['old-book'], 'favorites');
        tx.objectStore('booksInfo').put({ id: 'old-book' }, 'old-book');
        tx.objectStore('paragraphsStats').put([typed(100, 60, 5)], 'old-book__002');
        tx.objectStore('settings').put({ desktop: { ui: { lastVersion: '1.27.4' } } }, 'settings');
      },
      ['booksStats', 'general', 'booksInfo', 'paragraphsStats', 'settings'],
    );
    const anonymous = fresh();
    const cache = new CacheData(`cache-${counter}`);
    const result = await migrateLegacyDatabase(anonymous, cache, name);
    expect(result).toEqual({ migrated: true, records: 5 });
    // Kept first, under the version it migrates from (03 §9).
    const backup = await get<MigrationBackup>('1.27.4', createStore(BACKUP_DATABASE, 'backups'));
    expect(backup?.from).toBe('1.27.4');
    expect(backup?.stores.booksStats).toEqual([
      ['old-book', { progress: 0.5, lastChapter: '002', timestamp: 1, typed: 9 }],
    ]);
    expect((await progressOf(anonymous).bookStats('old-book'))?.progress).toBe(0.5);
    expect(await progressOf(anonymous).paragraphStats('old-book', '002')).toEqual([typed(100, 60, 5)]);
    expect([...(await booksOf(anonymous).favorites())]).toEqual(['old-book']);
    expect(await cache.bookInfo('old-book')).toEqual({ id: 'old-book' });
    const names = (await indexedDB.databases()).map((info) => info.name);
    expect(names).not.toContain(name);
    expect(await migrateLegacyDatabase(anonymous, cache, name)).toEqual({ migrated: false });
  });
});
