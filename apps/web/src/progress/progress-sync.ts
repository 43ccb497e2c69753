/**
 * Premium progress sync for one signed-in profile: the shell of core's
 * uploader. Saves never wait on it: a save writes its paragraph into the
 * pending queue in its own transaction, and this drains the queue in the
 * background, one tab at a time (a Web Lock per user), removing an item only
 * once the server accepted the very cell that is still queued. Pulls merge
 * the server's rows with core's `mergeProgress` through the profile.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BookInfo } from '@typeshelf/core/book';
import { type BookLayout, bookLayout } from '@typeshelf/core/progress';
import {
  acknowledgedKeys,
  booksWithoutLayout,
  chapterIdOf,
  chapterNumber,
  checkPulledRows,
  firstPage,
  initialUploader,
  mergePulledRows,
  nextPage,
  nextSince,
  type ParagraphRow,
  PENDING_BATCH_SIZE,
  type PendingItem,
  type PulledParagraphRow,
  parseParagraphKey,
  pendingRows,
  type ReadingPositionRow,
  type ReconcileOutcome,
  readingPosition,
  readingPositionRowOf,
  runHealthCheck,
  runReconcile,
  SYNC_MESSAGES,
  type UploaderEffect,
  type UploaderEvent,
  uploaderTransition,
} from '@typeshelf/core/sync';
import { notify } from '../page/notifications';
import { learnServerClock } from '../session/server-clock';
import { noticeRefusal } from '../session/server-refusal';
import { noticeSkippedRows } from '../session/skipped-rows';
import { localOffset, type ProfileData } from '../storage';
import { progressOf } from './progress-data';
import {
  bookSummaries,
  chapterRows,
  healthCheck,
  paragraphSummaries,
  pullParagraphPage,
  upsertParagraphs,
} from './progress-remote';
import { onReconcileRequest } from './reconcile-request';

const sinceKey = (userId: string) => `typeshelf:sync-since:${userId}`;

/** Runs `work` holding the user's sync lock, so two tabs never send the same queue at once. */
function withSyncLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(`typeshelf-sync-${userId}`, work) : work();
}

