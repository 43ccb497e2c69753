/**
 * The library's search: each shard of books is indexed once, on a worker
 * (`catalogue-search.worker.ts`), so neither the index builds nor the
 * searches hold up the page. A shard is known by its array: a shard sent
 * once is not sent again, and one no search names any more is dropped.
 *
 * A list arriving once a search has started the worker goes to it as the bytes
 * fetched (a copy, moved, not cloned), so the worker reads and indexes it
 * while the page reads its own copy; any other shard (the cached index, the
 * private books) is sent as its books' searched fields. Without workers
 * (tests, old browsers) the same search runs here.
 */
import type { Relevance, SearchableBook } from '@typeshelf/core/library';
import type { SearchReply, SearchRequest } from './catalogue-search-messages';
import { registerSearchHandOff } from './search-hand-off';

export type SearchShard = readonly SearchableBook[];

const keys = new WeakMap<SearchShard, number>();
/** Keys of the shards the worker holds. */
const held = new Set<number>();
/**
 * Keys of the shards the worker has indexed, as far as this page knows: it
 * builds a shard's index when a search first names it (or in the
 * background), so a shard it has answered over is indexed.
 */
const indexed = new Set<number>();
/**
 * Lists that came before a first search started the worker, as fetched, by
 * key: the worker gets these bytes when it starts (moved, not cloned), since
 * posting a shard's books would clone every object on this thread (0.3–1.1 s
 * for 10,000 books on a loaded machine, the largest part of a first search).
 */
const unsent = new Map<number, { bytes: ArrayBuffer; lastUpdate: number; descriptions?: ArrayBuffer }>();
/** Searches asked of the worker and not yet answered. */
const waiting = new Map<
  number,
  {
    resolve: (found: Map<string, Relevance>) => void;
    shards: readonly SearchShard[];
    query: string;
    /** The shards' keys, or every key held when the worker was asked whether it had indexed them all. */
    keys: readonly number[];
  }
>();
let nextKey = 0;
let nextId = 0;
/** Undefined until the library first searches; null when this browser has no workers. */
let worker: Worker | null | undefined;

const post = (request: SearchRequest, transfer: Transferable[] = []) =>
  worker?.postMessage(request, transfer);

function keyOf(shard: SearchShard): number {
  let key = keys.get(shard);
  if (key === undefined) {
    key = nextKey++;
    keys.set(shard, key);
  }
  return key;
}

const searched = ({
  id,
  title,
  titleAlpha,
  author,
  description,
  genres,
  topics,
  series,
  search,
}: SearchableBook) => ({
  id,
  title,
  titleAlpha,
  author,
  description,
  genres,
  topics,
  series,
  search,
});

function started(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') {
    worker = null;
    unsent.clear();
    return worker;
  }
  worker = new Worker(new URL('./catalogue-search.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<SearchReply>) => {
    const { id, ids, relevance } = event.data;
    const found = new Map<string, Relevance>();
    ids.forEach((book, position) => {
      found.set(book, relevance[position]!);
    });
    const asked = waiting.get(id);
    if (asked) for (const key of asked.keys) indexed.add(key);
    asked?.resolve(found);
    waiting.delete(id);
  };
  // A worker that cannot start (its script failed to load) leaves the searches to this thread.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    held.clear();
    indexed.clear();
    unsent.clear();
    const unanswered = [...waiting.values()];
    waiting.clear();
    void import('./search-here').then(({ searchHere }) => {
      for (const { resolve, shards, query } of unanswered) resolve(searchHere(shards, query));
    });
  };
  return worker;
}

/** Sends the worker the shards it does not hold yet, in order. */
function send(shards: readonly SearchShard[]): void {
  for (const shard of shards) {
    const key = keyOf(shard);
    if (held.has(key)) continue;
    const list = unsent.get(key);
    if (list)
      post(
        { type: 'list', key, ...list },
        list.descriptions ? [list.bytes, list.descriptions] : [list.bytes],
      );
    else post({ type: 'books', key, books: shard.map(searched) });
    unsent.delete(key);
    held.add(key);
  }
}

const ask = (shards: readonly SearchShard[], query: string): Promise<Map<string, Relevance>> => {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, { resolve, shards, query, keys: shards.map(keyOf) });
    post({ type: 'search', id, query, keys: shards.map(keyOf) });
  });
};

