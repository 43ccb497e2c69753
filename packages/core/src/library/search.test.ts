import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { latinize } from '../text/latinize';
import { createSearchIndex, searchBooks } from './search-index';
import {
  prepareQuery,
  relevanceOf,
  type SearchableBook,
  searchLinear,
  typoDistance,
} from './search-relevance';
import { foldedForm, plainForm, typoAllowance } from './search-text';
import { searchableBook } from './test-books';

const holmes = searchableBook({
  id: 'arthur-conan-doyle--the-hound-of-the-baskervilles',
  title: 'The Hound of the Baskervilles',
  titleAlpha: 'hound of the baskervilles',
  author: 'Arthur Conan Doyle',
  series: 'Sherlock Holmes',
  genres: ['mystery', 'science-fiction'],
  topics: ['detectives'],
  search: ['dartmoor'],
  description: 'A gigantic spectral hound haunts the moor.',
});
const dostoevsky = searchableBook({
  id: 'fyodor-dostoyevsky--crime-and-punishment',
  title: 'Crime and Punishment',
  author: 'Fëdor Dostoevskiĭ',
});

const relevance = (book: SearchableBook, query: string) => relevanceOf(book, prepareQuery(query)!);

describe('search relevance', () => {
  it('is 3 when the query is in the title or the author, in either form', () => {
    expect(relevance(holmes, 'hound')).toBe(3);
    expect(relevance(holmes, 'CONAN d')).toBe(3);
    expect(relevance(holmes, '  the   baskervilles ')).toBe(3);
    expect(relevance(dostoevsky, 'fëdor')).toBe(3);
    expect(relevance(dostoevsky, 'fedor dostoevskii')).toBe(3);
  });

  it('is 2 for a genre, a topic or the series, or one typo', () => {
    expect(relevance(holmes, 'mystery')).toBe(2);
    expect(relevance(holmes, 'science fiction')).toBe(2);
    expect(relevance(holmes, 'science-fic')).toBe(2);
    expect(relevance(holmes, 'detective')).toBe(2);
    expect(relevance(holmes, 'sherlock')).toBe(2);
    expect(relevance(holmes, 'baskrvilles')).toBe(2);
    expect(relevance(holmes, 'doyle arthur')).toBe(2);
  });

  it('is 1 for a search keyword or two typos', () => {
    expect(relevance(holmes, 'dartmoor')).toBe(1);
    expect(relevance(holmes, 'baskrviles')).toBe(1);
    expect(relevance(holmes, 'hund doyl')).toBe(1);
  });

  it('is 0 for the description or three typos', () => {
    expect(relevance(holmes, 'spectral')).toBe(0);
    expect(relevance(holmes, 'bskrviles')).toBe(0);
  });

  it('does not match beyond three typos, nor typos in short words', () => {
    expect(relevance(holmes, 'bskrvles')).toBeNull();
    expect(relevance(holmes, 'hund dyl ahur')).toBeNull();
    expect(relevance(holmes, 'hond')).toBe(2);
    expect(relevance(holmes, 'cat')).toBeNull();
    expect(relevance(holmes, 'thx')).toBeNull();
  });

  it('allows typos by query word length', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 20].map(typoAllowance)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(typoDistance(['holms', 'sherlok'], ['sherlock', 'holmes'])).toBe(2);
    expect(typoDistance([], ['holmes'])).toBe(4);
  });

  it('finds nothing for a blank query', () => {
    expect(searchLinear([holmes], '   ')).toEqual([]);
    expect(searchBooks(createSearchIndex([holmes]), '')).toEqual([]);
  });

  it('orders by relevance, then title key, author and id', () => {
    const books = [
      searchableBook({ id: 'b', title: 'Moor House', author: 'Zed' }),
      holmes,
      searchableBook({ id: 'a', title: 'Moor House', author: 'Zed' }),
      searchableBook({ id: 'c', title: 'Another', author: 'Moore' }),
    ];
    const expected = [
      { id: 'c', relevance: 3 },
      { id: 'a', relevance: 3 },
      { id: 'b', relevance: 3 },
      { id: holmes.id, relevance: 1 },
    ];
    const strip = (hits: { id: string; relevance: number }[]) =>
      hits.map(({ id, relevance }) => ({ id, relevance }));
    expect(strip(searchLinear(books, 'moor'))).toEqual(expected);
    expect(strip(searchBooks(createSearchIndex(books), 'moor'))).toEqual(expected);
  });
});

