import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { collate } from '../text/collate';
import { compareForTieBreak } from './tie-break';
import { tieBreakOrder } from './tie-break-order';

const plainKey = fc.string({ unit: fc.constantFrom('a', 'b', 'z', 'm', ' ', '0', '9', '5'), maxLength: 6 });
const anyKey = fc.oneof(
  plainKey,
  fc.string({ unit: fc.constantFrom('a', 'B', 'é', 'e', "'", '-', ':', ' ', '1', 'ø', 'z'), maxLength: 6 }),
);
const book = fc.record({ titleAlpha: anyKey, author: anyKey, id: fc.string({ maxLength: 3 }) });

describe('tie-break order', () => {
  test.prop([plainKey, plainKey])('collates plain keys in code-unit order', (a, b) => {
    expect(Math.sign(collate(a, b))).toBe(a < b ? -1 : a > b ? 1 : 0);
  });

  test.prop([fc.array(book, { maxLength: 30 })])('orders books as the tie-break compares them', (books) => {
    const expected = books.map((_, i) => i).sort((a, b) => compareForTieBreak(books[a]!, books[b]!));
    expect([...tieBreakOrder(books)]).toEqual(expected);
  });

  const punctuatedKey = fc.string({
    unit: fc.constantFrom(...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$09az', 'A', 'Z'),
    maxLength: 10,
  });
  const punctuatedBook = fc.record({
    // A shared beginning longer than the characters a key's number holds.
    titleAlpha: fc
      .oneof(
        punctuatedKey,
        punctuatedKey.map((key) => `the long ${key}`),
      )
      .map((key) => key.toLowerCase()),
    author: punctuatedKey,
    id: fc.string({ maxLength: 3 }),
  });

  test.prop([fc.array(punctuatedBook, { maxLength: 30 })])(
    'orders keys with punctuation and long shared beginnings as the tie-break compares them',
    (books) => {
      const expected = books.map((_, i) => i).sort((a, b) => compareForTieBreak(books[a]!, books[b]!));
      expect([...tieBreakOrder(books)]).toEqual(expected);
    },
  );

  it('orders titles that begin one another, ending at every length', () => {
    // Authors run backwards, so a title taken for the whole of a longer one would follow it.
    const text = 'adventures of the long road home';
    const books = Array.from({ length: 24 }, (_, i) => ({
      titleAlpha: text.slice(0, i + 1),
      author: String.fromCharCode(122 - i),
      id: String(i),
    }));
    expect([...tieBreakOrder(books)]).toEqual(books.map((_, i) => i));
  });

  const prefixBook = fc.record({
    titleAlpha: fc
      .array(fc.constantFrom('a', 'b', 'aaaaaaa'), { maxLength: 4 })
      .map((pieces) => pieces.join('')),
    author: fc.constantFrom('x', 'y', 'Y'),
    id: fc.string({ maxLength: 2 }),
  });

  test.prop([fc.array(prefixBook, { minLength: 8, maxLength: 60 })])(
    'orders titles sharing long beginnings as the tie-break compares them',
    (books) => {
      const expected = books.map((_, i) => i).sort((a, b) => compareForTieBreak(books[a]!, books[b]!));
      expect([...tieBreakOrder(books)]).toEqual(expected);
    },
  );

  it('files accented and capitalised keys by the collation, beside plain ones', () => {
    const books = ['zola', 'émile', 'emma', 'Emil', 'e 1', 'e1'].map((titleAlpha, i) => ({
      titleAlpha,
      author: 'a',
      id: String(i),
    }));
    expect([...tieBreakOrder(books)].map((i) => books[i]!.titleAlpha)).toEqual([
      'e 1',
      'e1',
      'Emil',
      'émile',
      'emma',
      'zola',
    ]);
  });
});
