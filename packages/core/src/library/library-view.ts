import type { ListedBook } from '../book/book-types';
import { type LibraryChip, libraryChips, showClearAll } from './library-actions';
import { countGenres, type GenreCount, matchesCriteria, matchesTab } from './library-filter';
import { type Pagination, paginate } from './library-paging';
import { isSearching, type LibraryQuery, type SortOrder } from './library-query';
import { effectiveOrder, offeredSortOrders, sortBooks } from './library-sort';
import { type SearchIndex, searchBooks } from './search-index';
import { type Relevance, searchLinear } from './search-relevance';
import { shardRelevance } from './search-shards';

/** What the library screen needs besides the books and the query. */
export interface LibraryViewOptions {
  /** Now, ms since the epoch (for the `new` type). */
  now: number;
  /** Settings ui.showActive: include in-progress books on tabs other than in-progress and done. */
  showActive: boolean;
  /** Settings ui.showDone: include done books on tabs other than in-progress and done. */
  showDone: boolean;
  /** Books per page: `BOOKS_PER_PAGE_DESKTOP` (24) or `BOOKS_PER_PAGE_MOBILE` (12). */
  perPage: number;
  /** Seed of the random order; keep it for a visit so pages do not reshuffle. */
  seed: number;
  /** The order used when the query names none (settings ui.sortBy); author by default. */
  defaultOrder?: SortOrder;
  /**
   * An index built with `createSearchIndex` over these same books (same
   * ids), or one per shard of them (a catalogue arriving in shards); without
   * one, search scans the list (same result, slower).
   */
  searchIndex?: SearchIndex | readonly SearchIndex[];
}

/** Everything the library screen shows for a query. */
export interface LibraryView<T extends ListedBook> {
  /** The books of the current page, sorted. */
  books: T[];
  /** Books matching the query on all pages. */
  total: number;
  /** "Found N book(s)". */
  foundText: string;
  pagination: Pagination;
  /** The order the list is sorted by. */
  order: SortOrder;
  /** The orders the sort menu offers. */
  orders: SortOrder[];
  /** The genre filter list: genres of the books matching everything but the genre, with counts. */
  genres: GenreCount[];
  chips: LibraryChip[];
  showClearAll: boolean;
}

/** "Found 1 book", "Found 1,234 books". */
export function foundText(count: number): string {
  return `Found ${count.toLocaleString('en-US')} ${count === 1 ? 'book' : 'books'}`;
}

const isShards = (index: SearchIndex | readonly SearchIndex[] | undefined): index is readonly SearchIndex[] =>
  Array.isArray(index);

function relevanceById(
  books: readonly ListedBook[],
  search: string,
  index: SearchIndex | readonly SearchIndex[] | undefined,
): Map<string, Relevance> {
  if (isShards(index)) return shardRelevance(index, search);
  const hits = index === undefined ? searchLinear(books, search) : searchBooks(index, search);
  const found = index === undefined ? books : index.books;
  return new Map(hits.map((hit) => [found[hit.index]!.id, hit.relevance]));
}

/**
 * Filters, searches, sorts and pages the library for a query. Books are the
 * catalogue and visible custom books with the user's progress, favourites and
 * paywall merged in (`ListedBook`).
 */
export function queryLibrary<T extends ListedBook>(
  books: readonly T[],
  query: LibraryQuery,
  options: LibraryViewOptions,
): LibraryView<T> {
  const relevance = isSearching(query) ? relevanceById(books, query.search, options.searchIndex) : null;
  return viewLibrary(books, query, relevance, options);
}

/**
 * {@link queryLibrary} with the search already done elsewhere (a worker
 * holding the search indexes): `relevance` holds each found book's relevance
 * by id, and is read only when the query is searching. It calls no search
 * code, so a screen that searches off its thread does not bundle it.
 */
export function viewLibrary<T extends ListedBook>(
  books: readonly T[],
  query: LibraryQuery,
  found: ReadonlyMap<string, Relevance> | null,
  options: Omit<LibraryViewOptions, 'searchIndex'>,
): LibraryView<T> {
  const toggles = { showActive: options.showActive, showDone: options.showDone };
  const relevance = isSearching(query) ? (found ?? new Map<string, Relevance>()) : null;
  const inScope = books.filter(
    (book) =>
      matchesTab(book, query.tab, toggles) &&
      (relevance === null || relevance.has(book.id)) &&
      matchesCriteria(book, query, options.now, 'genre'),
  );
  const matching =
    query.genre === null ? inScope : inScope.filter((book) => book.genres.includes(query.genre!));
  const order = effectiveOrder(query, options.defaultOrder);
  const sorted = sortBooks(matching, order, { seed: options.seed, ...(relevance ? { relevance } : {}) });
  const pagination = paginate(sorted.length, query.page, options.perPage);
  return {
    books: sorted.slice(pagination.start, pagination.end),
    total: sorted.length,
    foundText: foundText(sorted.length),
    pagination,
    order,
    orders: offeredSortOrders(query),
    genres: countGenres(inScope),
    chips: libraryChips(query),
    showClearAll: showClearAll(query),
  };
}
