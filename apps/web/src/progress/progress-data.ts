/**
 * One profile's progress: reads through idb-keyval, saves through core. A
 * save is applied to the profile's records in memory by `applyParagraphSave`,
 * and exactly the rows it changed are written in one transaction (see
 * `profile-progress.ts`, loaded on the first save or read of the records, and
 * `progress-rows.ts`). Listeners hear of progress writes only, and whether a
 * write queued something for the server.
 */
import type { BookInfo, ChapterInfo } from '@typeshelf/core/book';
import type { ParagraphSave, ProgressChanges, ProgressRecords } from '@typeshelf/core/progress';
import { distinctSummary } from '@typeshelf/core/progress';
import type {
  BookStats,
  ChapterStats,
  DailyStats,
  ParagraphStats,
  StatsSummary,
} from '@typeshelf/core/stats';
import { get, promisifyRequest } from 'idb-keyval';
import { loadOnceOnline } from '../page/load-once-online';
import { type OnDemand, onDemand } from '../page/on-demand';
import {
  ANONYMOUS_PROFILE,
  GENERAL_KEYS,
  type ProfileData,
  type ProfileStore,
  type ProfileWrite,
  prefixRange,
  readAll,
  type TransactionPart,
} from '../storage';
import { dropDrafts } from '../storage/draft-store';
import type { ProfileProgress } from './profile-progress';
import type { MissedWord, PendingProgress } from './progress-rows';
import { PROGRESS_STORES } from './progress-stores';
import { dropRecords, recordedSaves } from './save-journal';

/** A write that touched progress. */
export interface ProgressChange {
  readonly stores: readonly ProfileStore[];
  /** Whether it may have put paragraphs in the server's queue (what wakes the uploader). */
  readonly queued: boolean;
}

/**
 * Whether a write touched progress. `general` holds the summary beside the
 * favourites, and every write of progress touches other stores too: a write
 * of `general` alone is a favourite's.
 */
const touchesProgress = (stores: readonly ProfileStore[]) =>
  stores.some((store) => store !== 'general' && (PROGRESS_STORES as readonly ProfileStore[]).includes(store));

/**
 * Applies the saves the write-ahead record still holds (see `save-journal.ts`)
 * and drops them once written; on failure they stay for the next start.
 */
async function replayRecordedSaves(progress: ProfileProgress, data: ProfileData): Promise<ProfileProgress> {
  const { ids, saves } = recordedSaves(data.databaseName);
  if (saves.length === 0) return progress;
  await progress.saveParagraphs(saves, data.profile !== ANONYMOUS_PROFILE).then(
    () => dropRecords(data.databaseName, ids),
    (error: unknown) => console.warn('Recorded paragraphs could not be written yet', error),
  );
  return progress;
}

/** The progress of one profile and every write that moves it. */
export class ProgressData {
  /** The progress records' part, loaded when a screen first needs the records. */
  private readonly part: OnDemand<ProfileProgress>;
  /** Whether the records' part was ever asked for (see `paragraphStats`). */
  private requested = false;

  constructor(private readonly data: ProfileData) {
    this.part = onDemand(() =>
      loadOnceOnline(() => import('./profile-progress')).then(({ ProfileProgress }) =>
        replayRecordedSaves(new ProfileProgress(data), data),
      ),
    );
    // Saves a killed tab recorded but may not have written are applied before anything reads progress.
    if (recordedSaves(data.databaseName).ids.length > 0) void this.load().catch(() => undefined);
    data.onOtherTabWrote(() => this.loaded?.readAgain());
    // A write that replaced rows wholesale (a merge, an import, a reset) leaves the records in memory stale.
    data.subscribe((write) => {
      if (write.bulk && touchesProgress(write.stores)) this.loaded?.forget();
    });
  }

  private get loaded(): ProfileProgress | null {
    return this.part.current;
  }

  /** The records when they are in memory and current (nothing read for them); null otherwise. */
  get settled(): ProgressRecords | null {
    return this.loaded?.settled ?? null;
  }

  /**
   * The progress records' part, loaded on first need. Every progress method
   * waits on this one promise, so calls made while it loads still run in
   * the order they were made.
   */
  private load(): Promise<ProfileProgress> {
    this.requested = true;
    return this.part.load();
  }

  /** Calls `listener` after every write that touched progress; returns the unsubscribe function. */
  subscribe(listener: (change: ProgressChange) => void): () => void {
    return this.data.subscribe((write: ProfileWrite) => {
      if (!touchesProgress(write.stores)) return;
      listener({ stores: write.stores, queued: write.stores.includes('pendingProgressSync') });
    });
  }

  // ── Reads ────────────────────────────────────────────────────────────────

  bookStats(bookId: string): Promise<BookStats | undefined> {
    return get(bookId, this.data.stores.booksStats);
  }

  /** Every book's stats, by book id (for the library and the home screen). */
  async allBookStats(): Promise<Map<string, BookStats>> {
    const rows = await readAll<BookStats>(this.data.stores.booksStats);
    return new Map(rows.map(([key, value]) => [String(key), value]));
  }

