/**
 * One profile's progress records: read once on first need, moved in memory
 * by core at every save, and written back a transaction at a time (see
 * `progress-rows.ts`). `ProgressData` loads this module the first time a
 * screen saves or reads progress, so the app's start-up (settings, profile
 * switching, the home screen's stored figures) carries none of core's
 * progress derivation.
 */
import type { BookInfo, ChapterInfo } from '@typeshelf/core/book';
import {
  adoptLayout,
  applyParagraphSave,
  bookLayout,
  cellStats,
  deriveProgress,
  markBookDoneSaves,
  type ParagraphSave,
  type ProgressChanges,
  type ProgressOptions,
  type ProgressRecords,
  resetBookSaves,
  stampedAfter,
} from '@typeshelf/core/progress';
import type { ParagraphStats } from '@typeshelf/core/stats';
import type { UseStore } from 'idb-keyval';
import { loadOnceOnline } from '../page/load-once-online';
import { prefixRange } from '../storage/backend';
import type { Connection } from '../storage/connection';
import { updateInTransaction } from '../storage/database';
import { GENERAL_KEYS, type ProfileStore, pendingKey } from '../storage/stores';
import {
  daysUpToDate,
  type PendingProgress,
  readProgress,
  writeAdoptedLayout,
  writeAllDays,
  writeAllProgress,
  writeBookRemoval,
  writeChanges,
} from './progress-rows';
import { PROGRESS_STORES } from './progress-stores';
import { readParagraphStats } from './stored-paragraphs';

/** What the records need of their profile: its database, how days are labelled, and whom to tell of a write. */
export interface ProgressHost {
  readonly connection: Connection;
  readonly stores: Readonly<Record<ProfileStore, UseStore>>;
  readonly options: ProgressOptions;
  /** Called after every write, with the stores it wrote. */
  changed(written: readonly ProfileStore[]): void;
}

/** One save applied: the records after it, what it changed, and the book's layout before it. */
interface SaveStep {
  records: ProgressRecords;
  changes: ProgressChanges;
  layout: ProgressRecords['layouts'][string] | undefined;
}

/** The progress records of one profile and every write that moves them. */
export class ProfileProgress {
  /** The stores a write of whole records replaces. */
  readonly stores = PROGRESS_STORES;
  private recordsPromise: Promise<ProgressRecords> | null = null;
  /**
   * The records once read, while still current: a chapter's paragraphs and a
   * day are then answered from memory, so opening the prompt never waits
   * behind a long write (a new device storing a year of pulled history).
   */
  settled: ProgressRecords | null = null;
  /** Settles once every progress write started so far has committed or failed. */
  private written: Promise<unknown> = Promise.resolve();

  constructor(private readonly host: ProgressHost) {}

  /** The progress records, read once on first need and then kept up to date by every save. */
  private get records(): Promise<ProgressRecords> | null {
    return this.recordsPromise;
  }

  private set records(value: Promise<ProgressRecords> | null) {
    this.recordsPromise = value;
    this.settled = null;
    value?.then(
      (records) => {
        if (this.recordsPromise === value) this.settled = records;
      },
      () => undefined,
    );
  }

  /** Whether the records are in memory (read, or being read). */
  get held(): boolean {
    return this.records !== null;
  }

  /** Drops the records kept in memory: the next need reads them again. */
  forget(): void {
    this.records = null;
  }

  /** Keeps `records`, just written whole, as the records. */
  keep(records: ProgressRecords): void {
    this.records = Promise.resolve(records);
  }

  /** Writes `records` as every progress row, inside the caller's transaction. */
  writeAll(tx: IDBTransaction, records: ProgressRecords): void {
    writeAllProgress(tx, records);
  }

  /**
   * Another tab wrote: the records are read again once this tab's own writes
   * have landed, so the next save builds on both tabs' results.
   */
  readAgain(): void {
    if (this.records === null) return;
    const fresh = this.written
      .then(() => this.host.connection.db())
      .then(readProgress)
      .then((records) => this.upgradeDays(records));
    this.records = fresh;
    fresh.catch(() => {
      if (this.records === fresh) this.records = null;
    });
  }

