import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BOTH_FORMS, FOLDED_FORM, markPhrase, PLAIN_FORM, type TextForms } from './phrase-index';
import { PhraseIndexBuilder } from './phrase-index-builder';
import { plainForm } from './search-text';

type Text = { book: number; text: string; forms: TextForms };

function indexOf(texts: readonly Text[], bookCount: number) {
  const builder = new PhraseIndexBuilder();
  for (const { book, text, forms } of texts) builder.add(book, text, forms);
  return builder.finish(bookCount);
}

function found(texts: readonly Text[], bookCount: number, query: string, forms: TextForms = BOTH_FORMS) {
  const best = new Int8Array(bookCount).fill(-1);
  markPhrase(indexOf(texts, bookCount), query, forms, best, 0);
  return [...best.keys()].filter((book) => best[book] === 0);
}

const both = (book: number, text: string): Text => ({ book, text, forms: BOTH_FORMS });

describe('phrase index', () => {
  const library = [
    both(0, 'War and Peace'),
    both(0, 'Leo Tolstoy'),
    both(1, 'peace and war, and love'),
    both(2, 'The war\tand\n the  peace'),
  ];

  it('finds one word inside any word', () => {
    expect(found(library, 3, 'ar')).toEqual([0, 1, 2]);
    expect(found(library, 3, 'tolst')).toEqual([0]);
    expect(found(library, 3, 'war,')).toEqual([1]);
    expect(found(library, 3, 'xyz')).toEqual([]);
  });

  it('matches an empty piece as every word holds the empty string', () => {
    expect(found(library, 3, '')).toEqual([0, 1, 2]);
    expect(found(library, 3, 'war ')).toEqual([0, 2]);
    expect(found(library, 3, ' peace')).toEqual([0, 2]);
    expect(found([], 3, 'war ')).toEqual([]);
  });

  it('finds two words across neighbouring words, split at any white space', () => {
    expect(found(library, 3, 'ar and')).toEqual([0, 2]);
    expect(found(library, 3, 'r, an')).toEqual([1]);
    expect(found(library, 3, 'and the')).toEqual([2]);
  });

  it('needs the middle words whole and in order', () => {
    expect(found(library, 3, 'war and peace')).toEqual([0]);
    expect(found(library, 3, 'd the pea')).toEqual([2]);
    expect(found(library, 3, 'war and love')).toEqual([]);
    expect(found(library, 3, 'war an peace')).toEqual([]);
  });

  it('never matches across two texts of a book', () => {
    expect(found(library, 3, 'peace leo')).toEqual([]);
    expect(found(library, 3, 'and peace leo tolstoy')).toEqual([]);
  });

  it('keeps to the texts of the forms asked for', () => {
    const texts: Text[] = [
      { book: 0, text: 'łódź story', forms: PLAIN_FORM },
      { book: 0, text: 'lodz story', forms: FOLDED_FORM },
      { book: 1, text: 'lodz', forms: BOTH_FORMS },
    ];
    expect(found(texts, 2, 'lodz', PLAIN_FORM)).toEqual([1]);
    expect(found(texts, 2, 'lodz', FOLDED_FORM)).toEqual([0, 1]);
    expect(found(texts, 2, 'łódź', PLAIN_FORM)).toEqual([0]);
    expect(found(texts, 2, 'łódź', FOLDED_FORM)).toEqual([]);
    expect(found(texts, 2, 'łódź story', FOLDED_FORM)).toEqual([]);
    expect(found(texts, 2, 'łódź story', PLAIN_FORM)).toEqual([0]);
  });

  it('raises only the books below the relevance asked for', () => {
    const best = Int8Array.from([3, -1, 0]);
    markPhrase(indexOf(library, 3), 'war', BOTH_FORMS, best, 2);
    expect([...best]).toEqual([3, 2, 2]);
    markPhrase(indexOf(library, 3), 'war and', BOTH_FORMS, best, 3);
    expect([...best]).toEqual([3, 2, 3]);
  });

  it('reads text in any case, beyond ASCII too', () => {
    const texts = [both(0, 'War and Peace'), both(0, 'ÉTÉ À Paris'), both(1, 'war and PEACE in PARIS')];
    expect(found(texts, 2, 'war and peace')).toEqual([0, 1]);
    expect(found(texts, 2, 'été à paris')).toEqual([0]);
    expect(found(texts, 2, 'paris')).toEqual([0, 1]);
    expect(found(texts, 2, 'and peace in')).toEqual([1]);
  });

  it('tells apart words that end alike or share the low bytes of their characters', () => {
    // Past eight characters, or beyond Latin-1, a word's key is not the word.
    const texts = [
      both(0, 'nationalization 一一'),
      both(1, 'rationalization 丁伀'),
      both(2, 'nationalizatio rationalizatio'),
    ];
    expect(found(texts, 3, 'nationalization')).toEqual([0]);
    expect(found(texts, 3, 'rationalization')).toEqual([1]);
    expect(found(texts, 3, 'alizatio')).toEqual([0, 1, 2]);
    expect(found(texts, 3, '一一')).toEqual([0]);
    expect(found(texts, 3, '丁伀')).toEqual([1]);
    expect(found(texts, 3, 'n 丁')).toEqual([1]);
  });

  it('reads words in lower case as the text lower-cased whole would have them', () => {
    const texts = [
      both(0, 'The ΟΔΟΣ Of Kings'),
      both(1, 'WAR İstanbul Peace'),
      both(2, 'NATIONALIZATION Rationalization'),
      both(3, 'rationalization'),
    ];
    // A capital sigma ending a word lowers to a final sigma, as the plain form has it.
    expect(found(texts, 4, 'the οδος of')).toEqual([0]);
    expect(found(texts, 4, 'οδοσ')).toEqual([]);
    expect(found(texts, 4, 'war i̇stanbul peace')).toEqual([1]);
    // Long words alike in their last eight characters, one read in capitals.
    expect(found(texts, 4, 'nationalization r')).toEqual([2]);
    expect(found(texts, 4, 'rationalization')).toEqual([2, 3]);
  });

  it('adds a repeated text as it read it the first time', () => {
    const builder = new PhraseIndexBuilder();
    builder.addRepeated(0, 'science fiction', BOTH_FORMS);
    builder.add(1, 'war', BOTH_FORMS);
    builder.addRepeated(1, 'science fiction', PLAIN_FORM);
    builder.addRepeated(3, 'science fiction', BOTH_FORMS);
    const index = builder.finish(4);
    const marked = (query: string, forms: TextForms) => {
      const best = new Int8Array(4).fill(-1);
      markPhrase(index, query, forms, best, 0);
      return [...best.keys()].filter((book) => best[book] === 0);
    };
    expect(marked('science fiction', BOTH_FORMS)).toEqual([0, 1, 3]);
    expect(marked('e fic', FOLDED_FORM)).toEqual([0, 3]);
    expect(marked('war science', BOTH_FORMS)).toEqual([]);
  });

  it('writes the places of the words only when a search first follows them', () => {
    const index = indexOf(library, 3);
    const marked = (query: string, forms: TextForms) => {
      const best = new Int8Array(3).fill(-1);
      markPhrase(index, query, forms, best, 0);
      return [...best.keys()].filter((book) => best[book] === 0);
    };
    expect(marked('war', BOTH_FORMS)).toEqual([0, 1, 2]);
    expect(index.places).toBeNull();
    expect(marked('war and', BOTH_FORMS)).toEqual([0, 2]);
    expect(index.places).not.toBeNull();
    expect(marked('and love', BOTH_FORMS)).toEqual([1]);
  });

  it('writes the places of words in few books from those books, and of every word once they are in many', () => {
    const texts = Array.from({ length: 40 }, (_, book) =>
      both(book, `w${book} common alpha beta gamma betas x${book % 3}`),
    );
    const index = indexOf(texts, 40);
    const marked = (query: string) => {
      const best = new Int8Array(40).fill(-1);
      markPhrase(index, query, BOTH_FORMS, best, 0);
      return [...best.keys()].filter((book) => best[book] === 0);
    };
    const expected = (query: string) =>
      texts.flatMap(({ book, text }) => (text.includes(query) ? [book] : []));
    // One book, then fourteen, then two words in every book, then words written both ways.
    for (const query of ['w5 common', 'betas x1', 'a b', 'w5 common', 'gamma betas x2', 'w39 common alpha']) {
      expect(marked(query)).toEqual(expected(query));
    }
    expect(index.placesWritten?.every((written) => written === 1)).toBe(true);
  });

  it('handles books without texts and empty texts', () => {
    const texts = [both(1, ''), both(1, '   '), both(3, 'x y')];
    expect(found(texts, 5, 'x')).toEqual([3]);
    expect(found(texts, 5, 'x y')).toEqual([3]);
  });

  it('keeps 32-bit codes once the words outgrow 16 bits, and places of several bytes', () => {
    const words = Array.from({ length: 70_000 }, (_, i) => `q${i}`);
    const texts = [
      both(0, words.slice(0, 200).join(' ')),
      both(1, words.join(' ')),
      both(2, 'q69999 q0'),
      both(2, 'q150'),
    ];
    expect(found(texts, 3, 'q150 q151')).toEqual([0, 1]);
    expect(found(texts, 3, 'q69998 q69999')).toEqual([1]);
    expect(found(texts, 3, 'q69999 q0')).toEqual([2]);
    expect(found(texts, 3, '9998 q69999')).toEqual([1]);
    expect(found(texts, 3, 'q69999')).toEqual([1, 2]);
  });

  it('finds the same whether the first books are far shorter or far longer than the rest', () => {
    const words = (book: number, count: number) =>
      Array.from({ length: count }, (_, i) => `w${(book * 7 + i) % 5000}`);
    for (const longFirst of [false, true]) {
      const builder = new PhraseIndexBuilder(64);
      const texts: string[] = [];
      for (let book = 0; book < 64; book++) {
        const text = words(book, book < 8 === longFirst ? 10_000 : 30).join(' ');
        texts.push(text);
        builder.add(book, text, BOTH_FORMS);
      }
      const index = builder.finish(64);
      for (const query of ['w4999 w0', 'w77 w78 w79', 'w448']) {
        const best = new Int8Array(64).fill(-1);
        markPhrase(index, query, BOTH_FORMS, best, 0);
        const expected = texts.flatMap((text, book) => (text.includes(query) ? [book] : []));
        expect([...best.keys()].filter((book) => best[book] === 0)).toEqual(expected);
      }
    }
  });

  const unit = fc.constantFrom('a', 'b', 'ab', 'ba', 'aab', 'b,', 'A', 'Ab', 'é', 'aÉ', 'İ', 'Σ', 'ΑΣ');
  const space = fc.constantFrom(' ', ' ', '  ', '\t', '\n', '\u00a0');
  const text = fc
    .array(fc.tuple(space, unit), { maxLength: 7 })
    .map((parts) => parts.map(([s, w]) => s + w).join(''));
  const texts = fc.array(
    fc.record({
      book: fc.nat(5),
      text,
      forms: fc.constantFrom<TextForms>(PLAIN_FORM, FOLDED_FORM, BOTH_FORMS),
    }),
    { maxLength: 12 },
  );
  const query = text.map(plainForm).filter((q) => q !== '');

  test.prop([texts, query, fc.constantFrom<TextForms>(PLAIN_FORM, FOLDED_FORM, BOTH_FORMS)])(
    'finds exactly the books with a text of those forms containing the query',
    (list, q, forms) => {
      const sorted = [...list].sort((a, b) => a.book - b.book);
      const expected = [
        ...new Set(
          sorted.filter((t) => (t.forms & forms) !== 0 && plainForm(t.text).includes(q)).map((t) => t.book),
        ),
      ];
      expect(found(sorted, 6, q, forms)).toEqual(expected);
    },
  );
});