  /** A book's chapter stats, by chapter id. */
  async chapterStats(bookId: string): Promise<Record<string, ChapterStats>> {
    const rows = await this.data.stores.chaptersStats('readonly', (store) =>
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

  /**
   * What each paragraph of a chapter counts as (core's reading of its cell),
   * by paragraph number. Until something asked for the records' part, no
   * write of this page can be on its way through it, so the rows are read as
   * they are (the prompt opens without it, with a small reader of its own);
   * after that, through it, in order.
   */
  async paragraphStats(bookId: string, chapterId: string): Promise<(ParagraphStats | null)[]> {
    if (!this.requested) {
      const { readParagraphStats } = await import('./stored-paragraphs');
      return readParagraphStats(this.data.stores.paragraphsStats, bookId, chapterId);
    }
    return (await this.load()).paragraphStats(bookId, chapterId);
  }

  /** The profile's progress records as core keeps them (read once, then kept in memory). */
  async records(): Promise<ProgressRecords> {
    return (await this.load()).progress();
  }

  dailyStats(day: string): Promise<DailyStats | undefined> {
    const settled = this.loaded?.settled;
    if (settled) return Promise.resolve(settled.days[day]);
    return get(day, this.data.stores.dailyStats);
  }

  /** Every stored day, by YYYY-MM-DD label. */
  async allDailyStats(): Promise<Map<string, DailyStats>> {
    const rows = await readAll<DailyStats>(this.data.stores.dailyStats);
    return new Map(rows.map(([key, value]) => [String(key), value]));
  }

  async summary(): Promise<StatsSummary | undefined> {
    const summary = await get<StatsSummary>(GENERAL_KEYS.summary, this.data.stores.general);
    return summary && distinctSummary(summary);
  }

  async missedWords(): Promise<MissedWord[]> {
    return (await readAll<MissedWord>(this.data.stores.missedWords)).map(([, value]) => value);
  }

  async pendingSync(): Promise<Map<string, PendingProgress>> {
    const rows = await readAll<PendingProgress>(this.data.stores.pendingProgressSync);
    return new Map(rows.map(([key, value]) => [String(key), value]));
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
    const queue = this.data.profile !== ANONYMOUS_PROFILE;
    // Loaded already: straight on, so the write starts in the caller's task.
    const progress = this.loaded ?? (await this.load());
    return progress.saveParagraphs(saves, queue);
  }

  /**
   * Merges progress from elsewhere (a server pull) into the records: `merge`
   * runs on the records as they stand after every save already made, and
   * the result replaces the progress rows in one transaction. Queued in the
   * same chain as saves, so a save made meanwhile is never lost.
   */
  async mergeProgress(merge: (records: ProgressRecords) => ProgressRecords): Promise<void> {
    return (await this.load()).mergeProgress(merge);
  }

  /** Queues every paragraph for the server (progress that arrived without a save, such as a transfer). */
  async queueAllForServer(): Promise<void> {
    return (await this.load()).queueAllForServer();
  }

  /** Mark as done: every unfinished `type` chapter read to its end (see core's `markBookDoneSaves`). */
  async markBookDone(bookId: string, chapters: readonly ChapterInfo[], timestamp: number): Promise<void> {
    const saves = await (await this.load()).markBookDoneSaves(bookId, chapters, timestamp);
    await this.saveParagraphs(saves);
  }

  /** Mark as unread: every paragraph of the book cleared, a soft delete that merges keep. */
  async resetBook(bookId: string, chapters: readonly ChapterInfo[], timestamp: number): Promise<void> {
    const saves = await (await this.load()).resetBookSaves(bookId, chapters, timestamp);
    // A paragraph half typed before the reset starts over too.
    await dropDrafts(this.data.profile, bookId);
    await this.saveParagraphs(saves);
  }

  /**
   * Adopts the layout of a book whose progress came from the first storage
   * layout (it has paragraphs but no layout), deriving its chapter and book
   * figures; does nothing for any other book.
   */
  async adoptLayout(bookId: string, chapters: readonly ChapterInfo[]): Promise<void> {
    // Almost every book has its layout already, or no progress at all: two small reads say so
    // without loading every record, which takes seconds with a long history.
    if (!this.loaded?.held && !(await this.lacksLayout(bookId))) return;
    await (await this.load()).adoptLayout(bookId, chapters);
  }

  /**
   * Removes a private book with its progress, in one transaction: its info
   * is replaced by `tombstone` (or deleted without one), its text deleted,
   * and the days, missed words and summary lose what it added.
   */
  async removeBook(bookId: string, tombstone: BookInfo | undefined): Promise<void> {
    await dropDrafts(this.data.profile, bookId);
    await (await this.load()).removeCustomBook(bookId, tombstone);
  }

  /** Drops items the server has accepted. */
  async removePendingSync(keys: string[]): Promise<void> {
    await this.data.connection.write(['pendingProgressSync'], (tx) => {
      for (const key of keys) tx.objectStore('pendingProgressSync').delete(key);
    });
    this.data.changed(['pendingProgressSync']);
  }

  /**
   * `records` as every progress row, for a write across domains (the merge of
   * two profiles): written inside its transaction, kept in memory once it
   * committed.
   */
  async replaceAll(records: ProgressRecords): Promise<TransactionPart> {
    const part = await this.load();
    return {
      stores: part.stores,
      write: (tx) => part.writeAll(tx, records),
      committed: () => part.keep(records),
    };
  }

  /** Whether a book has stored paragraphs but no layout (progress from the first storage layout). */
  private async lacksLayout(bookId: string): Promise<boolean> {
    if ((await get(bookId, this.data.stores.progressLayouts)) !== undefined) return false;
    const count = await this.data.stores.paragraphsStats('readonly', (store) =>
      promisifyRequest(store.count(prefixRange(store, bookId))),
    );
    return count > 0;
  }
}

/** The progress of `data`'s profile. */
export const progressOf = (data: ProfileData): ProgressData =>
  data.part('progress', (profile) => new ProgressData(profile));