  /**
   * Days stored before they carried the charts' sums are derived again from
   * the paragraphs, once, and written back; the stats screens read them
   * alone from then on. A failed write is tried again on the next read.
   */
  private upgradeDays(records: ProgressRecords): ProgressRecords {
    if (daysUpToDate(records)) return records;
    const { days } = deriveProgress(records.paragraphs, records.layouts, this.host.options);
    const upgraded = { ...records, days };
    this.written = this.written
      .then(() => this.host.connection.write(['dailyStats'], (tx) => writeAllDays(tx, days)))
      .then(
        () => this.host.changed(['dailyStats']),
        (error: unknown) => console.warn('Days could not be rewritten yet', error),
      );
    return upgraded;
  }

  /** The profile's progress records as core keeps them (read once, then kept in memory). */
  progress(): Promise<ProgressRecords> {
    if (this.records === null) {
      const loading = this.host.connection
        .db()
        .then(readProgress)
        .then((records) => this.upgradeDays(records));
      this.records = loading;
      // A failed read is tried again next time rather than kept.
      loading.catch(() => {
        if (this.records === loading) this.records = null;
      });
    }
    return this.records;
  }

  /** What each paragraph of a chapter counts as (core's reading of its cell), by paragraph number. */
  async paragraphStats(bookId: string, chapterId: string): Promise<(ParagraphStats | null)[]> {
    if (this.settled) {
      // Holes are untouched paragraphs: null, as storage answers them.
      const out = Array.from(this.settled.paragraphs[bookId]?.[chapterId] ?? [], (cell) => cellStats(cell));
      while (out.length > 0 && out[out.length - 1] === null) out.pop();
      return out;
    }
    return readParagraphStats(this.host.stores.paragraphsStats, bookId, chapterId);
  }

  /** See `ProgressData.saveParagraphs`; `queue` puts each paragraph in the server's queue too. */
  async saveParagraphs(saves: readonly ParagraphSave[], queue: boolean): Promise<ProgressChanges[]> {
    // With the records in memory and no write ahead of this one, core's work and the write's start
    // happen now, in the key's own task; otherwise after what is ahead, in call order.
    const settled = this.settled;
    let written: Promise<SaveStep[]>;
    if (settled !== null) {
      const { next, steps } = this.applySaves(settled, saves);
      this.records = Promise.resolve(next);
      this.settled = next;
      written = this.writeSteps(steps, queue);
    } else {
      const applied = this.progress().then((records) => this.applySaves(records, saves));
      this.records = applied.then(({ next }) => next);
      written = applied.then(({ steps }) => this.writeSteps(steps, queue));
    }
    this.written = Promise.allSettled([this.written, written]);
    try {
      const steps = await written;
      if (steps.length === 0) return [];
      this.host.changed(PROGRESS_STORES);
      return steps.map((step) => step.changes);
    } catch (error) {
      // What is in memory may now be ahead of what is stored: read it again next time.
      this.records = null;
      throw error;
    }
  }

  /** Core's records after each save in turn, with what each changed. */
  private applySaves(records: ProgressRecords, saves: readonly ParagraphSave[]) {
    let next = records;
    const steps: SaveStep[] = [];
    for (const fresh of saves) {
      // The typist's own save counts on this device, whatever its clock said (docs/metrics.md).
      const save = stampedAfter(fresh, next.paragraphs[fresh.bookId]?.[fresh.chapterId]?.[fresh.paragraph]);
      const layout = next.layouts[save.bookId];
      const result = applyParagraphSave(next, save, this.host.options);
      next = result.records;
      steps.push({ records: next, changes: result.changes, layout });
    }
    return { next, steps };
  }

  /** Writes the rows the saves changed, in one transaction. */
  private writeSteps(steps: SaveStep[], queue: boolean): Promise<SaveStep[]> {
    if (steps.length === 0) return Promise.resolve(steps);
    return this.host.connection
      .write(
        PROGRESS_STORES,
        (tx) => {
          for (const step of steps) writeChanges(tx, step.records, step.changes, step.layout, queue);
        },
        { commit: true },
      )
      .then(() => steps);
  }

