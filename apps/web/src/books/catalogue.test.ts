import 'fake-indexeddb/auto';
import { type BookIndexEntry, bookIndexEntryOf } from '@typeshelf/core/book';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getNotifications } from '../page/notifications';
import { CacheData } from '../storage';
import { loadIndex } from './catalogue';

// A whole entry, as the catalogue's check reads it: a partial one is left out of the list.
const book = bookIndexEntryOf({ id: 'a--b', title: 'B', language: 'en', chapters: [] }) as BookIndexEntry;
const serve = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }) as Response);

afterEach(() => {
  vi.unstubAllGlobals();
  for (const n of getNotifications()) dismiss(n.id);
});

describe('loading the catalogue index', () => {
  it('fetches when nothing is cached, then serves the cache until the build expects a newer one', async () => {
    const cache = new CacheData('index-cache-1');
    const fetcher = serve({ lastUpdate: 100, books: [book] });
    vi.stubGlobal('fetch', fetcher);
    expect((await loadIndex(cache, 100)).books).toEqual([book]);
    expect(await cache.index()).toEqual({ books: [book], lastUpdate: 100 });
    expect((await loadIndex(cache, 100)).books).toEqual([book]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await loadIndex(cache, 200);
    expect(fetcher).toHaveBeenCalledTimes(2);
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
