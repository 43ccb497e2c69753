import { describe, expect, it } from 'vitest';
import {
  bookFromLookup,
  firstWorkId,
  MAX_EXTRA_COVERS,
  parseSeries,
  ratingFromLookup,
  ratingPath,
  searchPath,
  suggestionsFromSearch,
  workPath,
} from './book-lookup';

const search = {
  docs: [
    {
      key: '/works/OL45883W',
      title: "Alice's Adventures in Wonderland",
      author_name: ['Lewis Carroll'],
      first_publish_year: 1865,
      ratings_sortable: 4.1,
      readinglog_count: 9000.7,
      id_goodreads: ['13023', 'x'],
    },
    { key: '/works/OL1W', title: 'Through the Looking-Glass', author_name: ['Lewis Carroll'] },
  ],
};

describe('the lookup addresses', () => {
  it('search by title and author, sorted by reading log, with the spec’s fields', () => {
    const url = new URL(`https://example.org${searchPath('Alice', 'Lewis Carroll', 2)}`);
    expect(url.pathname).toBe('/search.json');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'Alice Lewis Carroll',
      title: 'Alice',
      author: 'Lewis Carroll',
      sort: 'readinglog',
      limit: '2',
    });
    expect(url.searchParams.get('fields')).toContain('id_goodreads');
  });

  it('leave the default author out of the search', () => {
    const url = new URL(`https://example.org${searchPath('Alice', 'Unknown', 1)}`);
    expect(url.searchParams.has('author')).toBe(false);
    expect(url.searchParams.get('q')).toBe('Alice');
  });

  it('name the work record by id', () => {
    expect(workPath('OL45883W')).toBe('/works/OL45883W.json');
  });
});

describe('bookFromLookup', () => {
  it('maps the first result and its work record to our fields', () => {
    const info = bookFromLookup(search, {
      description: { value: 'A girl falls.\n\nDown a hole.' },
      subjects: ['Fantasy fiction'],
      covers: [10, 11, 10, -1, 12, 13, 14, 15, 16, 17, 18, 19],
      series: ['Alice (2)'],
    });
    expect(info).toMatchObject({
      openlibraryId: 'OL45883W',
      goodreadsId: '13023',
      title: "Alice's Adventures in Wonderland",
      author: 'Lewis Carroll',
      year: 1865,
      description: 'A girl falls.',
      longDescription: ['Down a hole.'],
      popularity: 9000,
      series: 'Alice',
      part: 2,
    });
    expect(info?.rating).toBeCloseTo(0.82);
    expect(info?.genres).toContain('fantasy');
    expect(info?.covers).toEqual(['10', '11', '12', '13', '14', '15', '16', '17']);
    expect(info?.covers).toHaveLength(MAX_EXTRA_COVERS);
  });

  it('keeps the search fields when the work record could not be read', () => {
    const info = bookFromLookup(search, null);
    expect(info).toMatchObject({
      openlibraryId: 'OL45883W',
      covers: [],
      description: null,
      series: null,
      part: 0,
    });
  });

  it('is null when the search found nothing or answered something else', () => {
    for (const answer of [
      { docs: [] },
      {},
      null,
      'text',
      { docs: [{ key: 42 }] },
      { docs: [{ key: '/books/X' }] },
    ]) {
      expect(bookFromLookup(answer, null)).toBeNull();
      expect(firstWorkId(answer)).toBeNull();
    }
  });
});

describe('suggestionsFromSearch', () => {
  it('offers every result with a title', () => {
    expect(suggestionsFromSearch(search)).toEqual([
      {
        openlibraryId: 'OL45883W',
        title: "Alice's Adventures in Wonderland",
        author: 'Lewis Carroll',
        year: 1865,
      },
      { openlibraryId: 'OL1W', title: 'Through the Looking-Glass', author: 'Lewis Carroll', year: null },
    ]);
    expect(suggestionsFromSearch({ docs: [{ key: '/works/OL2W' }] })).toEqual([]);
  });
});

describe('parseSeries', () => {
  it.each([
    ['Discworld (3)', 'Discworld', 3],
    ['Harry Potter #1', 'Harry Potter', 1],
    ['Oz, book 2', 'Oz', 2],
    ['Barsetshire (Vol. 4)', 'Barsetshire', 4],
    ['The Chronicles of Narnia', 'The Chronicles of Narnia', 0],
    ['Foo (0)', 'Foo', 0],
  ])('reads %s', (entry, series, part) => {
    expect(parseSeries(entry)).toEqual({ series, part });
  });

  it('is null for an empty entry', () => {
    expect(parseSeries('  ')).toBeNull();
  });
});

describe('ratingFromLookup', () => {
  it('reads the development rating lookup', () => {
    expect(ratingPath('13023')).toBe('/goodreads/13023');
    expect(ratingFromLookup({ rating: 0.81, popularity: 1320.5 })).toEqual({
      rating: 0.81,
      popularity: 1320,
    });
    expect(ratingFromLookup({ rating: 4.5 })).toEqual({ rating: 0.9, popularity: null });
    expect(ratingFromLookup({ title: 'x' })).toBeNull();
    expect(ratingFromLookup(null)).toBeNull();
  });
});
