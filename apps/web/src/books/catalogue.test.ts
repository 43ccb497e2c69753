import 'fake-indexeddb/auto';
import { type BookIndexEntry, bookIndexEntryOf, cataloguePaths } from '@typeshelf/core/book';
import { CATALOGUE_SHARD_SIZE, encodeCatalogueShards, shardOrder } from '@typeshelf/core/library';
import { generatedBookInfos, generatedIndexFile, seededRandom } from '@typeshelf/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getNotifications } from '../page/notifications';
import { CacheData } from '../storage';
import { cutIntoShards, holdForSearch, indexSaved, loadIndex } from './catalogue';

// A whole entry, as the catalogue's check reads it: a partial one is left out of the list.
const book = bookIndexEntryOf({ id: 'a--b', title: 'B', language: 'en', chapters: [] }) as BookIndexEntry;
const serve = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }) as Response);

afterEach(() => {
  vi.unstubAllGlobals();
  for (const n of getNotifications()) dismiss(n.id);
});

/** Serves a generated catalogue in shards of `size`, noting each path asked for. */
function serveShards(books: number, size: number) {
  const file = generatedIndexFile(generatedBookInfos({ size: books, random: seededRandom(3) }));
  const { manifest, shards } = encodeCatalogueShards(file, size);
  const files = new Map<string, unknown>([[cataloguePaths.indexManifest, manifest]]);
  for (const shard of shards)
    for (const part of [shard.books, shard.descriptions, shard.chapters]) files.set(part.path, part.value);
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = [...files.keys()].find((key) => String(url).endsWith(key));
      asked.push(path ?? String(url));
      const text = path === undefined ? null : JSON.stringify(files.get(path));
      return {
        ok: text !== null,
        status: text === null ? 404 : 200,
        json: async () => (text === null ? null : JSON.parse(text)),
        arrayBuffer: async () => new TextEncoder().encode(text ?? '').buffer,
      } as Response;
    }),
  );
  return { file, shards, asked };
}

describe('loading the catalogue index', () => {
  it('fetches when nothing is cached, then serves the cache until the build expects a newer one', async () => {
    const cache = new CacheData('index-cache-1');
    // A catalogue without a manifest (built before shards) is read whole: two requests a load.
    const fetcher = serve({ lastUpdate: 100, books: [book] });
    vi.stubGlobal('fetch', fetcher);
    expect((await loadIndex(cache, 100)).books).toEqual([book]);
    // The save comes after the index is served, once nothing waits for the main thread.
    await indexSaved();
    expect(await cache.index()).toEqual({ books: [book], lastUpdate: 100 });
    expect((await loadIndex(cache, 100)).books).toEqual([book]);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await loadIndex(cache, 200);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it("reads the shards' lists first, telling of each, then their descriptions, then their chapters", async () => {
    const { file, shards, asked } = serveShards(30, 12);
    const heard: number[][] = [];
    const described: boolean[][] = [];
    const askedWhenHeard: number[] = [];
    const onlyDescribed: boolean[] = [];
    const loaded = await loadIndex(new CacheData('index-cache-3'), 0, (lists, _complete, only) => {
      onlyDescribed.push(only);
      heard.push(lists.map((list) => list.length));
      described.push(lists.map((list) => list.every((entry) => entry.description !== '')));
      askedWhenHeard.push(asked.length);
    });
    expect(loaded.books).toEqual(shardOrder(file.books));
    expect(heard).toEqual([[12], [12, 12], ...Array(4).fill([12, 12, 6])]);
    // A list is told of without its descriptions, then again with them, the most popular first.
    expect(described).toEqual([
      [false],
      [false, false],
      [false, false, false],
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
    // A list's descriptions are told of as such: nothing the listing shows has changed.
    expect(onlyDescribed).toEqual([false, false, false, true, true, true]);
    // The next file is on its way while the page reads one (the manifest, then one file ahead).
    expect(askedWhenHeard).toEqual([3, 4, 5, 6, 7, 7]);
    expect(asked).toEqual([
      cataloguePaths.indexManifest,
      ...shards.map((shard) => shard.books.path),
      ...shards.map((shard) => shard.descriptions.path),
      ...shards.map((shard) => shard.chapters.path),
    ]);
  });

  it('asks for no chapters while a search typed is unanswered, and for them once it is', async () => {
    const { file, shards, asked } = serveShards(30, 12);
    const answered = holdForSearch();
    let listsIn = (): void => undefined;
    const lists = new Promise<void>((resolve) => {
      listsIn = resolve;
    });
    const loading = loadIndex(new CacheData('index-cache-4'), 0, (arrived) => {
      if (arrived.length === shards.length) listsIn();
    });
    await lists;
    // Time enough for the loading to reach the chapters, were they not held.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.some((path) => path.includes('chapters'))).toBe(false);
    answered();
    // Marking it answered twice (a screen left after its answer) releases nothing more.
    answered();
    expect((await loading).books).toEqual(shardOrder(file.books));
    expect(asked.filter((path) => path.includes('chapters'))).toEqual(
      shards.map((shard) => shard.chapters.path),
    );
  });

  it('cuts a cached index into shards of the size the build writes', () => {
    const books = Array.from({ length: CATALOGUE_SHARD_SIZE + 1 }, () => book);
    expect(cutIntoShards(books).map((shard) => shard.length)).toEqual([CATALOGUE_SHARD_SIZE, 1]);
  });

  it('notifies and shows an empty list when the fetch fails', async () => {
    vi.stubGlobal('fetch', serve(null, false));
    const file = await loadIndex(new CacheData('index-cache-2'), 0);
    expect(file.books).toEqual([]);
    expect(getNotifications().map((n) => [n.title, n.type, n.closeDelay])).toEqual([
      ['Error fetching books index', 'error', 10_000],
    ]);
  });
});
