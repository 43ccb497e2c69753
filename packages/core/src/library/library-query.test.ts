import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  BOOK_TYPES,
  EMPTY_LIBRARY_QUERY,
  LENGTH_BUCKETS,
  LIBRARY_TABS,
  type LibraryQuery,
  libraryHref,
  libraryQueryString,
  parseLibraryQuery,
  SORT_ORDERS,
  serializeLibraryQuery,
} from './library-query';

const parse = (search: string) => parseLibraryQuery(new URLSearchParams(search));

describe('library query', () => {
  it('lists the tabs, types and twelve sort orders', () => {
    expect(LIBRARY_TABS).toEqual(['all', 'favorites', 'done', 'in-progress', 'private', 'public']);
    expect(BOOK_TYPES).toEqual(['new', 'free', 'premium']);
    expect(SORT_ORDERS).toHaveLength(12);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'genre=science-fiction&topic=pirates&author=Jane+Austen&type=free&search=pride&tab=in-progress&series=Sherlock+Holmes&length=long&order=year&page=3&focus=true',
      ),
    ).toEqual({
      genre: 'science-fiction',
      topic: 'pirates',
      author: 'Jane Austen',
      type: 'free',
      search: 'pride',
      tab: 'in-progress',
      series: 'Sherlock Holmes',
      length: 'long',
      order: 'year',
      page: 3,
      focus: true,
    });
  });

  it('ignores unknown values and falls back to the defaults', () => {
    expect(parse('')).toEqual(EMPTY_LIBRARY_QUERY);
    expect(parse('tab=nope&type=cheap&order=colour&length=tiny&page=0&focus=yes&genre=')).toEqual(
      EMPTY_LIBRARY_QUERY,
    );
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
  });

  it('drops defaults from the address; page 1 removes the page parameter', () => {
    expect(libraryHref(EMPTY_LIBRARY_QUERY)).toBe('/books');
    expect(libraryHref({ ...EMPTY_LIBRARY_QUERY, page: 1, author: 'Jane Austen' })).toBe(
      '/books?author=Jane+Austen',
    );
    expect(libraryHref({ ...EMPTY_LIBRARY_QUERY, tab: 'in-progress' })).toBe('/books?tab=in-progress');
    expect(libraryHref({ ...EMPTY_LIBRARY_QUERY, focus: true })).toBe('/books?focus=true');
    expect(libraryHref({ ...EMPTY_LIBRARY_QUERY, page: 2, order: 'title' })).toBe(
      '/books?order=title&page=2',
    );
  });

  const text = fc.string({ unit: 'grapheme', maxLength: 12 });
  const query: fc.Arbitrary<LibraryQuery> = fc.record({
    genre: fc.option(
      text.filter((s) => s !== ''),
      { nil: null },
    ),
    topic: fc.option(
      text.filter((s) => s !== ''),
      { nil: null },
    ),
    author: fc.option(
      text.filter((s) => s !== ''),
      { nil: null },
    ),
    type: fc.option(fc.constantFrom(...BOOK_TYPES), { nil: null }),
    search: fc.oneof(text, fc.constant('')),
    tab: fc.constantFrom(...LIBRARY_TABS),
    series: fc.option(
      text.filter((s) => s !== ''),
      { nil: null },
    ),
    length: fc.option(fc.constantFrom(...LENGTH_BUCKETS), { nil: null }),
    order: fc.option(fc.constantFrom(...SORT_ORDERS), { nil: null }),
    page: fc.integer({ min: 1, max: 10_000 }),
    focus: fc.boolean(),
  });
  const wellFormed = (s: string) =>
    !/[\uD800-\uDFFF]/u.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/gu, ''));

  test.prop([query])('round-trips through the URL', (original) => {
    const url = new URL(`https://typeshelf.test${libraryHref(original)}`);
    expect(parseLibraryQuery(url.searchParams)).toEqual(original);
    expect(parseLibraryQuery(new URLSearchParams(serializeLibraryQuery(original)))).toEqual(original);
  });

  test.prop([query])('writes the string URLSearchParams writes', (original) => {
    const pairs = serializeLibraryQuery(original);
    fc.pre(pairs.every(([, value]) => wellFormed(value)));
    expect(libraryQueryString(original)).toBe(new URLSearchParams(pairs).toString());
  });
});
