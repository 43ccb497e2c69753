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
  type CatalogueListEntry,
  cataloguePaths,
} from '@typeshelf/core/book';
import {
  CATALOGUE_SHARD_SIZE,
  decodeShardList,
  loadBooksIndex,
  manifestOf,
  shardChaptersOf,
  shardDescriptionsOf,
  shardListOf,
  withShardChapters,
  withShardDescriptions,
} from '@typeshelf/core/library';
import { proxy, ref } from 'valtio';
import { notify } from '../page/notifications';
import { staticUrl } from '../page/static-url';
import type { CacheData } from '../storage';
import { localData } from '../storage/current-profile';
import { offerDescriptionBytes, offerListBytes, whenIndexed } from './search-hand-off';

/**
 * `books` holds whole entries only: none while loading, every one once
 * `ready`. `listed` holds what a list can show of the books so far: while
 * loading, the shards' lists that have arrived (entries without chapters,
 * typed apart), then the whole entries. `shards` are those lists as they
 * arrived, each replaced once its descriptions have come (a cached index is
 * cut into shards of the same size): the search builds one index per shard,
 * once. While loading, `parts` are the lists as the listing shows them: a
 * description, which it never shows, leaves them (and `listed`) as they were.
 */
export type CatalogueState =
  | {
      status: 'loading';
      books: readonly [];
      listed: readonly CatalogueListEntry[];
      /** Every shard's list has arrived (the chapters are still to come). */
      listsIn: boolean;
      parts: readonly (readonly CatalogueListEntry[])[];
      shards: readonly (readonly CatalogueListEntry[])[];
    }
  | {
      status: 'ready';
      books: readonly BookIndexEntry[];
      listed: readonly CatalogueListEntry[];
      lastUpdate: number;
      shards: readonly (readonly CatalogueListEntry[])[];
    };

/** The `lastUpdate` of the catalogue this build was made with (0 when built without one). */
export const BUILT_INDEX_STAMP: number =
  typeof __CATALOGUE_LAST_UPDATE__ === 'number' ? __CATALOGUE_LAST_UPDATE__ : 0;

/** Each entry through core's check of records from outside: a bad one is left out (and logged). */
function checkedIndex(value: unknown): BookIndexFile | null {
  const checked = bookIndexFileOf(value);
  if (checked === null) return null;
  if (checked.skipped > 0)
    console.warn(`${checked.skipped} catalogue entries broke the index's checks and were left out`);
  return checked.file;
}

const getJson = async (path: string): Promise<{ status: number; value: unknown }> => {
  const response = await fetch(staticUrl(path), { cache: 'no-cache' });
  return { status: response.status, value: response.ok ? await response.json() : null };
};

const utf8 = new TextDecoder();

/** Resolves once the main thread is idle (soon after, where the browser cannot tell). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/** Entries checked between two idle moments: a slice stays well under a frame on a slow phone. */
const CHECK_SLICE = 500;

/**
 * `checkedIndex` in slices, each when the main thread is idle, so checking
 * 10,000 entries (seconds on a loaded machine) never holds up a search's
 * answer or a keystroke. An id listed twice keeps its first entry, across
 * slices as within one.
 */
async function checkedInSlices(lastUpdate: number, entries: readonly unknown[]): Promise<BookIndexFile> {
  const books: BookIndexEntry[] = [];
  const ids = new Set<string>();
  let skipped = 0;
  for (let start = 0; start < entries.length; start += CHECK_SLICE) {
    await idle();
    const slice = entries.slice(start, start + CHECK_SLICE);
    const checked = bookIndexFileOf({ lastUpdate, books: slice })!;
    skipped += checked.skipped;
    for (const book of checked.file.books)
      if (ids.has(book.id)) skipped++;
      else {
        ids.add(book.id);
        books.push(book);
      }
  }
  if (skipped > 0) console.warn(`${skipped} catalogue entries broke the index's checks and were left out`);
  return { lastUpdate, books };
}

/**
 * Searches typed and not yet answered on screen. The chapters (most of the
 * index's bytes, and seconds of this thread to read) and the cache save
 * wait while there is one, so a search typed as the lists come has the line
 * and this thread until its answer is drawn.
 */
let searchesOwed = 0;
let onAnswered: (() => void)[] = [];
/** Screens with a search box that are open. */
let searchScreens = 0;
/** Whether a search on such a screen has been answered since this page loaded. */
let answeredOnce = false;
/**
 * On a search screen where nothing has been typed yet, how long after the
 * lists the chapters wait for a first keystroke (which then holds them until
 * its answer is drawn). Only a visit that does not search waits it out.
 */
