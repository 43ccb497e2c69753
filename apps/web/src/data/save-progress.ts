/**
 * "Paragraph saved": the paragraph, its chapter, its book, the day, the
 * summary, the missed words and the sync queue change in one transaction, so a
 * closed tab never leaves a chapter that disagrees with its paragraphs.
 */
import { chapterKey } from '@typeshelf/core';
import { updateInTransaction, writeTransaction } from './database';
import type {
  BookStats,
  ChapterParagraphs,
  ChapterStats,
  DailyStats,
  MissedWord,
  ParagraphStats,
  PendingProgress,
  StatsSummary,
} from './records';
import { GENERAL_KEYS, pendingKey } from './stores';

/** What a paragraph save (or a run of paragraphs marked read or un-read) writes. */
export interface ProgressWrite {
  bookId: string;
  chapterId: string;
  /** Paragraphs to set, or to clear with null (un-reading). */
  paragraphs: { index: number; stats: ParagraphStats | null }[];
  /** The chapter's aggregate from its paragraphs after this write. */
  chapter: (paragraphs: ChapterParagraphs, previous: ChapterStats | undefined) => ChapterStats;
  /** The book's aggregate from all its chapters after this write. */
  book: (chapters: Record<string, ChapterStats>, previous: BookStats | undefined) => BookStats;
  /** Typing time (ms) and characters to add to a day (label YYYY-MM-DD, day starting 4 AM). */
  daily?: { day: string; time: number; typed: number };
  /** The next stats summary. */
  summary?: (previous: StatsSummary | undefined) => StatsSummary;
  /** Words typed wrongly in this paragraph (punctuation-only typos already left out). */
  missedWords?: string[];
  /** When this happened, ms since the epoch. */
  timestamp: number;
  /** Queue the paragraphs for the server (premium users). */
  sync?: boolean;
}

/** What the save left in the stores. */
export interface ProgressSaved {
  paragraphs: ChapterParagraphs;
  chapter: ChapterStats;
  book: BookStats;
}

const STORES = [
  'paragraphsStats',
  'chaptersStats',
  'booksStats',
  'dailyStats',
  'general',
  'missedWords',
  'pendingProgressSync',
] as const;

/** Applies a progress write atomically; rejects with nothing written if any step fails. */
export function saveProgress(db: IDBDatabase, write: ProgressWrite): Promise<ProgressSaved> {
  return writeTransaction(db, STORES, (tx, fail) => {
    const saved = {} as ProgressSaved;
    const paragraphsStore = tx.objectStore('paragraphsStats');
    const chaptersStore = tx.objectStore('chaptersStats');
    const booksStore = tx.objectStore('booksStats');

    updateInTransaction<ChapterParagraphs>(
      paragraphsStore,
      chapterKey(write.bookId, write.chapterId),
      (previous) => {
        const next = previous ? [...previous] : [];
        for (const { index, stats } of write.paragraphs) {
          while (next.length <= index) next.push(null);
          next[index] = stats;
        }
        while (next.length > 0 && next[next.length - 1] === null) next.pop();
        saved.paragraphs = next;
        // The chapter waits for the paragraphs so it is computed from what is stored.
        updateInTransaction<Record<string, ChapterStats>>(
          chaptersStore,
          write.bookId,
          (chapters) => {
            const all = { ...chapters };
            saved.chapter = write.chapter(next, all[write.chapterId]);
            all[write.chapterId] = saved.chapter;
            updateInTransaction<BookStats>(
              booksStore,
              write.bookId,
              (book) => {
                saved.book = write.book(all, book);
                return saved.book;
              },
              fail,
            );
            return all;
          },
          fail,
        );
        return next.length > 0 ? next : undefined;
      },
      fail,
    );

    const { daily } = write;
    if (daily && (daily.time > 0 || daily.typed > 0)) {
      updateInTransaction<DailyStats>(
        tx.objectStore('dailyStats'),
        daily.day,
        (previous) => ({
          time: (previous?.time ?? 0) + daily.time,
          typed: (previous?.typed ?? 0) + daily.typed,
        }),
        fail,
      );
    }
    const { summary } = write;
    if (summary)
      updateInTransaction<StatsSummary>(tx.objectStore('general'), GENERAL_KEYS.summary, summary, fail);

    const missed = tx.objectStore('missedWords');
    for (const word of new Set(write.missedWords ?? [])) {
      updateInTransaction<MissedWord>(
        missed,
        word,
        (previous) => ({ word, count: (previous?.count ?? 0) + 1, timestamp: write.timestamp }),
        fail,
      );
    }

    if (write.sync) {
      const queue = tx.objectStore('pendingProgressSync');
      const chapterNum = Number.parseInt(write.chapterId, 10);
      for (const { index, stats } of write.paragraphs) {
        const item: PendingProgress = { bookId: write.bookId, chapterNum, paragraphNum: index, stats };
        queue.put(item, pendingKey(write.bookId, write.chapterId, index));
      }
    }
    return saved;
  });
}
