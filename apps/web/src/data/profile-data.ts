/**
 * One profile's local data: reads through idb-keyval, grouped writes through
 * single transactions. Progress goes through core: a save is applied to the
 * profile's records in memory by `applyParagraphSave`, and exactly the rows
 * it changed are written in one transaction (see `profile-progress.ts`,
 * loaded on the first save or read of the records, and `progress-rows.ts`).
 * Listeners hear about every write so screens refresh.
 */
import type { BookContent, BookInfo, ChapterInfo } from '@typeshelf/core/book';
import type {
  ParagraphSave,
  ProgressChanges,
  ProgressOptions,
  ProgressRecords,
} from '@typeshelf/core/progress';
import { distinctSummary } from '@typeshelf/core/progress';
import type {
  BookStats,
  ChapterStats,
  DailyStats,
  ParagraphStats,
  StatsSummary,
} from '@typeshelf/core/stats';
import { SETTINGS_PARTS, SETTINGS_TIMES_KEY } from '@typeshelf/core/sync';
import { clear, del, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { type OnDemand, onDemand } from '../on-demand';
import { prefixRange } from './backend';
import { Connection } from './connection';
import { readAll, updateInTransaction } from './database';
import type { ProfileProgress, ProgressHost } from './profile-progress';
import { type ProgressNotice, progressNotice } from './progress-notice';
import type { MissedWord, PendingProgress } from './progress-rows';
import type { SettingsSection, SettingsTimes, StoredSettings } from './records';
import {
  ANONYMOUS_PROFILE,
  GENERAL_KEYS,
  PROFILE_STORES,
  type ProfileStore,
  profileDatabaseName,
} from './stores';
import { upgradeV1Rows } from './v1-rows';

/** Minutes east of UTC at an instant, from the browser's time zone (day labels). */
export const localOffset = (t: number) => -new Date(t).getTimezoneOffset();

/** One record of one store. */
export interface StoreRow {
  store: ProfileStore;
  key: IDBValidKey;
  value: unknown;
}

/** The local data of one profile ('anonymous' or a user id). */
export class ProfileData {
  readonly profile: string;
  readonly databaseName: string;
  private readonly connection: Connection;
  private readonly stores: Record<ProfileStore, UseStore>;
  private readonly listeners = new Set<(written: readonly ProfileStore[]) => void>();
  private readonly settingsListeners = new Set<(section: SettingsSection) => void>();
  private readonly customBookListeners = new Set<() => void>();
  private readonly options: ProgressOptions;
  private revisionCount = 0;
  /** The progress records' part, loaded when a screen first needs the records. */
  private readonly progressPart: OnDemand<ProfileProgress>;
  private readonly notice: ProgressNotice;

  constructor(profile: string, options: ProgressOptions = { offset: localOffset }) {
    this.profile = profile;
    this.options = options;
    this.databaseName = profileDatabaseName(profile);
    // Opened on first use, so a browser that refuses storage still renders every screen.
    this.connection = new Connection(this.databaseName, PROFILE_STORES, (tx, oldVersion) => {
      if (oldVersion < 2) upgradeV1Rows(tx);
    });
    this.stores = Object.fromEntries(
      PROFILE_STORES.map((name) => [name, this.connection.store(name)]),
    ) as Record<ProfileStore, UseStore>;
    const host: ProgressHost = {
      connection: this.connection,
      stores: this.stores,
      options: this.options,
      changed: (written) => this.changed(written),
    };
    this.progressPart = onDemand(() =>
      import('./profile-progress').then(({ ProfileProgress }) => new ProfileProgress(host)),
    );
    this.notice = progressNotice(this.databaseName, () => this.loadedProgress?.readAgain());
  }

  private get loadedProgress(): ProfileProgress | null {
    return this.progressPart.current;
  }

  /**
   * The progress records' part, loaded on first need. Every progress method
   * waits on this one promise, so calls made while it loads still run in
   * the order they were made.
   */
  private loadProgress(): Promise<ProfileProgress> {
    return this.progressPart.load();
  }

  /** Increases after every write; a React snapshot for "something changed". */
  get revision(): number {
    return this.revisionCount;
  }

  /** Calls `listener` after every write, with the stores it wrote; returns the unsubscribe function. */
  subscribe(listener: (written: readonly ProfileStore[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` after the user changed a settings section on this device (not after a server's was taken). */
  subscribeSettings(listener: (section: SettingsSection) => void): () => void {
    this.settingsListeners.add(listener);
    return () => this.settingsListeners.delete(listener);
  }

  /** Calls `listener` after the user added, edited or removed a private book on this device. */
  subscribeCustomBooks(listener: () => void): () => void {
    this.customBookListeners.add(listener);
    return () => this.customBookListeners.delete(listener);
  }

  private customBooksChanged(): void {
    for (const listener of this.customBookListeners) listener();
  }

  private changed(written: readonly ProfileStore[]): void {
    this.revisionCount += 1;
    this.notice.post();
    for (const listener of this.listeners) listener(written);
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
    const rows = await this.stores.chaptersStats('readonly', (store) =>
      Promise.all([
        promisifyRequest(store.getAllKeys(prefixRange(store, bookId))),
        promisifyRequest(store.getAll(prefixRange(store, bookId))),
      ]),
    );
    const [keys, values] = rows;
    const out: Record<string, ChapterStats> = {};
    keys.forEach((key, i) => {
      out[String(key).slice(bookId.length + 2)] = values[i] as ChapterStats;
    });
    return out;
  }

  /** What each paragraph of a chapter counts as (core's reading of its cell), by paragraph number. */
  async paragraphStats(bookId: string, chapterId: string): Promise<(ParagraphStats | null)[]> {
    return (await this.loadProgress()).paragraphStats(bookId, chapterId);
  }

  /** The profile's progress records as core keeps them (read once, then kept in memory). */
  async progress(): Promise<ProgressRecords> {
    return (await this.loadProgress()).progress();
  }

  dailyStats(day: string): Promise<DailyStats | undefined> {
    const settled = this.loadedProgress?.settled;
    if (settled) return Promise.resolve(settled.days[day]);
    return get(day, this.stores.dailyStats);
  }

  /** Every stored day, by YYYY-MM-DD label. */
  async allDailyStats(): Promise<Map<string, DailyStats>> {
    const rows = await readAll<DailyStats>(this.stores.dailyStats);
    return new Map(rows.map(([key, value]) => [String(key), value]));
  }

  async summary(): Promise<StatsSummary | undefined> {
    const summary = await get<StatsSummary>(GENERAL_KEYS.summary, this.stores.general);
    return summary && distinctSummary(summary);
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

  /** The private books whose text this device holds. */
  async customBooksWithText(): Promise<Set<string>> {
    const keys = await this.stores.customBooksContent('readonly', (store) =>
      promisifyRequest(store.getAllKeys()),
    );
    return new Set(keys.map(String));
  }

  customBookContent(bookId: string): Promise<BookContent | undefined> {
    return get(bookId, this.stores.customBooksContent);
  }

  async settings(): Promise<StoredSettings> {
    const [desktop, mobile, shared] = await Promise.all(
      SETTINGS_PARTS.map((section) => get<Record<string, unknown>>(section, this.stores.settings)),
    );
    return { desktop: desktop ?? null, mobile: mobile ?? null, shared: shared ?? null };
  }

  /** When each settings section was last written (ms since the epoch; 0 for never), for the sync's newer-wins. */
  async settingsTimes(): Promise<SettingsTimes> {
    const times = await get<Partial<SettingsTimes>>(SETTINGS_TIMES_KEY, this.stores.settings);
    return { desktop: times?.desktop ?? 0, mobile: times?.mobile ?? 0, shared: times?.shared ?? 0 };
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

  /**
   * Saves paragraphs (typed, read or cleared) through core, in one
   * transaction: the records move in memory at once, in call order, so a save
   * made before the one before it has landed still builds on it; IndexedDB
   * commits the transactions in the same order. Resolves with what each save
   * changed (its chapter, its book, a personal best) once committed.
   *
   * An account's saves also go into its queue for the server, whether or not
   * the account syncs yet: a Pro account's sync starts only once the account
   * is confirmed and verified, and what was typed before then must reach the
   * server too (as must a free account's progress once it turns Pro).
   */
  async saveParagraphs(saves: readonly ParagraphSave[]): Promise<ProgressChanges[]> {
    const queue = this.profile !== ANONYMOUS_PROFILE;
    // Loaded already: straight on, so the write starts in the caller's task.
    const progress = this.loadedProgress ?? (await this.loadProgress());
    return progress.saveParagraphs(saves, queue);
  }

  /**
   * Merges progress from elsewhere (a server pull) into the records: `merge`
   * runs on the records as they stand after every save already made, and
   * the result replaces the progress rows in one transaction. Queued in the
   * same chain as saves, so a save made meanwhile is never lost.
   */
  async mergeProgress(merge: (records: ProgressRecords) => ProgressRecords): Promise<void> {
    return (await this.loadProgress()).mergeProgress(merge);
  }

  /** Queues every paragraph for the server (progress that arrived without a save, such as a transfer). */
  async queueAllForServer(): Promise<void> {
    return (await this.loadProgress()).queueAllForServer();
  }

  async setFavorite(bookId: string, favorite: boolean): Promise<void> {
    await this.connection.write(['general'], (tx, fail) =>
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
    this.changed(['general']);
  }

  /** Mark as done: every unfinished `type` chapter read to its end (see core's `markBookDoneSaves`). */
  async markBookDone(bookId: string, chapters: readonly ChapterInfo[], timestamp: number): Promise<void> {
    const saves = await (await this.loadProgress()).markBookDoneSaves(bookId, chapters, timestamp);
    await this.saveParagraphs(saves);
  }

  /** Mark as unread: every paragraph of the book cleared, a soft delete that merges keep. */
  async resetBook(bookId: string, chapters: readonly ChapterInfo[], timestamp: number): Promise<void> {
    const saves = await (await this.loadProgress()).resetBookSaves(bookId, chapters, timestamp);
    await this.saveParagraphs(saves);
  }

  /**
   * Stores a private book's info and text together; `fromServer` when a sync
   * brought it (nothing to send back). What a sync brings never replaces a
   * newer change made here meanwhile, such as a removal while it downloaded.
   */
  async saveCustomBook(info: BookInfo, content: BookContent, fromServer = false): Promise<void> {
    await this.connection.write(['customBooksInfo', 'customBooksContent'], (tx, fail) => {
      const infos = tx.objectStore('customBooksInfo');
      const store = () => {
        infos.put(info, info.id);
        tx.objectStore('customBooksContent').put(content, info.id);
      };
      if (fromServer) unlessNewerHere(infos, info, store, fail);
      else store();
    });
    this.changed(['customBooksInfo', 'customBooksContent']);
    if (!fromServer) this.customBooksChanged();
  }

  async updateCustomBookInfo(info: BookInfo, fromServer = false): Promise<void> {
    await this.connection.write(['customBooksInfo'], (tx, fail) => {
      const infos = tx.objectStore('customBooksInfo');
      if (fromServer) unlessNewerHere(infos, info, () => infos.put(info, info.id), fail);
      else infos.put(info, info.id);
    });
    this.changed(['customBooksInfo']);
    if (!fromServer) this.customBooksChanged();
  }

  /**
   * Adopts the layout of a book whose progress came from the first storage
   * layout (it has paragraphs but no layout), deriving its chapter and book
   * figures; does nothing for any other book.
   */
  async adoptLayout(bookId: string, chapters: readonly ChapterInfo[]): Promise<void> {
    // Almost every book has its layout already, or no progress at all: two small reads say so
    // without loading every record, which takes seconds with a long history.
    if (!this.loadedProgress?.held && !(await this.lacksLayout(bookId))) return;
    await (await this.loadProgress()).adoptLayout(bookId, chapters);
  }

  /**
   * Removes a private book, its text and its progress. Its info stays behind
   * as inactive (with the time of the removal) so a syncing account's other
   * devices learn it is gone instead of bringing it back. Always, not only
   * while a sync runs: a removal made in the moment between opening the app
   * and the account turning out to be Pro must reach the server too.
   */
  async deleteCustomBook(bookId: string, at = Date.now()): Promise<void> {
    const info = await this.customBookInfo(bookId);
    await this.removeCustomBook(bookId, info ? { ...info, active: false, updatedAt: at } : undefined);
    this.customBooksChanged();
  }

  /** A book the server holds as inactive (and newer): removed here, its info kept as the server's. */
  async deactivateCustomBook(bookId: string, at: number): Promise<void> {
    const info = await this.customBookInfo(bookId);
    if (!info) return;
    await this.removeCustomBook(bookId, { ...info, active: false, updatedAt: at });
  }

  private async removeCustomBook(bookId: string, tombstone: BookInfo | undefined): Promise<void> {
    await (await this.loadProgress()).removeCustomBook(bookId, tombstone);
  }

  /** Whether a book has stored paragraphs but no layout (progress from the first storage layout). */
  private async lacksLayout(bookId: string): Promise<boolean> {
    if ((await get(bookId, this.stores.progressLayouts)) !== undefined) return false;
    const count = await this.stores.paragraphsStats('readonly', (store) =>
      promisifyRequest(store.count(prefixRange(store, bookId))),
    );
    return count > 0;
  }

  /** Replaces one settings section (desktop, mobile or shared), noting when, in one transaction. */
  async saveSettings(section: SettingsSection, value: object, at = Date.now()): Promise<void> {
    await this.writeSettings({ [section]: { value, at } });
    this.changed(['settings']);
    for (const listener of this.settingsListeners) listener(section);
  }

  /** Stores sections that came from the server with their times; the user changed nothing, so nothing is sent back. */
  async takeSettings(parts: Partial<Record<SettingsSection, { value: object; at: number }>>): Promise<void> {
    if (Object.keys(parts).length === 0) return;
    await this.writeSettings(parts);
    this.changed(['settings']);
  }

  private async writeSettings(parts: Partial<Record<SettingsSection, { value: object; at: number }>>) {
    await this.connection.write(['settings'], (tx, fail) => {
      const store = tx.objectStore('settings');
      for (const [section, part] of Object.entries(parts)) store.put(part.value, section);
      updateInTransaction<Partial<SettingsTimes>>(
        store,
        SETTINGS_TIMES_KEY,
        (previous) => {
          const times = { ...previous };
          for (const [section, part] of Object.entries(parts)) times[section as SettingsSection] = part.at;
          return times;
        },
        fail,
      );
    });
  }

  /** Drops items the server has accepted. */
  async removePendingSync(keys: string[]): Promise<void> {
    await this.connection.write(['pendingProgressSync'], (tx) => {
      for (const key of keys) tx.objectStore('pendingProgressSync').delete(key);
    });
    this.changed(['pendingProgressSync']);
  }

  /**
   * Writes raw pairs into stores in one transaction (merges and migrations);
   * with `progress`, every progress row is replaced by those records in the
   * same transaction.
   */
  async putMany(
    rows: { store: ProfileStore; key: IDBValidKey; merge: (previous: unknown) => unknown }[],
    progress?: ProgressRecords,
  ): Promise<void> {
    if (rows.length === 0 && !progress) return;
    const part = progress ? await this.loadProgress() : null;
    const stores = [...new Set([...rows.map((row) => row.store), ...(part?.stores ?? [])])];
    await this.connection.write(stores, (tx, fail) => {
      if (part && progress) part.writeAll(tx, progress);
      for (const row of rows) updateInTransaction(tx.objectStore(row.store), row.key, row.merge, fail);
    });
    if (part && progress) part.keep(progress);
    else this.loadedProgress?.forget();
    this.changed(stores);
  }

  /**
   * Empties the given stores and fills them with `rows`, in one transaction:
   * a save import or a reset either lands whole or leaves everything as it was.
   */
  async replaceStores(stores: readonly ProfileStore[], rows: readonly StoreRow[]): Promise<void> {
    const written = [...new Set([...stores, ...rows.map((row) => row.store)])];
    await this.connection.write(written, (tx) => {
      for (const store of stores) tx.objectStore(store).clear();
      for (const row of rows) tx.objectStore(row.store).put(row.value, row.key);
    });
    this.changed(written);
  }

  /** Empties every store of this profile. */
  async clearAll(): Promise<void> {
    await Promise.all(PROFILE_STORES.map((name) => clear(this.stores[name])));
    this.loadedProgress?.forget();
    this.changed(PROFILE_STORES);
  }

  /** Deletes one key of one store. */
  async remove(store: ProfileStore, key: IDBValidKey): Promise<void> {
    await del(key, this.stores[store]);
    this.loadedProgress?.forget();
    this.changed([store]);
  }

  async close(): Promise<void> {
    this.notice.close();
    await this.connection.close();
  }
}

/** Runs `store` in the same transaction unless the stored info of the book is newer than `info`. */
function unlessNewerHere(
  infos: IDBObjectStore,
  info: BookInfo,
  store: () => void,
  fail: (error: unknown) => void,
): void {
  const request = infos.get(info.id);
  request.onsuccess = () => {
    try {
      const stored = request.result as BookInfo | undefined;
      if (!stored || stored.updatedAt <= info.updatedAt) store();
    } catch (error) {
      fail(error);
    }
  };
}
