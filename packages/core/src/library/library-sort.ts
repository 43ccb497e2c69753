import type { ListedBook } from '../book/book-types';
import { bestScore, popularityScore, ratingScore } from '../scores/book-scores';
import { collate } from '../text/collate';
import { isSearching, type LibraryQuery, SORT_ORDERS, type SortOrder } from './library-query';
import type { Relevance } from './search-relevance';
import { seededHash } from './seeded-hash';
import { compareForTieBreak } from './tie-break';

/** The order used when none is chosen (or the chosen one is not offered). */
export const DEFAULT_SORT_ORDER: SortOrder = 'author';

/**
 * The sort orders the menu offers for a query: all twelve, except `part`
 * only when a series is chosen and `relevance` only while searching.
 */
export function offeredSortOrders(query: Pick<LibraryQuery, 'series' | 'search'>): SortOrder[] {
  return SORT_ORDERS.filter((order) => {
    if (order === 'part') return query.series !== null;
    if (order === 'relevance') return isSearching(query);
    return true;
  });
}

/**
 * The order the list is actually sorted by: the chosen order when it is
 * offered; otherwise relevance while searching, else `fallback` (the user's
 * saved sort, by default author).
 */
export function effectiveOrder(
  query: Pick<LibraryQuery, 'order' | 'series' | 'search'>,
  fallback: SortOrder = DEFAULT_SORT_ORDER,
): SortOrder {
  const offered = offeredSortOrders(query);
  if (query.order !== null && offered.includes(query.order)) return query.order;
  if (isSearching(query)) return 'relevance';
  return offered.includes(fallback) ? fallback : DEFAULT_SORT_ORDER;
}

/** What some orders need besides the books. */
export interface SortContext {
  /** Seed of the `random` order. */
  seed: number;
  /** Search relevance by book id (for `relevance`); books missing from it sort last. */
  relevance?: ReadonlyMap<string, Relevance>;
}

type Key = number | string;

/**
 * Sort keys, ascending (strings by {@link collate}). Directions: author A→Z, best/popularity/rating
 * highest first, added newest first, length shortest first, part first to
 * last, progress furthest first (then most recent activity), random by the
 * seeded hash, relevance highest first, title A→Z by the title sort key,
 * year oldest first with unknown years last.
 */
function keysOf(order: SortOrder, book: ListedBook, context: SortContext): Key[] {
  switch (order) {
    case 'author':
      return [book.author];
    case 'best':
      return [-bestScore(book.rating, book.popularity)];
    case 'added':
      return [-book.createdAt];
    case 'length':
      return [book.length];
    case 'part':
      return [book.part];
    case 'popularity':
      return [-popularityScore(book.popularity), -(book.popularity ?? 0)];
    case 'progress':
      return [-book.progress, -book.timestamp];
    case 'random':
      return [seededHash(context.seed, book.id)];
    case 'rating':
      return [-ratingScore(book.rating, book.popularity)];
    case 'relevance':
      return [-(context.relevance?.get(book.id) ?? -1)];
    case 'title':
      return [];
    case 'year':
      return [book.year === null ? Number.POSITIVE_INFINITY : book.year];
    default: {
      const unknown: never = order;
      throw new Error(`Unknown sort order ${String(unknown)}`);
    }
  }
}

const compareKeys = (a: readonly Key[], b: readonly Key[]) => {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (typeof x === 'string' && typeof y === 'string') {
      const order = collate(x, y);
      if (order !== 0) return order;
      continue;
    }
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
};

/**
 * Sorts books by an order; equal books fall back to the stable tie-break
 * (title sort key, author, id), so every order is total and deterministic.
 * Returns a new array.
 */
export function sortBooks<T extends ListedBook>(
  books: readonly T[],
  order: SortOrder,
  context: SortContext,
): T[] {
  const decorated = books.map((book) => ({ book, keys: keysOf(order, book, context) }));
  decorated.sort((a, b) => compareKeys(a.keys, b.keys) || compareForTieBreak(a.book, b.book));
  return decorated.map((entry) => entry.book);
}
