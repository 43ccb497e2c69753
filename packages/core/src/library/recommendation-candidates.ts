/**
 * Which books the home screen's recommendations may pick from (01 §9), apart
 * from their scoring (`recommender.ts`): the home screen counts them to keep
 * the room its recommendations will take while their code loads.
 */
import type { BookListItem } from '../book/book-types';
import { RECOMMENDED_DESKTOP, RECOMMENDED_MOBILE } from './library-constants';

/** A book the reader has begun. */
export const started = (book: Pick<BookListItem, 'progress'>) => book.progress > 0;

/**
 * The candidates: active catalogue books (not custom) not yet started; in a
 * series, only the first part (the lowest part number) while none is
 * started, else only the next part after the highest started part.
 */
export function recommendationCandidates<T extends BookListItem>(books: readonly T[]): T[] {
  const series = new Map<string, { highestStarted: number | null; parts: number[] }>();
  for (const book of books) {
    if (book.series === null || book.custom) continue;
    const entry = series.get(book.series) ?? { highestStarted: null, parts: [] };
    if (started(book)) entry.highestStarted = Math.max(entry.highestStarted ?? book.part, book.part);
    else entry.parts.push(book.part);
    series.set(book.series, entry);
  }
  const wanted = new Map<string, number | null>();
  for (const [name, entry] of series) {
    const after = entry.highestStarted;
    const parts = after === null ? entry.parts : entry.parts.filter((part) => part > after);
    wanted.set(name, parts.length === 0 ? null : Math.min(...parts));
  }
  return books.filter(
    (book) =>
      book.active &&
      !book.custom &&
      !started(book) &&
      (book.series === null || wanted.get(book.series) === book.part),
  );
}

/** The books the home screen offers the recommender: those open to the reader (a paywalled book is never recommended). */
export function recommendableBooks<T extends BookListItem>(books: readonly T[]): T[] {
  return books.filter((book) => !book.paywalled);
}

/** How many books the home screen recommends: 6 on mobile, 12 on desktop (01 §9). */
export function recommendationLimit(mobile: boolean): number {
  return mobile ? RECOMMENDED_MOBILE : RECOMMENDED_DESKTOP;
}

/**
 * How many recommendations the home screen will show, counted without the
 * scoring: the room it keeps while the recommender's code loads.
 */
export function recommendationRoom(books: readonly BookListItem[], mobile: boolean): number {
  return Math.min(recommendationLimit(mobile), recommendationCandidates(recommendableBooks(books)).length);
}