/**
 * Gives the worker, once a first search has started it, the shards a search
 * will name, so their indexes are built before the next search asks. Shards
 * it held that are not among them are dropped. The worker starts with the
 * first search, not with the screen: a visit that never searches fetches
 * none of the search code.
 */
export function prepareSearch(shards: readonly SearchShard[]): void {
  if (!worker) return;
  const wanted = new Set(shards.map(keyOf));
  send(shards);
  for (const key of held) {
    if (wanted.has(key)) continue;
    post({ type: 'drop', key });
    held.delete(key);
    indexed.delete(key);
  }
}

/**
 * Starts the worker ahead of a search (at the first keystroke, while the
 * search box waits for a pause): its script loads and it indexes the shards
 * so far while the words are still being typed.
 */
export function startSearch(shards: readonly SearchShard[]): void {
  if (started()) prepareSearch(shards);
}

/**
 * A shard's list as fetched, before this thread reads it: once a search has
 * started the worker, the worker reads and indexes a copy (moved to it) while
 * the page decodes these bytes. Before that, the bytes are kept for the
 * worker, which gets them when it starts. The answer names the books decoded
 * from them, once they are.
 */
export function offerListBytes(bytes: ArrayBuffer, lastUpdate: number): (shard: SearchShard) => void {
  const key = nextKey++;
  if (worker) {
    const copy = bytes.slice(0);
    post({ type: 'list', key, bytes: copy, lastUpdate }, [copy]);
    held.add(key);
  } else if (worker === undefined) {
    // Read by this thread, never written: the page parses from them without changing them.
    unsent.set(key, { bytes, lastUpdate });
  }
  return (shard) => keys.set(shard, key);
}

/**
 * A shard's descriptions as fetched, before this thread reads them: the
 * worker (or, before it starts, the list kept for it) adds them to the books
 * it holds for `shard`, and the answer names the described books this thread
 * makes from them, once it has. Nothing is offered for a shard the worker
 * does not hold as fetched: it gets the described books when a search names
 * them.
 */
export function offerDescriptionBytes(
  bytes: ArrayBuffer,
  shard: SearchShard,
): ((described: SearchShard) => void) | null {
  const from = keys.get(shard);
  if (from === undefined) return null;
  const key = nextKey++;
  const list = unsent.get(from);
  if (worker && held.has(from)) {
    const copy = bytes.slice(0);
    post({ type: 'describe', key, from, bytes: copy }, [copy]);
    held.add(key);
  } else if (worker === undefined && list) {
    // The described list replaces the list: the page's shard is replaced as soon as it is described.
    unsent.delete(from);
    unsent.set(key, { ...list, descriptions: bytes });
  } else return null;
  return (described) => keys.set(described, key);
}

/**
 * Each found book's relevance over the shards, by id. When the worker may
 * not have indexed every shard yet (a first search, lists still arriving),
 * `onFirst` hears first what the first shard (the most popular books) alone
 * finds: the worker answers that before it indexes the rest, so a popular
 * title shows without waiting for every list's index.
 */
export async function searchCatalogue(
  shards: readonly SearchShard[],
  query: string,
  onFirst?: (found: Map<string, Relevance>) => void,
): Promise<Map<string, Relevance>> {
  started();
  if (worker && onFirst && shards.length > 1 && shards.slice(1).some((shard) => !indexed.has(keyOf(shard)))) {
    send(shards.slice(0, 1));
    void ask(shards.slice(0, 1), query).then(onFirst);
  }
  prepareSearch(shards);
  if (worker === null) {
    const { searchHere } = await import('./search-here');
    return searchHere(shards, query);
  }
  return ask(shards, query);
}

/**
 * Resolves once the worker has indexed every list sent so far (at once when
 * there is none), so work that can wait (the chapters' download and parse)
 * does not compete with the first search.
 */
export function whenIndexed(): Promise<void> {
  if (!worker) return Promise.resolve();
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, { resolve: () => resolve(), shards: [], query: '', keys: [...held] });
    post({ type: 'indexed', id });
  });
}

// From the moment a screen that searches has this module, the catalogue's loading offers it its
// lists as fetched (kept as bytes for the worker until a first search starts it).
registerSearchHandOff({ offerListBytes, offerDescriptionBytes, whenIndexed });