const SEARCH_GRACE_MS = 1000;

const answered = () => new Promise<void>((resolve) => onAnswered.push(resolve));

/** Resolves once no search typed waits for its answer. */
async function searchesDrawn(): Promise<void> {
  while (searchesOwed > 0) await answered();
}

async function searchesAnswered(): Promise<void> {
  if (searchScreens > 0 && !answeredOnce && searchesOwed === 0)
    await Promise.race([new Promise((resolve) => setTimeout(resolve, SEARCH_GRACE_MS)), answered()]);
  await searchesDrawn();
}

/** Marks a screen that searches the catalogue as open; the returned function marks it closed. */
export function openSearchScreen(): () => void {
  searchScreens++;
  return () => {
    searchScreens--;
  };
}

/** Marks a search as typed and not answered yet; the returned function marks it answered (or left). */
export function holdForSearch(): () => void {
  searchesOwed++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    searchesOwed--;
    if (searchesOwed > 0) return;
    answeredOnce = true;
    const waiting = onAnswered;
    onAnswered = [];
    for (const resolve of waiting) resolve();
  };
}

/**
 * The lists that have arrived, while the rest of the index is on its way;
 * `described` when the call only adds a list's descriptions to what it told
 * of before (nothing a listing shows has changed).
 */
export type PartialIndex = (
  lists: readonly (readonly CatalogueListEntry[])[],
  complete: boolean,
  described: boolean,
) => void;

/**
 * The number of books in the catalogue this build was made with: what a
 * screen that only counts them (the plan cards) reads, without the index.
 */
export const BUILT_BOOK_COUNT: number =
  typeof __CATALOGUE_BOOK_COUNT__ === 'number' ? __CATALOGUE_BOOK_COUNT__ : 0;

/**
 * Each file's bytes, fetched one at a time in the order asked, the next asked
 * for as soon as one has come (while this thread reads it), so the first has
 * the whole line and the line is never idle between two. Null for a file
 * that failed (the index's error, said by the caller when it reaches it).
 */
function inTurn(paths: readonly string[]): () => Promise<ArrayBuffer | null> {
  const bytes = (path: string) =>
    fetch(staticUrl(path), { cache: 'no-cache' })
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      // None is left unhandled: the caller says the error once it reaches this file.
      .catch(() => null);
  let at = 0;
  let next = paths.length > 0 ? bytes(paths[0]!) : null;
  return async () => {
    const current = await next;
    at++;
    next = at < paths.length ? bytes(paths[at]!) : null;
    return current ?? null;
  };
}

/**
 * GET the index (01 §7): its manifest, then each shard's list, most popular
 * books first (`onList` hears of each, so the library can list and search
 * them at once), then each shard's descriptions (the search's last tier;
 * `onList` hears of each list again, described), then each shard's chapters.
 * A catalogue without a manifest (404, or a file that is none) is read whole
 * from the single index file. Null on a non-OK answer, any exception or a
 * file that is no index.
 */
export async function fetchIndex(onList?: PartialIndex): Promise<BookIndexFile | null> {
  try {
    const head = await getJson(cataloguePaths.indexManifest);
    const manifest = manifestOf(head.value);
    if (manifest === null) {
      if (head.status !== 404 && head.value === null) return null;
      const whole = await getJson(cataloguePaths.index());
      return whole.value === null ? null : checkedIndex(whole.value);
    }
    const lists: CatalogueListEntry[][] = [];
    const complete = () => lists.length === manifest.shards.length;
    // The lists, then the descriptions, one after the other on the line.
    const next = inTurn([
      ...manifest.shards.map((shard) => shard.books),
      ...manifest.shards.map((shard) => shard.descriptions),
    ]);
    while (!complete()) {
      const bytes = await next();
      if (!bytes) return null;
      // The search worker indexes its copy while this thread reads the list (a copy is a memcpy).
      const bind = offerListBytes(bytes, manifest.lastUpdate);
      const list = shardListOf(JSON.parse(utf8.decode(bytes)));
      if (list === null) return null;
      const books = decodeShardList(list, manifest.lastUpdate);
      bind?.(books);
      lists.push(books);
      onList?.([...lists], complete(), false);
    }
    // The descriptions follow the lists on the line; the worker reads its copy at once, and this
    // thread reads its own once the searches typed so far are answered over the lists (their titles and
    // authors), which the descriptions only add hits to, at the bottom.
    for (const [number, shard] of manifest.shards.entries()) {
      const bytes = await next();
      if (!bytes) return null;
      const bind = offerDescriptionBytes(bytes, lists[number]!);
      await searchesDrawn();
      const descriptions = shardDescriptionsOf(JSON.parse(utf8.decode(bytes)), shard.count);
      if (descriptions === null) return null;
      lists[number] = withShardDescriptions(lists[number]!, descriptions);
      bind?.(lists[number]!);
      onList?.([...lists], complete(), true);
    }
    // The library draws, indexes and searches the lists first: fetching and parsing the chapters would hold up that work.
    await whenIndexed();
    await idle();
    const books: BookIndexEntry[] = [];
    for (const [number, shard] of manifest.shards.entries()) {
      await searchesAnswered();
      const chapters = shardChaptersOf((await getJson(shard.chapters)).value, lists[number]!.length);
      if (chapters === null) return null;
      books.push(...withShardChapters(lists[number]!, chapters));
      await idle();
    }
    return await checkedInSlices(manifest.lastUpdate, books);
  } catch {
    return null;
  }
}

