import { describe, expect, it } from 'vitest';
import { lengthBucket, matchesTab } from './library-filter';
import { EMPTY_LIBRARY_QUERY, type LibraryQuery } from './library-query';
import { foundText, queryLibrary } from './library-view';
import { createSearchIndex } from './search-index';
import { listBook } from './test-books';

const DAY = 24 * 60 * 60 * 1000;
const now = 100 * DAY;
const books = [
  listBook({ id: 'unstarted', title: 'Alpha', author: 'Ann', genres: ['mystery'], free: true }),
  listBook({ id: 'active', title: 'Beta', author: 'Ben', genres: ['mystery', 'horror'], progress: 0.4 }),
  listBook({ id: 'done', title: 'Gamma', author: 'Cat', genres: ['horror'], progress: 1, favorite: true }),
  listBook({
    id: 'mine',
    title: 'Delta',
    author: 'Ann',
    custom: true,
    createdAt: now - 2 * DAY,
    length: 700_000,
  }),
];
const options = { now, showActive: true, showDone: true, perPage: 24, seed: 1 };
const view = (query: Partial<LibraryQuery>, extra: Partial<typeof options> = {}) =>
  queryLibrary(books, { ...EMPTY_LIBRARY_QUERY, ...query }, { ...options, ...extra });
const ids = (query: Partial<LibraryQuery>, extra: Partial<typeof options> = {}) =>
  view(query, extra).books.map((book) => book.id);

describe('library tabs', () => {
  it('filters by tab', () => {
    expect(ids({ tab: 'all' })).toHaveLength(4);
    expect(ids({ tab: 'done' })).toEqual(['done']);
    expect(ids({ tab: 'in-progress' })).toEqual(['active']);
    expect(ids({ tab: 'favorites' })).toEqual(['done']);
    expect(ids({ tab: 'private' })).toEqual(['mine']);
    expect(ids({ tab: 'public' }).sort()).toEqual(['active', 'done', 'unstarted']);
  });

  it('hides started and finished books with the toggles, but never unstarted ones or the progress tabs', () => {
    const off = { showActive: false, showDone: false };
    expect(ids({}, off).sort()).toEqual(['mine', 'unstarted']);
    expect(ids({ tab: 'done' }, off)).toEqual(['done']);
    expect(ids({ tab: 'in-progress' }, off)).toEqual(['active']);
    expect(ids({}, { showActive: true, showDone: false }).sort()).toEqual(['active', 'mine', 'unstarted']);
    expect(matchesTab({ progress: 1, custom: false, favorite: true }, 'favorites', off)).toBe(false);
  });
});

describe('library criteria', () => {
  it('filters by genre, author and type', () => {
    expect(ids({ genre: 'horror' }).sort()).toEqual(['active', 'done']);
    expect(ids({ author: 'Ann' }).sort()).toEqual(['mine', 'unstarted']);
    expect(ids({ type: 'free' })).toEqual(['unstarted']);
    expect(ids({ type: 'premium' })).toHaveLength(3);
    expect(ids({ type: 'new' })).toEqual(['mine']);
  });

  it('buckets lengths by pages', () => {
    expect([0, 98_000, 100_000, 298_000, 300_000, 598_000, 600_000].map(lengthBucket)).toEqual([
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
      'huge',
    ]);
    expect(ids({ length: 'huge' })).toEqual(['mine']);
    expect(ids({ length: 'short' })).toHaveLength(3);
  });

  it('counts genres over everything but the genre itself', () => {
    expect(view({ genre: 'horror' }).genres).toEqual([
      { genre: 'horror', count: 2 },
      { genre: 'mystery', count: 2 },
    ]);
    expect(view({ tab: 'done' }).genres).toEqual([{ genre: 'horror', count: 1 }]);
  });

  it('searches by relevance, with or without an index', () => {
    expect(ids({ search: 'ann' })).toEqual(['unstarted', 'mine']);
    expect(ids({ search: 'mystery' })).toEqual(['unstarted', 'active']);
    expect(ids({ search: 'mystery' }, { searchIndex: createSearchIndex(books) } as never)).toEqual([
      'unstarted',
      'active',
    ]);
    expect(view({ search: 'mystery' }).order).toBe('relevance');
  });

  it('says how many books it found', () => {
    expect(foundText(0)).toBe('Found 0 books');
    expect(foundText(1)).toBe('Found 1 book');
    expect(foundText(1234)).toBe('Found 1,234 books');
    expect(view({ genre: 'horror' }).foundText).toBe('Found 2 books');
  });

  it('pages the sorted list', () => {
    const result = view({ page: 2 }, { perPage: 3 });
    expect(result.pagination).toMatchObject({ page: 2, pageCount: 2 });
    expect(result.books.map((book) => book.id)).toEqual(['done']);
    expect(result.total).toBe(4);
  });
});
