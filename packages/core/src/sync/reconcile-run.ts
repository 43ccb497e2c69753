/**
 * One reconcile as a client runs it (03 §4), its effects injected: the
 * server's chapter summaries, the rows of the chapters that differ and the
 * server has, the device's rows the server lacks or holds older sent in
 * batches, and the server's newer rows merged in. Each step is safe to cut
 * short (the page closes, the network goes): the next reconcile starts again
 * from the summaries and finishes the work.
 */
import type { ProgressRecords } from '../progress/progress-types';
import type { ParagraphRow } from './paragraph-row';
import {
  type BookSummary,
  type ChapterRef,
  type ChapterSummary,
  differingBooks,
  differingChapters,
  reconcilePlan,
  summarizeBooks,
  summarizeProgress,
} from './reconcile-plan';
import { SYNC_PAGE_SIZE } from './sync-constants';

/**
 * Rows per upsert: a whole page (PostgREST's cap on what one read returns;
 * writes have none). Each request has a fixed cost on the server besides its
 * rows (the token, the role, a transaction, the book summaries' lock), so a
 * large reconcile sends as few as it can.
 */
export const RECONCILE_BATCH_SIZE = SYNC_PAGE_SIZE;

/**
 * Batches in flight at once. A batch's time is mostly its round trip and the
 * server writing its rows, which other batches' rows do not wait for (the
 * book summaries at their end take turns, in one lock order), so a few side
 * by side cut a large reconcile's time; a few, so one device never floods the
 * server or holds many connections.
 */
export const RECONCILE_CONCURRENCY = 3;

export interface ReconcileEffects {
  /** The server's summaries of the account's books (kept by the server as rows are written). */
  serverBookSummaries(): Promise<BookSummary[]>;
  /** The server's summaries of the account's chapters. */
  serverSummaries(): Promise<ChapterSummary[]>;
  /** The server's rows of these chapters (each one the server has a summary of). */
  serverRows(chapters: readonly ChapterRef[]): Promise<ParagraphRow[]>;
  /** Upserts one batch of rows; the server's trigger joins them with what it holds. */
  send(rows: readonly ParagraphRow[]): Promise<void>;
  /** Merges the server's rows into the device's latest records (never into `local`, which may be old by then). */
  merge(rows: readonly ParagraphRow[]): Promise<void>;
}

export interface ReconcileOutcome {
  /** Chapters whose summaries differed. */
  chapters: number;
  sent: number;
  pulled: number;
}

const keyOf = (c: ChapterRef) => `${c.book_id}\u0000${c.chapter}`;

/** Runs one reconcile of `local` (the device's records as read now) against the server. */
export async function runReconcile(
  local: Pick<ProgressRecords, 'paragraphs' | 'layouts'>,
  effects: ReconcileEffects,
): Promise<ReconcileOutcome> {
  const mine = summarizeProgress(local);
  // Books first: an account with nothing to do costs one small answer.
  const books = new Set(differingBooks(summarizeBooks(mine), await effects.serverBookSummaries()));
  if (books.size === 0) return { chapters: 0, sent: 0, pulled: 0 };
  const inBooks = (s: ChapterSummary) => books.has(s.book_id);
  const server = (await effects.serverSummaries()).filter(inBooks);
  const chapters = differingChapters(mine.filter(inBooks), server);
  if (chapters.length === 0) return { chapters: 0, sent: 0, pulled: 0 };
  // A chapter the server has no summary of has no rows there: nothing to fetch.
  const held = new Set(server.map(keyOf));
  const fetch = chapters.filter((c) => held.has(keyOf(c)));
  const rows = fetch.length > 0 ? await effects.serverRows(fetch) : [];
  const plan = reconcilePlan(local, chapters, rows);
  // Pulled first: a device that then goes offline already shows everything the server had.
  if (plan.pull.length > 0) await effects.merge(plan.pull);
  await sendInBatches(plan.send, effects.send);
  return { chapters: chapters.length, sent: plan.send.length, pulled: plan.pull.length };
}

/**
 * Sends `rows` in batches, at most `RECONCILE_CONCURRENCY` at once. The first
 * failure stops new batches; the ones already sent are waited for, then it
 * is thrown (whatever landed is found by the next reconcile's summaries).
 */
async function sendInBatches(rows: readonly ParagraphRow[], send: ReconcileEffects['send']): Promise<void> {
  const batches: ParagraphRow[][] = [];
  for (let i = 0; i < rows.length; i += RECONCILE_BATCH_SIZE)
    batches.push(rows.slice(i, i + RECONCILE_BATCH_SIZE));
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < batches.length) {
      const batch = batches[next++] as ParagraphRow[];
      await send(batch).catch((error: unknown) => {
        failures.push(error);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECONCILE_CONCURRENCY, batches.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