/** A whole index cut into the shards' size, for a search that builds one index per shard. */
export const cutIntoShards = (books: readonly BookIndexEntry[]): BookIndexEntry[][] => {
  const shards: BookIndexEntry[][] = [];
  for (let start = 0; start < books.length; start += CATALOGUE_SHARD_SIZE)
    shards.push(books.slice(start, start + CATALOGUE_SHARD_SIZE));
  return shards;
};

let saved: Promise<void> = Promise.resolve();
/** The last cache save `loadIndex` started (it runs after the index is served). */
export const indexSaved = (): Promise<void> => saved;

/** Loads the index by core's rule, then runs its effects (cache save, notification). */
export async function loadIndex(
  cache: CacheData,
  builtStamp: number = BUILT_INDEX_STAMP,
  onList?: PartialIndex,
): Promise<BookIndexFile> {
  const cached = await cache.index().catch(() => null);
  const result = await loadBooksIndex({
    cache: { lastUpdate: cached?.lastUpdate ?? null, books: cached?.books ?? null },
    appIndexVersion: builtStamp,
    fetchIndex: () => fetchIndex(onList),
  });
  let lastUpdate = cached?.lastUpdate ?? 0;
  for (const effect of result.effects) {
    switch (effect.type) {
      case 'save-cache':
        lastUpdate = effect.lastUpdate;
        // Saving clones every entry on this thread (seconds for 10,000 books on a loaded machine): it comes
        // after the searches asked so far are answered, when the thread is idle, and the index is served
        // without waiting for it.
        saved = whenIndexed()
          .then(searchesAnswered)
          .then(idle)
          .then(() => cache.saveIndex({ books: effect.books, lastUpdate: effect.lastUpdate }))
          .catch(() => undefined);
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
/** No whole entry yet (kept plain, like the lists). */
const NONE = ref([] as []);
export const catalogueState = proxy<{ state: CatalogueState }>({
  state: { status: 'loading', books: NONE, listsIn: false, listed: ref([]), parts: ref([]), shards: ref([]) },
});
let loaded: Promise<readonly BookIndexEntry[]> | null = null;

/** Starts loading the index once; every later call returns the same load. */
export function startCatalogue(): Promise<readonly BookIndexEntry[]> {
  let arrived: readonly (readonly CatalogueListEntry[])[] = [];
  const onList: PartialIndex = (lists, complete, described) => {
    arrived = lists;
    const last = catalogueState.state;
    // A description changes what the search finds, not what the listing shows: its books are kept as they were.
    const listing =
      described && last.status === 'loading'
        ? { listed: last.listed, parts: last.parts }
        : { listed: ref(lists.flat()), parts: ref([...lists]) };
    catalogueState.state = {
      status: 'loading',
      books: NONE,
      listsIn: complete,
      ...listing,
      shards: ref([...lists]),
    };
  };
  loaded ??= loadIndex(localData.cache, BUILT_INDEX_STAMP, onList).then((file) => {
    // The lists' entries serve the search as well as the whole ones (the same searched fields).
    const listed = arrived.reduce((sum, list) => sum + list.length, 0) === file.books.length;
    const shards = listed ? arrived : cutIntoShards(file.books);
    catalogueState.state = {
      status: 'ready',
      books: ref(file.books),
      listed: ref(file.books),
      lastUpdate: file.lastUpdate,
      shards: ref([...shards]),
    };
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
