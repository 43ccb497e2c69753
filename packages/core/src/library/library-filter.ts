import type { ListedBook } from '../book/book-types';
import { isComplete } from '../book/completion';
import { bookPages, isBookNew } from './book-presentation';
import type { LengthBucket, LibraryQuery, LibraryTab } from './library-query';

/** Where a book stands: 0 not started, between 0 and 1 in progress, 1 done. */
export type ProgressState = 'unstarted' | 'in-progress' | 'done';

/** The progress state of a progress value. */
export function progressState(progress: number): ProgressState {
  if (isComplete(progress)) return 'done';
  if (progress > 0) return 'in-progress';
  return 'unstarted';
}

/** The settings toggles that include or hide started and finished books. */
export interface ProgressToggles {
  showActive: boolean;
  showDone: boolean;
}

/**
 * Tabs: all (public and private), favorites, done (progress 1), in-progress
 * (strictly between 0 and 1), private (custom), public (not custom). On the
 * tabs other than in-progress and done, showActive and showDone include or
 * hide in-progress and done books; unstarted books are always shown.
 */
export function matchesTab(
  book: Pick<ListedBook, 'progress' | 'custom' | 'favorite'>,
  tab: LibraryTab,
  toggles: ProgressToggles,
): boolean {
  const state = progressState(book.progress);
  const toggled = state === 'unstarted' || (state === 'in-progress' ? toggles.showActive : toggles.showDone);
  switch (tab) {
    case 'done':
      return state === 'done';
    case 'in-progress':
      return state === 'in-progress';
    case 'all':
      return toggled;
    case 'favorites':
      return book.favorite && toggled;
    case 'private':
      return book.custom && toggled;
    case 'public':
      return !book.custom && toggled;
    default: {
      const unknown: never = tab;
      throw new Error(`Unknown tab ${String(unknown)}`);
    }
  }
}

/**
 * Length buckets in pages (2000 characters a page): short under 50 pages,
 * medium 50–149, long 150–299, huge 300 and more.
 */
export const LENGTH_BUCKET_PAGES: Readonly<Record<LengthBucket, { min: number; max: number }>> = {
  short: { min: 0, max: 49 },
  medium: { min: 50, max: 149 },
  long: { min: 150, max: 299 },
  huge: { min: 300, max: Number.POSITIVE_INFINITY },
};

/** The length bucket of a book of `length` typed characters. */
export function lengthBucket(length: number): LengthBucket {
  const pages = bookPages(length);
  if (pages < LENGTH_BUCKET_PAGES.medium.min) return 'short';
  if (pages < LENGTH_BUCKET_PAGES.long.min) return 'medium';
  if (pages < LENGTH_BUCKET_PAGES.huge.min) return 'long';
  return 'huge';
}

/** What filtering needs besides the query. */
export interface FilterContext extends ProgressToggles {
  /** Now, ms since the epoch (for the `new` type). */
  now: number;
}

/**
 * The criteria of a query other than tab and search: genre, topic, author,
 * series (exact), type (new, free, premium = not free) and length bucket.
 * Pass `except: 'genre'` to ignore the genre (for the genre counts).
 */
export function matchesCriteria(
  book: ListedBook,
  query: LibraryQuery,
  now: number,
  except: 'genre' | null = null,
): boolean {
  if (except !== 'genre' && query.genre !== null && !book.genres.includes(query.genre)) return false;
  if (query.topic !== null && !book.topics.includes(query.topic)) return false;
  if (query.author !== null && book.author !== query.author) return false;
  if (query.series !== null && book.series !== query.series) return false;
  if (query.length !== null && lengthBucket(book.length) !== query.length) return false;
  switch (query.type) {
    case null:
      return true;
    case 'new':
      return isBookNew(book.createdAt, now);
    case 'free':
      return book.free;
    case 'premium':
      return !book.free;
    default: {
      const unknown: never = query.type;
      throw new Error(`Unknown type ${String(unknown)}`);
    }
  }
}

/** A genre of the filter list and how many books it holds. */
export interface GenreCount {
  genre: string;
  count: number;
}

/** Genre counts, most books first, then by name. */
export function countGenres(books: readonly Pick<ListedBook, 'genres'>[]): GenreCount[] {
  const counts = new Map<string, number>();
  for (const book of books) {
    for (const genre of new Set(book.genres)) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  return [...counts]
    .map(([genre, count]) => ({ genre, count }))
    .sort((a, b) => b.count - a.count || (a.genre < b.genre ? -1 : a.genre > b.genre ? 1 : 0));
}
