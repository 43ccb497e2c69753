import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBookId, randomBookSlug } from './book-id';
import { bookSlug, DEFAULT_AUTHOR, DEFAULT_TITLE, slugPart, uuidV4 } from './book-slug';
import { latinize } from './latinize';

describe('bookSlug', () => {
  it('joins the author and title parts with a double dash', () => {
    expect(bookSlug('Arthur Conan Doyle', 'A Study in Scarlet')).toBe(
      'arthur-conan-doyle--a-study-in-scarlet',
    );
    expect(bookSlug('Ambrose Bierce', 'The Devil’s Dictionary')).toBe(
      'ambrose-bierce--the-devils-dictionary',
    );
    expect(bookSlug('H. G. Wells', 'The Time Machine')).toBe('h-g-wells--the-time-machine');
    expect(bookSlug('Robert Louis Stevenson', 'The Strange Case of Dr. Jekyll and Mr. Hyde')).toBe(
      'robert-louis-stevenson--the-strange-case-of-dr-jekyll-and-mr-hyde',
    );
  });

  it('latinises letters and keeps scripts without a Latin reading', () => {
    expect(bookSlug('Niccolò Machiavelli', 'The Prince')).toBe('niccolo-machiavelli--the-prince');
    expect(bookSlug('Mickiewicz, Adam', 'Pisma filomatyczne')).toBe('mickiewicz-adam--pisma-filomatyczne');
    expect(bookSlug('Лев Толстой', 'Война и мир')).toBe('lev-tolstoy--voyna-i-mir');
    expect(bookSlug('אורי עידן', 'מפליגים בישראל')).toBe('אורי-עידן--מפליגים-בישראל');
    expect(bookSlug('प्रेमचंद', 'गोदान')).toBe('प्रेमचंद--गोदान');
  });

  it('falls back to Unknown and No Title', () => {
    expect(DEFAULT_AUTHOR).toBe('Unknown');
    expect(DEFAULT_TITLE).toBe('No Title');
    expect(bookSlug('', '')).toBe('unknown--no-title');
    expect(bookSlug(null, undefined)).toBe('unknown--no-title');
    expect(bookSlug('  ', '???')).toBe('unknown--no-title');
    expect(bookSlug('Anonymous', '')).toBe('anonymous--no-title');
  });

  it('uses only lower-case letters, digits and single dashes within each part', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (author, title) => {
        const slug = bookSlug(author, title);
        const parts = slug.split('--');
        expect(parts).toHaveLength(2);
        for (const part of parts) {
          expect(part).toMatch(/^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u);
          expect(part).toBe(part.toLowerCase());
        }
        expect(slugPart(slug)).toBe(slug.replace('--', '-'));
      }),
    );
  });

  it('is ASCII for Latin-script input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."AbcŁóżÆßéØ Ñ-'’.,1") }), (title) => {
        expect(bookSlug('Jan Kowalski', title)).toMatch(/^[a-z0-9-]+$/u);
      }),
    );
  });
});

describe('random ids', () => {
  it('builds a version 4 UUID from the injected random source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 32,
          maxLength: 32,
        }),
        (values) => {
          let i = 0;
          const id = uuidV4(() => values[i++]!);
          expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
        },
      ),
    );
    expect(uuidV4(() => 0)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('accepts an injected UUID and refuses anything else', () => {
    expect(randomBookSlug(() => '0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(() => randomBookSlug(() => 'not-a-uuid')).toThrow(RangeError);
  });
});

describe('isBookId', () => {
  it('accepts what bookSlug and randomBookSlug make', () => {
    expect(isBookId(bookSlug('Arthur Conan Doyle', 'A Study in Scarlet'))).toBe(true);
    expect(isBookId(bookSlug('Лев Толстой', 'Война и мир'))).toBe(true);
    expect(isBookId(bookSlug('', ''))).toBe(true);
    expect(isBookId('0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toBe(true);
  });

  it('refuses ids that could reach into other keys or paths', () => {
    for (const id of [
      'x',
      'x__002',
      'a--b__000',
      'a--b--c',
      'A--b',
      '../a--b',
      'a--b/c',
      'a- -b',
      '--b',
      'a--',
      '',
    ])
      expect(isBookId(id), id).toBe(false);
  });

  it('holds for the slug of any author and title', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (author, title) => isBookId(bookSlug(author, title))));
  });
});

describe('slugPart on plain ASCII', () => {
  /** The rule as written for any text, without the plain-ASCII steps. */
  const general = (text: string) =>
    latinize(text.normalize('NFC'))
      .toLowerCase()
      .replace(/['’ʼ`]/gu, '')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/gu, '');

  it('gives what the rule for any text gives', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...' -~'.split(''), ..."aZ9'`-_ .,:!?".split('')) }),
        (text) => {
          expect(slugPart(text)).toBe(general(text));
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(slugPart(text)).toBe(general(text));
      }),
    );
    expect(slugPart("Devil's  Dictionary -- 2nd `Ed.`")).toBe('devils-dictionary-2nd-ed');
  });
});
