import { describe, expect, it } from 'vitest';
import { applyLibraryAction, libraryChips, showClearAll } from './library-actions';
import { EMPTY_LIBRARY_QUERY, type LibraryQuery } from './library-query';

const full: LibraryQuery = {
  genre: 'mystery',
  topic: 'detectives',
  author: 'Arthur Conan Doyle',
  type: 'free',
  search: 'hound',
  tab: 'public',
  series: 'Sherlock Holmes',
  length: 'short',
  order: 'relevance',
  page: 4,
  focus: true,
};

describe('library chips', () => {
  it('has one chip per criterion set, in a fixed order', () => {
    expect(libraryChips(full).map((chip) => chip.kind)).toEqual([
      'search',
      'author',
      'series',
      'genre',
      'topic',
      'type',
      'length',
    ]);
    expect(libraryChips(EMPTY_LIBRARY_QUERY)).toEqual([]);
    expect(libraryChips({ ...EMPTY_LIBRARY_QUERY, search: '   ' })).toEqual([]);
  });

  it('shows CLEAR-all only with more than one criterion', () => {
    expect(showClearAll(EMPTY_LIBRARY_QUERY)).toBe(false);
    expect(showClearAll({ ...EMPTY_LIBRARY_QUERY, genre: 'mystery' })).toBe(false);
    expect(showClearAll({ ...EMPTY_LIBRARY_QUERY, genre: 'mystery', length: 'long' })).toBe(true);
  });
});

describe('library reset rules', () => {
  it('a chip removes its criterion and resets the page', () => {
    for (const chip of libraryChips(full)) {
      const next = applyLibraryAction(full, { type: 'remove-chip', chip: chip.kind });
      expect(next.page).toBe(1);
      expect(libraryChips(next).map((c) => c.kind)).not.toContain(chip.kind);
      expect(libraryChips(next)).toHaveLength(6);
    }
  });

  it('removing the search drops the relevance order; removing the series drops the part order', () => {
    expect(applyLibraryAction(full, { type: 'remove-chip', chip: 'search' }).order).toBeNull();
    expect(
      applyLibraryAction({ ...full, order: 'part' }, { type: 'remove-chip', chip: 'series' }).order,
    ).toBeNull();
    expect(
      applyLibraryAction({ ...full, order: 'year' }, { type: 'remove-chip', chip: 'search' }).order,
    ).toBe('year');
  });

  it('CLEAR-all removes every chip and keeps the tab', () => {
    const next = applyLibraryAction(full, { type: 'clear-all' });
    expect(next).toEqual({ ...EMPTY_LIBRARY_QUERY, tab: 'public' });
  });

  it('search sets the order to relevance and resets the page', () => {
    const start = { ...EMPTY_LIBRARY_QUERY, order: 'year' as const, page: 3 };
    expect(applyLibraryAction(start, { type: 'set-search', search: 'dickens' })).toMatchObject({
      search: 'dickens',
      order: 'relevance',
      page: 1,
    });
    expect(applyLibraryAction(full, { type: 'set-search', search: '' })).toMatchObject({
      search: '',
      order: null,
    });
  });

  it('a tab change clears author, genre, type, search, series and page', () => {
    expect(applyLibraryAction(full, { type: 'set-tab', tab: 'favorites' })).toEqual({
      ...EMPTY_LIBRARY_QUERY,
      tab: 'favorites',
      topic: 'detectives',
      length: 'short',
    });
  });

  it('setting a criterion or an order resets the page; a page is at least 1', () => {
    const start = { ...EMPTY_LIBRARY_QUERY, page: 5 };
    expect(applyLibraryAction(start, { type: 'set-criteria', criteria: { genre: 'horror' } })).toMatchObject({
      genre: 'horror',
      page: 1,
    });
    expect(applyLibraryAction(start, { type: 'set-order', order: 'title' })).toMatchObject({
      order: 'title',
      page: 1,
    });
    expect(applyLibraryAction(start, { type: 'set-page', page: 7 }).page).toBe(7);
    expect(applyLibraryAction(start, { type: 'set-page', page: 0 }).page).toBe(1);
  });

  it('turns the one-shot focus off', () => {
    expect(applyLibraryAction(full, { type: 'set-page', page: 2 }).focus).toBe(false);
  });
});
