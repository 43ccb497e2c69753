/**
 * What a book's page reads (02 §1): the book as the library lists it, its
 * full info, each chapter's progress, the reader's recent speed (the time
 * left), the genre and topic labels, and whether the reader has local premium.
 */
import type { BookListItem } from '@typeshelf/core/book';
import { type InfoState, useBookInfo } from '../../books/use-book-info';
import { type LibraryData, useLibraryBooks } from '../../books/use-library-books';
import { type TaxonomyLabels, useTaxonomyLabels } from '../../books/use-taxonomy-labels';
import { useChapterStats, useStatsSummary } from '../../progress/use-progress';
import { useSession } from '../../session/use-session';
import type { BookStats, ChapterStats } from '../../storage';

export interface BookPage {
  library: LibraryData;
  /** Undefined when the library has no such book. */
  book: BookListItem | undefined;
  info: InfoState;
  /** Null until the label tables have loaded. */
  labels: TaxonomyLabels | null;
  chapterStats: Record<string, ChapterStats>;
  stats: BookStats | undefined;
  /** Words a minute of recent typing; null without any. */
  recentWpm: number | null | undefined;
  isLocalPremium: boolean;
}

/** Until a book's chapters are read: one object, so the page's memos keep it. */
const NO_CHAPTERS: Record<string, ChapterStats> = {};

export function useBookPage(bookId: string): BookPage {
  const session = useSession();
  const library = useLibraryBooks();
  const labels = useTaxonomyLabels();
  const book = library.books.find((b) => b.id === bookId);
  const info = useBookInfo(bookId, book ? book.custom : null);
  const chapterStats = useChapterStats(bookId) ?? NO_CHAPTERS;
  const summary = useStatsSummary();
  const recentWpm = summary === undefined ? undefined : (summary?.average?.wpm ?? null);
  return {
    library,
    book,
    info,
    labels,
    chapterStats,
    stats: library.stats.get(bookId),
    recentWpm,
    isLocalPremium: (session.plan ?? session.accountInfo).isLocalPremium,
  };
}
