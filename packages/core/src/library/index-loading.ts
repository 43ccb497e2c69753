import type { BookIndexEntry, BookIndexFile } from '../book/book-types';
import { INDEX_ERROR_CLOSE_DELAY } from './library-constants';

/**
 * Loading the catalogue index (01 §4): a pure decision (`planIndexLoad`) and
 * a small async step (`loadBooksIndex`) that runs it with an injected
 * fetcher and returns what to show plus the effects for the shell to run
 * (save to the cache, show a notification).
 */

/** The cached index (generalCache: booksIndex and booksIndexLastUpdate). */
export interface CachedIndex {
  /** When the cached index was built (its file's lastUpdate); null when nothing is cached. */
  lastUpdate: number | null;
  books: readonly BookIndexEntry[] | null;
}

/** Whether to fetch, and why. */
export type IndexLoadPlan = { type: 'use-cache' } | { type: 'fetch'; reason: 'stale' | 'empty' };

/**
 * Fetch when the cached update stamp is older than the app's index version
 * (or there is none); otherwise use the cache, but fetch if it is empty.
 *
 * @param appIndexVersion the lastUpdate stamp of the catalogue this build of
 *   the app expects, ms since the epoch.
 */
export function planIndexLoad(cache: CachedIndex, appIndexVersion: number): IndexLoadPlan {
  if (cache.lastUpdate === null || cache.lastUpdate < appIndexVersion)
    return { type: 'fetch', reason: 'stale' };
  if (cache.books === null || cache.books.length === 0) return { type: 'fetch', reason: 'empty' };
  return { type: 'use-cache' };
}

/** A notification as the shell shows it (01 §3). */
export interface LibraryNotification {
  type: 'error';
  title: string;
  details: string;
  /** Milliseconds before it closes by itself. */
  closeDelay: number;
}

/** The notification shown when the index cannot be fetched (01 §8); it stays 10 seconds. */
export const INDEX_FETCH_ERROR: LibraryNotification = Object.freeze({
  type: 'error',
  title: 'Error fetching books index',
  details:
    'There was an unexpected error when we tried to fetch the books index, please reload the page and try again.',
  closeDelay: INDEX_ERROR_CLOSE_DELAY,
});

/** What the shell does after loading. */
export type IndexLoadEffect =
  | { type: 'save-cache'; lastUpdate: number; books: BookIndexEntry[] }
  | { type: 'notify'; notification: LibraryNotification };

/** The books to show, where they came from, and the effects to run. */
export interface IndexLoadResult {
  books: readonly BookIndexEntry[];
  source: 'cache' | 'network' | 'failed';
  effects: IndexLoadEffect[];
}

/**
 * Fetches `GET {static origin}/books/_meta_/index_{version}.json`; resolves
 * null on failure (a non-OK answer or an exception may also reject).
 */
export type IndexFetcher = () => Promise<BookIndexFile | null>;

const isIndexFile = (value: unknown): value is BookIndexFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BookIndexFile).lastUpdate === 'number' &&
  Array.isArray((value as BookIndexFile).books);

/**
 * Loads the index by {@link planIndexLoad}. A fetched index is returned and
 * saved to the cache; a failed fetch (null, a rejection, or a file without
 * lastUpdate and books) gives the {@link INDEX_FETCH_ERROR} notification and
 * an empty list.
 */
export async function loadBooksIndex(input: {
  cache: CachedIndex;
  appIndexVersion: number;
  fetchIndex: IndexFetcher;
}): Promise<IndexLoadResult> {
  const plan = planIndexLoad(input.cache, input.appIndexVersion);
  if (plan.type === 'use-cache') return { books: input.cache.books ?? [], source: 'cache', effects: [] };
  let file: unknown = null;
  try {
    file = await input.fetchIndex();
  } catch {
    file = null;
  }
  if (!isIndexFile(file)) {
    return { books: [], source: 'failed', effects: [{ type: 'notify', notification: INDEX_FETCH_ERROR }] };
  }
  return {
    books: file.books,
    source: 'network',
    effects: [{ type: 'save-cache', lastUpdate: file.lastUpdate, books: file.books }],
  };
}
