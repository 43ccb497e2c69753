import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latinize } from './latinize';

/** Letters of the Latin script in the blocks European languages and Vietnamese use. */
const latinLetters: string[] = [];
for (const [from, to] of [
  [0x41, 0x7a],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
]) {
  for (let code = from!; code <= to!; code++) {
    const ch = String.fromCodePoint(code);
    if (/\p{Script=Latin}/u.test(ch)) latinLetters.push(ch);
  }
}

describe('latinize', () => {
  it('drops diacritics and spells out letters without a decomposition', () => {
    expect(latinize('Zażółć gęślą jaźń')).toBe('Zazolc gesla jazn');
    expect(latinize('Łódź Straße Æsop æther Ørsted Þór Œuvre đ ħ ı')).toBe(
      'Lodz Strasse Aesop aether Orsted Thor Oeuvre d h i',
    );
    expect(latinize('Niccolò Machiavelli, Brontë, Dvořák, Tiếng Việt')).toBe(
      'Niccolo Machiavelli, Bronte, Dvorak, Tieng Viet',
    );
    expect(latinize('ẞ ſ ﬁ Ａ')).toBe('SS s fi A');
  });

  it('transliterates Cyrillic and Greek', () => {
    expect(latinize('Лев Толстой — Война и мир')).toBe('Lev Tolstoy - Voyna i mir');
    expect(latinize('Щука, ЖУК, Їжак')).toBe('Shchuka, ZhUK, Yizhak');
    expect(latinize('Ὅμηρος Ἰλιάς')).toBe('Omiros Ilias');
  });

  it('makes curly quotes, dashes and the ellipsis plain', () => {
    expect(latinize('‘a’ “b” „c” «d» e–f—g…')).toBe(`'a' "b" "c" "d" e-f-g...`);
  });

  it('keeps ASCII unchanged and passes other scripts through', () => {
    expect(latinize('Plain ASCII, 123!')).toBe('Plain ASCII, 123!');
    expect(latinize('מפליגים בישראל')).toBe('מפליגים בישראל');
    expect(latinize('東京')).toBe('東京');
    expect(latinize('हिन्दी')).toBe('हिन्दी');
    expect(latinize('한국어 がぎ')).toBe('한국어 がぎ');
    expect(latinize('½ № ™')).toBe('½ No TM');
  });

  it('turns any Latin-script text into ASCII', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...latinLetters, ' ', '-', '1')), (chars) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the point
        expect(latinize(chars.join(''))).toMatch(/^[\x00-\x7F]*$/u);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = latinize(text);
        expect(latinize(once)).toBe(once);
      }),
    );
  });
});