/** The reading position of each chapter that sent rows belong to, from the records they were read from. */
function positionsOf(
  rows: readonly ParagraphRow[],
  records: Awaited<ReturnType<ReturnType<typeof progressOf>['records']>>,
): ReadingPositionRow[] {
  const chapters = new Map<string, { book_id: string; chapter: number }>();
  for (const row of rows) chapters.set(`${row.book_id}\u0000${row.chapter}`, row);
  const out: ReadingPositionRow[] = [];
  for (const { book_id, chapter } of chapters.values()) {
    const chapterId = chapterIdOf(chapter, records.layouts[book_id]);
    const position = readingPosition(records.paragraphs[book_id]?.[chapterId] ?? []);
    if (position.timestamp > 0) out.push({ book_id, chapter, ...position });
  }
  return out;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ProgressSync {
  private state = initialUploader(true);
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly client: SupabaseClient,
    private readonly profile: ProfileData,
    private readonly userId: string,
    /** A book's info (a private book's own, else the catalogue's), for the layouts of books this device never opened. */
    private readonly bookInfo: (bookId: string) => Promise<BookInfo | null>,
  ) {}

  /**
   * Follows the connection and the profile's writes; drains what is queued.
   * `reconcileAgain` runs when progress was written by another path than a
   * save (a save file imported, a reset). `wentOffline`: the connection
   * dropped before this started (its warning was shown then), so its return is
   * reported as a reconnection.
   */
  start(reconcileAgain: () => void = () => undefined, wentOffline = false): void {
    if (wentOffline) this.state = initialUploader(false);
    this.cleanups.push(onReconcileRequest(reconcileAgain));
    const offline = () => this.dispatch({ type: 'offline' });
    const online = () => this.dispatch({ type: 'online' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    this.cleanups.push(() => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    });
    // Only a write that may have queued something wakes it: a settings change or a favourite does not.
    this.cleanups.push(
      progressOf(this.profile).subscribe((change) => {
        if (change.queued) this.dispatch({ type: 'queued' });
      }),
    );
    if (!navigator.onLine) this.dispatch({ type: 'offline' });
    else if (wentOffline) this.dispatch({ type: 'online' });
    this.dispatch({ type: 'queued' });
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private dispatch(event: UploaderEvent): void {
    if (this.stopped) return;
    const next = uploaderTransition(this.state, event);
    this.state = next.state;
    for (const effect of next.effects) this.run(effect);
  }

  private run(effect: UploaderEffect): void {
    switch (effect.type) {
      case 'send':
        this.send().then(
          (result) => this.dispatch({ type: 'sent', ...result }),
          (error: unknown) => {
            console.warn('Progress could not reach the server; it stays queued', error);
            noticeRefusal(error);
            this.dispatch({ type: 'send-failed' });
          },
        );
        return;
      case 'schedule-retry':
        if (this.retryTimer) clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.dispatch({ type: 'retry' });
        }, effect.delay);
        return;
      case 'notify':
        if (effect.notice === 'offline') notify({ title: SYNC_MESSAGES.offline, type: 'warning' });
        else if (effect.notice === 'online') notify({ title: SYNC_MESSAGES.online, type: 'success' });
        else if (effect.notice === 'write-failed')
          notify({ title: SYNC_MESSAGES.databaseError, details: SYNC_MESSAGES.writeFailed, type: 'warning' });
        else notify({ title: SYNC_MESSAGES.synced, type: 'success' });
        return;
      default: {
        const unreachable: never = effect;
        throw new Error(`Unknown uploader effect ${JSON.stringify(unreachable)}`);
      }
    }
  }

  /** Sends one batch of the queue; says how many left and whether more wait. */
  private send(): Promise<{ count: number; more: boolean }> {
    return withSyncLock(this.userId, async () => {
      const queued = await this.queuedItems();
      const batch = [...queued.entries()].slice(0, PENDING_BATCH_SIZE);
      if (batch.length === 0) return { count: 0, more: false };
      const { rows, unsendable, refused } = pendingRows(batch);
      // A row the server would refuse would take its whole batch with it: it stays on this device only.
      noticeSkippedRows(refused.length, 'local rows');
      await upsertParagraphs(this.client, this.userId, rows, await this.positions(batch));
      // Read again: a save made while the batch was out replaced its item, which stays.
      const now = await this.queuedItems();
      const done = [...acknowledgedKeys(batch, now), ...unsendable];
      if (done.length > 0) await progressOf(this.profile).removePendingSync(done);
      return { count: rows.length, more: queued.size > batch.length };
    });
  }

  private async queuedItems(): Promise<Map<string, PendingItem>> {
    const out = new Map<string, PendingItem>();
    for (const [key, item] of await progressOf(this.profile).pendingSync()) {
      const at = parseParagraphKey(key);
      if (at)
        out.set(key, { bookId: at.bookId, chapterId: at.chapterId, paragraph: at.index, cell: item.cell });
    }
    return out;
  }

  /** The reading position of every chapter in a batch, from the profile's records. */
  private async positions(batch: readonly (readonly [string, PendingItem])[]): Promise<ReadingPositionRow[]> {
    const records = await progressOf(this.profile).records();
    const chapters = new Map<string, { bookId: string; chapterId: string }>();
    for (const [, item] of batch) chapters.set(`${item.bookId}__${item.chapterId}`, item);
    const out: ReadingPositionRow[] = [];
    for (const { bookId, chapterId } of chapters.values()) {
      const chapter = chapterNumber(chapterId);
      if (chapter === null) continue;
      const position = readingPosition(records.paragraphs[bookId]?.[chapterId] ?? []);
      const row = { book_id: bookId, chapter, ...position };
      if (position.timestamp > 0 && readingPositionRowOf(row)) out.push(row);
    }
    return out;
  }

  /** Pulls every row changed since the last sync and merges it in; returns how many came. */
  async pull(): Promise<number> {
    const key = sinceKey(this.userId);
    const since = window.localStorage.getItem(key);
    const rows: PulledParagraphRow[] = [];
    let skipped = 0;
    for (let query: ReturnType<typeof nextPage> = firstPage(since); query; ) {
      const page = await pullParagraphPage(this.client, query);
      // Each row is checked before anything is built from it; a bad one is skipped, the rest go on.
      const checked = checkPulledRows(page);
      rows.push(...checked.rows);
      skipped += checked.skipped;
      query = nextPage(query, page);
    }
    // Marks for the new-device benchmark: where a long pull spends its time.
    performance.mark('sync:pull-fetched');
    const merged = await this.mergeRows(rows);
    skipped += merged.skipped;
    performance.mark('sync:pull-stored');
    if (skipped > 0) noticeSkippedRows(skipped);
    const next = nextSince(since, merged.kept);
    if (next) window.localStorage.setItem(key, next);
    return merged.kept.length;
  }

  /**
   * Merges server rows into the profile's latest records (the merge reads
   * the records as they are when it runs, never a copy taken before the
   * rows were fetched, so a save made meanwhile is kept).
   */
  async mergeRows(
    rows: readonly PulledParagraphRow[],
  ): Promise<{ kept: readonly PulledParagraphRow[]; skipped: number }> {
    if (rows.length === 0) return { kept: rows, skipped: 0 };
    const records = await progressOf(this.profile).records();
    const layouts = await this.layoutsFor(booksWithoutLayout(rows, records));
    // Rows outside the books' bounds are skipped, never stopping the rest (counted for one notice).
    const inBooks = checkPulledRows(rows, { ...layouts, ...records.layouts });
    performance.mark('sync:pull-read');
    await progressOf(this.profile).mergeProgress((latest) => {
      const merged = mergePulledRows(latest, inBooks.rows, layouts, { offset: localOffset });
      performance.mark('sync:pull-merged');
      return merged;
    });
    return { kept: inBooks.rows, skipped: inBooks.skipped };
  }

  /**
   * Reconcile, not only replay (03 §4): compares the device's chapters with
   * the server's by their summaries, sends every row the server lacks or
   * holds older and merges every row it holds newer. One tab at a time; a
   * run cut short is finished by the next.
   */
  reconcile(): Promise<ReconcileOutcome> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const work = async () => {
      await learnServerClock(this.client).catch(() => undefined);
      const records = await progressOf(this.profile).records();
      performance.mark('sync:reconcile-read');
      return runReconcile(records, {
        serverBookSummaries: () => bookSummaries(this.client),
        serverSummaries: () => paragraphSummaries(this.client),
        serverRows: (chapters) => chapterRows(this.client, chapters),
        send: (rows) => upsertParagraphs(this.client, this.userId, rows, positionsOf(rows, records)),
        merge: async (rows) => {
          await this.mergeRows(rows.map((row) => ({ ...row, modified_at: '' })));
        },
      });
    };
    return locks ? locks.request(`typeshelf-reconcile-${this.userId}`, work) : work();
  }

  /** Layouts of books this device never opened: a private book's own info, else the catalogue's. */
  private async layoutsFor(bookIds: readonly string[]): Promise<Record<string, BookLayout>> {
    const out: Record<string, BookLayout> = {};
    await Promise.all(
      bookIds.map(async (bookId) => {
        const info = await this.bookInfo(bookId).catch(() => null);
        if (info) out[bookId] = bookLayout(info.chapters);
      }),
    );
    return out;
  }

  /** health_check, tried again 5 times from 500 ms doubling; true when the server answered ok. The server's clock is learned then too. */
  async healthy(): Promise<boolean> {
    const ok = await runHealthCheck(
      () => healthCheck(this.client),
      wait,
      () => this.stopped,
    );
    if (ok) await learnServerClock(this.client).catch(() => undefined);
    return ok;
  }
}
