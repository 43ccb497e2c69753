/**
 * The catalogue index: read from the shared cache, fetched when the cache is
 * empty or older than the catalogue this build shipped with (core's
 * `loadBooksIndex`, 01 §4). A failed fetch shows the spec's notification and
 * leaves an empty list.
 */
import {
  type BookIndexEntry,
  type BookIndexFile,
  bookIndexFileOf,
  cataloguePaths,
} from '@typeshelf/core/book';
import { loadBooksIndex } from '@typeshelf/core/library';
import { proxy, ref } from 'valtio';
import { notify } from '../page/notifications';
import { staticUrl } from '../page/static-url';
import type { CacheData } from '../storage';
import { localData } from '../storage/current-profile';

export type CatalogueState =
  | { status: 'loading'; books: readonly BookIndexEntry[] }
  | { status: 'ready'; books: readonly BookIndexEntry[]; lastUpdate: number };

/** The `lastUpdate` of the catalogue this build was made with (0 when built without one). */
export const BUILT_INDEX_STAMP: number =
  typeof __CATALOGUE_LAST_UPDATE__ === 'number' ? __CATALOGUE_LAST_UPDATE__ : 0;

/**
 * The number of books in the catalogue this build was made with: what a
 * screen that only counts them (the plan cards) reads, without the index.
 */
export const BUILT_BOOK_COUNT: number =
  typeof __CATALOGUE_BOOK_COUNT__ === 'number' ? __CATALOGUE_BOOK_COUNT__ : 0;

/**
 * GET the index; null on a non-OK answer, any exception or a file that is no
 * index (01 §7). Each entry goes through core's check of records from outside:
 * a bad one is left out (and logged), the rest listed.
 */
export async function fetchIndex(): Promise<BookIndexFile | null> {
  try {
    const response = await fetch(staticUrl(cataloguePaths.index()), { cache: 'no-cache' });
    if (!response.ok) return null;
    const checked = bookIndexFileOf(await response.json());
    if (checked === null) return null;
    if (checked.skipped > 0)
      console.warn(`${checked.skipped} catalogue entries broke the index's checks and were left out`);
    return checked.file;
  } catch {
    return null;
  }
}

/** Loads the index by core's rule, then runs its effects (cache save, notification). */
export async function loadIndex(
  cache: CacheData,
  builtStamp: number = BUILT_INDEX_STAMP,
): Promise<BookIndexFile> {
  const cached = await cache.index().catch(() => null);
  const result = await loadBooksIndex({
    cache: { lastUpdate: cached?.lastUpdate ?? null, books: cached?.books ?? null },
    appIndexVersion: builtStamp,
    fetchIndex,
  });
  let lastUpdate = cached?.lastUpdate ?? 0;
  for (const effect of result.effects) {
    switch (effect.type) {
      case 'save-cache':
        lastUpdate = effect.lastUpdate;
        await cache.saveIndex({ books: effect.books, lastUpdate: effect.lastUpdate }).catch(() => undefined);
        break;
      case 'notify':
        notify({ ...effect.notification });
        break;
      default: {
        const never: never = effect;
        throw new Error(`Unknown effect ${JSON.stringify(never)}`);
      }
    }
  }
  return { lastUpdate, books: [...result.books] };
}

// The books stay plain (`ref`): thousands of entries, replaced whole, never changed in place.
export const catalogueState = proxy<{ state: CatalogueState }>({
  state: { status: 'loading', books: ref([]) },
});
let loaded: Promise<readonly BookIndexEntry[]> | null = null;

/** Starts loading the index once; every later call returns the same load. */
export function startCatalogue(): Promise<readonly BookIndexEntry[]> {
  loaded ??= loadIndex(localData.cache).then((file) => {
    catalogueState.state = { status: 'ready', books: ref(file.books), lastUpdate: file.lastUpdate };
    return file.books;
  });
  return loaded;
}

/**
 * The catalogue's books once the index has loaded. Decisions that must know
 * every catalogue id (an import under a catalogue book's id) wait for this
 * rather than read a render's snapshot, which may still be the empty list.
 */
export function catalogueBooks(): Promise<readonly BookIndexEntry[]> {
  return startCatalogue();
}
