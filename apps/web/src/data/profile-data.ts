/**
 * One profile's local data: reads through idb-keyval, grouped writes through
 * single transactions. Listeners hear about every write so screens refresh.
 */
import { type BookContent, type BookInfo, chapterKey } from '@typeshelf/core';
import { clear, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { keyvalStore, openDatabase, readAll, updateInTransaction, writeTransaction } from './database';
import type {
  BookStats,
  ChapterParagraphs,
  ChapterStats,
  DailyStats,
  MissedWord,
  PendingProgress,
  SettingsSection,
  StatsSummary,
  StoredSettings,
} from './records';
import { type ProgressSaved, type ProgressWrite, saveProgress } from './save-progress';
import { GENERAL_KEYS, PROFILE_STORES, type ProfileStore, profileDatabaseName } from './stores';

/** The local data of one profile ('anonymous' or a user id). */
export class ProfileData {
  readonly profile: string;
  readonly databaseName: string;
  private readonly db: Promise<IDBDatabase>;
  private readonly stores: Record<ProfileStore, UseStore>;
  private readonly listeners = new Set<() => void>();
  private revisionCount = 0;

  constructor(profile: string) {
    this.profile = profile;
    this.databaseName = profileDatabaseName(profile);
    this.db = openDatabase(this.databaseName, PROFILE_STORES);
    this.stores = Object.fromEntries(
      PROFILE_STORES.map((name) => [name, keyvalStore(this.db, name)]),
    ) as Record<ProfileStore, UseStore>;
  }

  /** Increases after every write; a React snapshot for "something changed". */
  get revision(): number {
    return this.revisionCount;
  }

  /** Calls `listener` after every write; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed<T>(value: T): T {
    this.revisionCount += 1;
    for (const listener of this.listeners) listener();
    return value;
  }

  // ── Reads ────────────────────────────────────────────────────────────────

  bookStats(bookId: string): Promise<BookStats | undefined> {
    return get(bookId, this.stores.booksStats);
  }

  /** Every book's stats, by book id (for the library and the home screen). */
  async allBookStats(): Promise<Map<string, BookStats>> {
    const rows = await readAll<BookStats>(this.stores.booksStats);
    return new Map(rows.map(([key, value]) => [String(key), value]));
  }

  /** A book's chapter stats, by chapter id. */
  async chapterStats(bookId: string): Promise<Record<string, ChapterStats>> {
    return (await get(bookId, this.stores.chaptersStats)) ?? {};
  }

  /** A chapter's paragraph stats, by paragraph number. */
  async paragraphStats(bookId: string, chapterId: string): Promise<ChapterParagraphs> {
    return (await get(chapterKey(bookId, chapterId), this.stores.paragraphsStats)) ?? [];
  }

  dailyStats(day: string): Promise<DailyStats | undefined> {
    return get(day, this.stores.dailyStats);
  }

  /** Every stored day, by YYYY-MM-DD label. */
  async allDailyStats(): Promise<Map<string, DailyStats>> {
    const rows = await readAll<DailyStats>(this.stores.dailyStats);
    return new Map(rows.map(([key, value]) => [String(key), value]));
  }

  summary(): Promise<StatsSummary | undefined> {
    return get(GENERAL_KEYS.summary, this.stores.general);
  }

  /** Favourite book ids. */
  async favorites(): Promise<Set<string>> {
    return new Set((await get<string[]>(GENERAL_KEYS.favorites, this.stores.general)) ?? []);
  }

  async missedWords(): Promise<MissedWord[]> {
    return (await readAll<MissedWord>(this.stores.missedWords)).map(([, value]) => value);
  }

  async pendingSync(): Promise<Map<string, PendingProgress>> {
    const rows = await readAll<PendingProgress>(this.stores.pendingProgressSync);
    return new Map(rows.map(([key, value]) => [String(key), value]));
  }

  /** Private books' info (active or not). */
  async customBooks(): Promise<BookInfo[]> {
    return (await readAll<BookInfo>(this.stores.customBooksInfo)).map(([, value]) => value);
  }

  customBookInfo(bookId: string): Promise<BookInfo | undefined> {
    return get(bookId, this.stores.customBooksInfo);
  }

  customBookContent(bookId: string): Promise<BookContent | undefined> {
    return get(bookId, this.stores.customBooksContent);
  }

  async settings(): Promise<StoredSettings> {
    const [desktop, mobile, shared] = await Promise.all(
      (['desktop', 'mobile', 'shared'] as const).map((section) =>
        get<Record<string, unknown>>(section, this.stores.settings),
      ),
    );
    return { desktop: desktop ?? null, mobile: mobile ?? null, shared: shared ?? null };
  }

  /** Anonymous use is detected by a non-empty paragraph stats store (01 §4). */
  async hasProgress(): Promise<boolean> {
    const count = await this.stores.paragraphsStats('readonly', (store) => promisifyRequest(store.count()));
    return count > 0;
  }

  /** Every stored pair of one store (merges and exports). */
  dump(store: ProfileStore): Promise<[IDBValidKey, unknown][]> {
    return readAll(this.stores[store]);
  }

  // ── Writes ───────────────────────────────────────────────────────────────

  /** "Paragraph saved" and marking as read: one transaction (see `saveProgress`). */
  async saveProgress(write: ProgressWrite): Promise<ProgressSaved> {
    return this.changed(await saveProgress(await this.db, write));
  }

  async setFavorite(bookId: string, favorite: boolean): Promise<void> {
    const db = await this.db;
    await writeTransaction(db, ['general'], (tx, fail) =>
      updateInTransaction<string[]>(
        tx.objectStore('general'),
        GENERAL_KEYS.favorites,
        (previous) => {
          const ids = new Set(previous ?? []);
          if (favorite) ids.add(bookId);
          else ids.delete(bookId);
          return [...ids];
        },
        fail,
      ),
    );
    this.changed(undefined);
  }

  /** Sets a book's progress to 1 and every listed chapter's too (Mark as done). */
  async markBookDone(bookId: string, chapterIds: string[], timestamp: number): Promise<void> {
    const db = await this.db;
    await writeTransaction(db, ['booksStats', 'chaptersStats'], (tx, fail) => {
      updateInTransaction<Record<string, ChapterStats>>(
        tx.objectStore('chaptersStats'),
        bookId,
        (previous) => {
          const all = { ...previous };
          for (const id of chapterIds)
            all[id] = { ...(all[id] ?? emptyChapterStats(timestamp)), progress: 1 };
          return all;
        },
        fail,
      );
      updateInTransaction<BookStats>(
        tx.objectStore('booksStats'),
        bookId,
        (previous) => ({
          ...(previous ?? emptyBookStats(timestamp)),
          progress: 1,
          lastChapter: chapterIds.at(-1) ?? null,
          timestamp,
        }),
        fail,
      );
    });
    this.changed(undefined);
  }

  /** Forgets all progress of a book (Mark as unread). */
  async resetBook(bookId: string): Promise<void> {
    const db = await this.db;
    await writeTransaction(db, ['booksStats', 'chaptersStats', 'paragraphsStats'], (tx) => {
      tx.objectStore('booksStats').delete(bookId);
      tx.objectStore('chaptersStats').delete(bookId);
      // Paragraph keys are `{bookId}__{chapterId}`: the range covers exactly this book's chapters.
      tx.objectStore('paragraphsStats').delete(IDBKeyRange.bound(`${bookId}__`, `${bookId}__\uffff`));
    });
    this.changed(undefined);
  }

  /** Stores a private book's info and text together. */
  async saveCustomBook(info: BookInfo, content: BookContent): Promise<void> {
    const db = await this.db;
    await writeTransaction(db, ['customBooksInfo', 'customBooksContent'], (tx) => {
      tx.objectStore('customBooksInfo').put(info, info.id);
      tx.objectStore('customBooksContent').put(content, info.id);
    });
    this.changed(undefined);
  }

  async updateCustomBookInfo(info: BookInfo): Promise<void> {
    await set(info.id, info, this.stores.customBooksInfo);
    this.changed(undefined);
  }

  /** Removes a private book, its text and its progress. */
  async deleteCustomBook(bookId: string): Promise<void> {
    const db = await this.db;
    await writeTransaction(
      db,
      ['customBooksInfo', 'customBooksContent', 'booksStats', 'chaptersStats', 'paragraphsStats', 'general'],
      (tx, fail) => {
        tx.objectStore('customBooksInfo').delete(bookId);
        tx.objectStore('customBooksContent').delete(bookId);
        tx.objectStore('booksStats').delete(bookId);
        tx.objectStore('chaptersStats').delete(bookId);
        tx.objectStore('paragraphsStats').delete(IDBKeyRange.bound(`${bookId}__`, `${bookId}__\uffff`));
        updateInTransaction<string[]>(
          tx.objectStore('general'),
          GENERAL_KEYS.favorites,
          (previous) => previous?.filter((id) => id !== bookId),
          fail,
        );
      },
    );
    this.changed(undefined);
  }

  /** Replaces one settings section (desktop, mobile or shared). */
  async saveSettings(section: SettingsSection, value: object): Promise<void> {
    await set(section, value, this.stores.settings);
    this.changed(undefined);
  }

  /** Drops items the server has accepted. */
  async removePendingSync(keys: string[]): Promise<void> {
    const db = await this.db;
    await writeTransaction(db, ['pendingProgressSync'], (tx) => {
      for (const key of keys) tx.objectStore('pendingProgressSync').delete(key);
    });
    this.changed(undefined);
  }

  /** Writes raw pairs into stores in one transaction (merges and migrations). */
  async putMany(
    rows: { store: ProfileStore; key: IDBValidKey; merge: (previous: unknown) => unknown }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const db = await this.db;
    const stores = [...new Set(rows.map((row) => row.store))];
    await writeTransaction(db, stores, (tx, fail) => {
      for (const row of rows) updateInTransaction(tx.objectStore(row.store), row.key, row.merge, fail);
    });
    this.changed(undefined);
  }

  /** Empties every store of this profile. */
  async clearAll(): Promise<void> {
    await Promise.all(PROFILE_STORES.map((name) => clear(this.stores[name])));
    this.changed(undefined);
  }

  /** Deletes one key of one store. */
  async remove(store: ProfileStore, key: IDBValidKey): Promise<void> {
    await del(key, this.stores[store]);
    this.changed(undefined);
  }

  async close(): Promise<void> {
    (await this.db).close();
  }
}

/** A chapter with nothing typed yet. */
export const emptyChapterStats = (timestamp: number): ChapterStats => ({
  wpm: null,
  acc: null,
  con: null,
  time: 0,
  typed: 0,
  read: 0,
  progress: 0,
  timestamp,
});

/** A book with nothing typed yet. */
export const emptyBookStats = (timestamp: number): BookStats => ({
  progress: 0,
  lastChapter: null,
  timestamp,
  typed: 0,
  wpm: null,
  acc: null,
  con: null,
  time: 0,
});