const vocabulary = [
  'sherlock',
  'sherlok',
  'holmes',
  'holms',
  'the',
  'hound',
  'dickens',
  'dikens',
  'café',
  'cafe',
  'łódź',
  'lodz',
  'war',
  'peace',
  'pride',
  'prejudice',
  'austen',
  'a',
  'of',
  'science-fiction',
  'mystery',
  'Ωμηρος',
  'x',
  'War',
  'ÉTÉ',
];
const word = fc.oneof(
  fc.constantFrom(...vocabulary),
  fc.string({ unit: fc.constantFrom('a', 'e', 'h', 'o', 's', 'r', 'é', ' ', '-'), maxLength: 8 }),
);
// Words joined by any white space, which every form collapses to one space.
const separator = fc.constantFrom(' ', ' ', ' ', '  ', '\t', '\n', '\u00a0', ' \u2003');
const phrase = fc.array(fc.tuple(word, separator), { maxLength: 5 }).map((parts) =>
  parts
    .map(([text, space]) => text + space)
    .join('')
    .trimEnd(),
);
const book = fc.record({
  id: fc.string({ maxLength: 6 }),
  title: phrase,
  author: phrase,
  description: phrase,
  genres: fc.array(fc.constantFrom('science-fiction', 'mystery', 'war', 'romance'), { maxLength: 2 }),
  topics: fc.array(fc.constantFrom('detectives', 'pirates', 'vampires'), { maxLength: 2 }),
  series: fc.option(phrase, { nil: null }),
  search: fc.array(phrase, { maxLength: 2 }),
});
const books = fc
  .array(book, { maxLength: 25 })
  .map((list) => list.map((fields) => searchableBook({ ...fields, titleAlpha: fields.title.toLowerCase() })));
const query = fc.oneof(phrase, word, fc.string({ maxLength: 6 }));

describe('search index', () => {
  test.prop([books, query])('finds exactly what the linear scan finds, in the same order', (list, text) => {
    expect(searchBooks(createSearchIndex(list), text)).toEqual(searchLinear(list, text));
  });

  test.prop([books, query])('never ranks a lower tier above a higher one', (list, text) => {
    const hits = searchBooks(createSearchIndex(list), text);
    for (let i = 1; i < hits.length; i++)
      expect(hits[i - 1]!.relevance).toBeGreaterThanOrEqual(hits[i]!.relevance);
    for (const hit of hits) expect(hit.relevance).toBe(relevance(list[hit.index]!, text));
  });
});

describe('search forms', () => {
  test.prop([
    fc.string({
      unit: fc.constantFrom('a', 'B', ' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', 'é', 'Ł'),
      maxLength: 12,
    }),
  ])('plain form collapses white space exactly as the regular expression does', (text) => {
    expect(plainForm(text)).toBe(text.toLowerCase().replace(/\s+/gu, ' ').trim());
    expect(foldedForm(text)).toBe(plainForm(latinize(plainForm(text))));
  });
});

describe('odd queries', () => {
  it('a query that folds to nothing does not match everything', () => {
    const books = [holmes, dostoevsky];
    expect(searchLinear(books, '\u0301')).toEqual([]);
    expect(searchBooks(createSearchIndex(books), '\u0301')).toEqual([]);
  });
});

describe('a search finding more books than the index keeps hits for', () => {
  it('returns every hit, in the linear scan order, search after search', () => {
    const books = Array.from({ length: 6000 }, (_, i) =>
      searchableBook({ id: `author-${i}--harbour-${i}`, title: `Harbour ${i}`, author: `Author ${i}` }),
    );
    const index = createSearchIndex(books);
    const expected = searchLinear(books, 'harbour');
    expect(expected).toHaveLength(6000);
    for (let round = 0; round < 2; round++) {
      const hits = searchBooks(index, 'harbour');
      expect(hits.map((hit) => [hit.id, hit.relevance])).toEqual(
        expected.map((hit) => [hit.id, hit.relevance]),
      );
    }
  });
});
