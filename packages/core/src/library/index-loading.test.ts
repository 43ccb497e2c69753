import { describe, expect, it } from 'vitest';
import type { BookIndexFile } from '../book/book-types';
import { INDEX_FETCH_ERROR, loadBooksIndex, planIndexLoad } from './index-loading';
import { listBook } from './test-books';

const cached = [listBook({ id: 'cached' })];
const fresh: BookIndexFile = { lastUpdate: 2000, books: [listBook({ id: 'fresh' })] };

describe('planIndexLoad', () => {
  it('fetches when the cache is older than the app index version or missing', () => {
    expect(planIndexLoad({ lastUpdate: 999, books: cached }, 1000)).toEqual({
      type: 'fetch',
      reason: 'stale',
    });
    expect(planIndexLoad({ lastUpdate: null, books: null }, 1000)).toEqual({
      type: 'fetch',
      reason: 'stale',
    });
  });

  it('uses a current cache, unless it is empty', () => {
    expect(planIndexLoad({ lastUpdate: 1000, books: cached }, 1000)).toEqual({ type: 'use-cache' });
    expect(planIndexLoad({ lastUpdate: 5000, books: [] }, 1000)).toEqual({ type: 'fetch', reason: 'empty' });
  });
});

describe('loadBooksIndex', () => {
  it('uses the cache without fetching', async () => {
    let calls = 0;
    const result = await loadBooksIndex({
      cache: { lastUpdate: 1000, books: cached },
      appIndexVersion: 1000,
      fetchIndex: async () => {
        calls++;
        return fresh;
      },
    });
    expect(result).toEqual({ books: cached, source: 'cache', effects: [] });
    expect(calls).toBe(0);
  });

  it('fetches a stale index and saves it', async () => {
    const result = await loadBooksIndex({
      cache: { lastUpdate: 1, books: cached },
      appIndexVersion: 1000,
      fetchIndex: async () => fresh,
    });
    expect(result).toEqual({
      books: fresh.books,
      source: 'network',
      effects: [{ type: 'save-cache', lastUpdate: 2000, books: fresh.books }],
    });
  });

  it('on failure shows the error for 10 seconds and an empty list', async () => {
    expect(INDEX_FETCH_ERROR).toEqual({
      type: 'error',
      title: 'Error fetching books index',
      details:
        'There was an unexpected error when we tried to fetch the books index, please reload the page and try again.',
      closeDelay: 10_000,
    });
    const failures = [
      async () => null,
      async () => {
        throw new Error('offline');
      },
      async () => ({ nope: true }) as unknown as BookIndexFile,
    ];
    for (const fetchIndex of failures) {
      const result = await loadBooksIndex({
        cache: { lastUpdate: null, books: null },
        appIndexVersion: 1,
        fetchIndex,
      });
      expect(result).toEqual({
        books: [],
        source: 'failed',
        effects: [{ type: 'notify', notification: INDEX_FETCH_ERROR }],
      });
    }
  });
});