  /** See `ProgressData.mergeProgress`. */
  async mergeProgress(merge: (records: ProgressRecords) => ProgressRecords): Promise<void> {
    const before = this.progress();
    const applied = before.then((records) => {
      const next = merge(records);
      return { next, same: next === records };
    });
    this.records = applied.then(({ next }) => next);
    const written = applied.then(({ next, same }) =>
      same
        ? false
        : this.host.connection.write(PROGRESS_STORES, (tx) => writeAllProgress(tx, next)).then(() => true),
    );
    this.written = Promise.allSettled([this.written, written]);
    try {
      if (await written) this.host.changed(PROGRESS_STORES);
    } catch (error) {
      this.records = null;
      throw error;
    }
  }

  /** Queues every paragraph for the server (progress that arrived without a save, such as a transfer). */
  async queueAllForServer(): Promise<void> {
    const records = await this.progress();
    await this.host.connection.write(['pendingProgressSync'], (tx) => {
      const store = tx.objectStore('pendingProgressSync');
      for (const [bookId, chapters] of Object.entries(records.paragraphs))
        for (const [chapterId, cells] of Object.entries(chapters))
          cells.forEach((cell, index) => {
            if (!cell) return;
            const item: PendingProgress = {
              bookId,
              chapterNum: Number.parseInt(chapterId, 10),
              paragraphNum: index,
              stats: cellStats(cell),
              cell,
            };
            store.put(item, pendingKey(bookId, chapterId, index));
          });
    });
    this.host.changed(PROGRESS_STORES);
  }

  /** The saves that mark every unfinished `type` chapter read to its end. */
  async markBookDoneSaves(
    bookId: string,
    chapters: readonly ChapterInfo[],
    timestamp: number,
  ): Promise<ParagraphSave[]> {
    return markBookDoneSaves(await this.progress(), bookId, bookLayout(chapters), timestamp);
  }

  /** The saves that clear every paragraph of the book. */
  async resetBookSaves(
    bookId: string,
    chapters: readonly ChapterInfo[],
    timestamp: number,
  ): Promise<ParagraphSave[]> {
    return resetBookSaves(await this.progress(), bookId, bookLayout(chapters), timestamp);
  }

  /** See `ProgressData.adoptLayout`. */
  async adoptLayout(bookId: string, chapters: readonly ChapterInfo[]): Promise<void> {
    const records = await this.progress();
    const next = adoptLayout(records, bookId, bookLayout(chapters));
    if (next === null) return;
    await this.host.connection.write(['chaptersStats', 'booksStats', 'progressLayouts', 'general'], (tx) => {
      writeAdoptedLayout(tx, next, bookId);
    });
    // Read again rather than kept: a save may have started from the records meanwhile.
    this.records = null;
    this.host.changed(PROGRESS_STORES);
  }

  /**
   * The book is gone for good, so its progress rows are deleted (not
   * cleared), and the days, missed words and summary lose what it added.
   */
  async removeCustomBook(bookId: string, tombstone: BookInfo | undefined): Promise<void> {
    // The days, missed words and summary lose what the book added, as core works it out.
    const { removeBookProgress } = await loadOnceOnline(() => import('./book-removal'));
    const removal = removeBookProgress(await this.progress(), bookId, this.host.options);
    await this.host.connection.write(
      [
        'customBooksInfo',
        'customBooksContent',
        'booksStats',
        'chaptersStats',
        'paragraphsStats',
        'progressLayouts',
        'dailyStats',
        'missedWords',
        'general',
      ],
      (tx, fail) => {
        writeBookRemoval(tx, removal.records, removal.changes);
        if (tombstone) tx.objectStore('customBooksInfo').put(tombstone, bookId);
        else tx.objectStore('customBooksInfo').delete(bookId);
        tx.objectStore('customBooksContent').delete(bookId);
        tx.objectStore('booksStats').delete(bookId);
        tx.objectStore('progressLayouts').delete(bookId);
        const chapters = tx.objectStore('chaptersStats');
        chapters.delete(prefixRange(chapters, bookId));
        const paragraphs = tx.objectStore('paragraphsStats');
        paragraphs.delete(prefixRange(paragraphs, bookId));
        updateInTransaction<string[]>(
          tx.objectStore('general'),
          GENERAL_KEYS.favorites,
          (previous) => previous?.filter((id) => id !== bookId),
          fail,
        );
      },
    );
    this.records = null;
    this.host.changed([...PROGRESS_STORES, 'customBooksInfo', 'customBooksContent']);
  }
}
