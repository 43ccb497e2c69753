import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARY_QUERY, SORT_ORDERS } from './library-query';
import { effectiveOrder, offeredSortOrders, sortBooks } from './library-sort';
import { listBook } from './test-books';

const books = [
  listBook({
    id: 'a',
    title: 'Emma',
    author: 'Jane Austen',
    year: 1815,
    length: 900_000,
    createdAt: 3,
    rating: 0.8,
    popularity: 5000,
    part: 2,
    progress: 0.5,
    timestamp: 10,
  }),
  listBook({
    id: 'b',
    title: 'The Hobbit',
    titleAlpha: 'hobbit',
    author: 'J. R. R. Tolkien',
    year: 1937,
    length: 600_000,
    createdAt: 9,
    rating: 0.9,
    popularity: 100_000,
    part: 1,
    progress: 1,
    timestamp: 5,
  }),
  listBook({
    id: 'c',
    title: 'Beowulf',
    author: 'Anonymous',
    year: -700,
    length: 200_000,
    createdAt: 1,
    rating: 0.95,
    popularity: 2,
    part: 3,
    progress: 0.5,
    timestamp: 20,
  }),
  listBook({
    id: 'd',
    title: 'Drafts',
    author: 'Zoe Writer',
    year: null,
    length: 10_000,
    createdAt: 5,
    rating: null,
    popularity: null,
  }),
];
const ids = (order: (typeof SORT_ORDERS)[number], seed = 1) =>
  sortBooks(books, order, { seed }).map((book) => book.id);

describe('sort orders', () => {
  it('offers part only with a series and relevance only while searching', () => {
    expect(offeredSortOrders(EMPTY_LIBRARY_QUERY)).toEqual(
      SORT_ORDERS.filter((order) => order !== 'part' && order !== 'relevance'),
    );
    expect(offeredSortOrders({ series: 'Discworld', search: '' })).toContain('part');
    expect(offeredSortOrders({ series: null, search: 'x' })).toContain('relevance');
    expect(offeredSortOrders({ series: null, search: '  ' })).not.toContain('relevance');
  });

  it('defaults to author, to relevance while searching, and ignores orders not offered', () => {
    expect(effectiveOrder(EMPTY_LIBRARY_QUERY)).toBe('author');
    expect(effectiveOrder({ ...EMPTY_LIBRARY_QUERY, search: 'emma' })).toBe('relevance');
    expect(effectiveOrder({ ...EMPTY_LIBRARY_QUERY, search: 'emma', order: 'year' })).toBe('year');
    expect(effectiveOrder({ ...EMPTY_LIBRARY_QUERY, order: 'part' })).toBe('author');
    expect(effectiveOrder(EMPTY_LIBRARY_QUERY, 'title')).toBe('title');
  });

  it('sorts each order in its direction', () => {
    expect(ids('author')).toEqual(['c', 'b', 'a', 'd']);
    expect(ids('title')).toEqual(['c', 'd', 'a', 'b']);
    expect(ids('added')).toEqual(['b', 'd', 'a', 'c']);
    expect(ids('length')).toEqual(['d', 'c', 'b', 'a']);
    expect(ids('part')).toEqual(['d', 'b', 'a', 'c']);
    expect(ids('popularity')).toEqual(['b', 'a', 'c', 'd']);
    expect(ids('progress')).toEqual(['b', 'c', 'a', 'd']);
    expect(ids('rating')).toEqual(['b', 'a', 'c', 'd']);
    expect(ids('best')).toEqual(['b', 'a', 'c', 'd']);
    expect(ids('year')).toEqual(['c', 'a', 'b', 'd']);
    const relevance = new Map([
      ['d', 3 as const],
      ['a', 1 as const],
    ]);
    expect(sortBooks(books, 'relevance', { seed: 0, relevance }).map((book) => book.id)).toEqual([
      'd',
      'a',
      'c',
      'b',
    ]);
  });

  it('shuffles by seed, the same way every time', () => {
    expect(ids('random', 7)).toEqual(ids('random', 7));
    expect(new Set([1, 2, 3, 4, 5, 6].map((seed) => ids('random', seed).join())).size).toBeGreaterThan(1);
    expect(sortBooks([...books].reverse(), 'random', { seed: 7 }).map((book) => book.id)).toEqual(
      ids('random', 7),
    );
  });

  test.prop([fc.constantFrom(...SORT_ORDERS), fc.integer()])(
    'every order is a permutation',
    (order, seed) => {
      expect([...ids(order, seed)].sort()).toEqual(['a', 'b', 'c', 'd']);
    },
  );
});

describe('A→Z orders collate accents with their base letter', () => {
  const shelf = [
    listBook({ id: 'z', title: 'Zorba', author: 'Stefan Zweig' }),
    listBook({ id: 'e', title: 'Étude', author: 'Émile Zola' }),
    listBook({ id: 'a', title: 'Able', author: 'austen' }),
    listBook({ id: 'f', title: 'Fable', author: 'Fontane' }),
  ];
  it('sorts authors with a locale-aware collation', () => {
    expect(sortBooks(shelf, 'author', { seed: 1 }).map((b) => b.author)).toEqual([
      'austen',
      'Émile Zola',
      'Fontane',
      'Stefan Zweig',
    ]);
  });
  it('sorts titles with a locale-aware collation', () => {
    expect(sortBooks(shelf, 'title', { seed: 1 }).map((b) => b.title)).toEqual([
      'Able',
      'Étude',
      'Fable',
      'Zorba',
    ]);
  });
});
