import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listBook } from '../library/test-books';
import { bookIndexEntryOf, bookIndexFileOf, MAX_INDEX_BOOKS } from './book-index-check';

/** The catalogue index as fetched goes through the same checks as a book file: entry by entry. */

const entry = (id: string) => {
  const { progress: _p, timestamp: _t, favorite: _f, paywalled: _w, ...fields } = listBook({ id });
  return fields;
};
const prototypeIntact = () => !('polluted' in Object.prototype);

describe('bookIndexFileOf', () => {
  it('reads a built index back as written', () => {
    const file = { lastUpdate: 5, books: [entry('alice--wonderland'), entry('emma--austen')] };
    expect(bookIndexFileOf(JSON.parse(JSON.stringify(file)))).toEqual({ file, skipped: 0 });
  });

  it('leaves out a bad entry and counts it, keeping the rest', () => {
    const books = [
      entry('alice--wonderland'),
      { ...entry('a'), id: '__proto__' },
      { ...entry('b--c'), chapters: [{ id: '../x', title: '', mode: 'type', length: 1 }] },
      { ...entry('d--e'), coverUrl: 'javascript:alert(1)' },
      { ...entry('f--g'), year: 2_000_000_000 },
      entry('alice--wonderland'),
      'not a book',
      entry('emma--austen'),
    ];
    const checked = bookIndexFileOf({ lastUpdate: 1, books });
    expect(checked?.file.books.map((book) => book.id)).toEqual(['alice--wonderland', 'emma--austen']);
    expect(checked?.skipped).toBe(6);
  });

  it('normalises text like an upload and drops prototype keys', () => {
    const raw = JSON.parse(
      JSON.stringify({
        ...entry('alice--wonderland'),
        title: 'A \u202eStudy',
        author: 'Doyle\u2066',
        genres: ['\u202e'],
      }).replace(/^\{/, '{"__proto__":{"polluted":1},'),
    );
    const book = bookIndexEntryOf(raw);
    expect(book?.title).toBe('A Study');
    expect(book?.author).toBe('Doyle');
    expect(book?.genres).toEqual([]);
    expect(Object.getPrototypeOf(book)).toBe(Object.prototype);
    expect(Object.hasOwn(book as object, '__proto__')).toBe(false);
    expect(prototypeIntact()).toBe(true);
  });

  it('is null for what is no index', () => {
    for (const value of [null, [], {}, { books: {} }, { books: { length: MAX_INDEX_BOOKS + 1 } }])
      expect(bookIndexFileOf(value)).toBeNull();
  });

  it('never throws or pollutes on arbitrary entries, and keeps only entries with well-formed ids and links', () => {
    const field = fc.constantFrom(
      'id',
      'title',
      'chapters',
      'coverUrl',
      'year',
      'rating',
      'genres',
      '__proto__',
    );
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom('__proto__', 'javascript:x', 'a\u202eb', 2_000_000_000),
    );
    const anyEntry = fc.oneof(
      fc.jsonValue(),
      fc
        .record({ f: field, v: value })
        .map(({ f, v }) => JSON.parse(JSON.stringify({ ...entry('x--y'), [f]: v }))),
    );
    fc.assert(
      fc.property(fc.array(anyEntry, { maxLength: 20 }), (books) => {
        const checked = bookIndexFileOf({ lastUpdate: 0, books });
        expect(checked).not.toBeNull();
        expect((checked?.file.books.length ?? 0) + (checked?.skipped ?? 0)).toBe(books.length);
        for (const book of checked?.file.books ?? []) {
          expect(book.id).toMatch(/^[a-z0-9]/);
          expect(book.coverUrl === null || !/^javascript:/i.test(book.coverUrl)).toBe(true);
        }
        expect(prototypeIntact()).toBe(true);
      }),
    );
  });
});
