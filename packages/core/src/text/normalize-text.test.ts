import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language-records';
import { findLanguage, languageCharset } from './languages';
import { generalPass, normalizeText, type UnknownCharacters } from './normalize-text';
import { plainTypography } from './typographic';

const english = findLanguage('en')!;
const polish = findLanguage('pl')!;
const russian = findLanguage('ru')!;

describe('normalizeText', () => {
  it('turns newlines, tabs and other spaces into single spaces and trims', () => {
    expect(normalizeText('one\ntwo\r\nthree\tfour')).toBe('one two three four');
    expect(normalizeText('  wide   gap\u00A0\u2009here  ')).toBe('wide gap here');
  });

  it('removes spaces before punctuation', () => {
    expect(normalizeText('Wait ... what ? No , never ! (really )')).toBe('Wait... what? No, never! (really)');
    expect(normalizeText('Bonjour ; ça va : oui')).toBe('Bonjour; ça va: oui');
  });

  it('inserts a space after , . ? ! before a capital letter', () => {
    expect(normalizeText('It ended.Then it began')).toBe('It ended. Then it began');
    expect(normalizeText('Why?Because!Yes,Sir')).toBe('Why? Because! Yes, Sir');
    expect(normalizeText('Wait...Then')).toBe('Wait... Then');
    expect(normalizeText('in 1890.The')).toBe('in 1890. The');
  });

  it('keeps initials, acronyms and decimals intact', () => {
    expect(normalizeText('J.R.R. Tolkien in the U.S.A. paid 3.50.')).toBe(
      'J.R.R. Tolkien in the U.S.A. paid 3.50.',
    );
    expect(normalizeText('e.g. this')).toBe('e.g. this');
  });

  it("turns ' -- ' into ' - '", () => {
    expect(normalizeText('yes -- no')).toBe('yes - no');
    expect(normalizeText('a -- -- b')).toBe('a - - b');
    expect(normalizeText('a--b')).toBe('a--b');
  });

  it('maps curly quotes, dashes and the ellipsis to plain ones', () => {
    expect(normalizeText('‘Hi,’ he said—“bye”…')).toBe(`'Hi,' he said-"bye"...`);
    expect(normalizeText('Pages 10–12 – maybe „tak” «oui»')).toBe('Pages 10-12 - maybe "tak" "oui"');
  });

  it('drops control, private-use and invisible layout characters', () => {
    expect(normalizeText('a\u0000b\u0007c\u007Fd\u009Fe')).toBe('abcde');
    expect(normalizeText('pri\uE000vate\u{F0000}')).toBe('private');
    expect(normalizeText('soft\u00ADhyphen zero\u200Bwidth \u200Fmark\uFEFF')).toBe(
      'softhyphen zerowidth mark',
    );
    // Persian needs the zero-width non-joiner.
    expect(normalizeText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('composes accents into single characters', () => {
    expect(normalizeText('cafe\u0301')).toBe('café');
  });

  it('keeps characters outside the alphabet by default', () => {
    expect(normalizeText('naïve café', { language: english })).toBe('naïve café');
    expect(normalizeText('naïve café', { language: english, unknown: 'keep' })).toBe('naïve café');
    expect(normalizeText('Zażółć', { unknown: 'drop' })).toBe('Zażółć');
  });

  it('drops or latinises unknown characters when asked', () => {
    expect(normalizeText('naïve café ☃ x', { language: english, unknown: 'drop' })).toBe('nave caf x');
    expect(normalizeText('naïve café ☃ x', { language: english, unknown: 'latinize' })).toBe('naive cafe x');
    expect(normalizeText('Zażółć gęślą jaźń', { language: polish, unknown: 'drop' })).toBe(
      'Zażółć gęślą jaźń',
    );
    expect(normalizeText('Straße über', { language: polish, unknown: 'latinize' })).toBe('Strasse uber');
    expect(normalizeText('Привет, world!', { language: russian, unknown: 'latinize' })).toBe('Привет,!');
  });

  const languageOption = fc.constantFrom(
    null,
    english,
    polish,
    russian,
    findLanguage('he')!,
    findLanguage('vi')!,
  );
  const unknownOption = fc.constantFrom<UnknownCharacters>('keep', 'drop', 'latinize');
  // Text rich in the characters the rules act on, plus arbitrary Unicode.
  const tricky = fc.string({
    unit: fc.oneof(
      fc.constantFrom(' ', '  ', '\n', '\t', '-', '--', ' -- ', '.', ',', '?', '!', ';', ')', '(', '"', "'"),
      fc.constantFrom(
        'a',
        'Z',
        'ą',
        'É',
        'ß',
        'ж',
        'Ж',
        'א',
        '1',
        '…',
        '—',
        '“',
        '”',
        '’',
        '\u0301',
        '\u200B',
      ),
      fc.constantFrom('\u0000', '\uE000', '\u00A0', '\u00AD', 'ı', 'İ', 'ǅ', 'ﬁ', 'ệ', '\u0323'),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.string({ unit: 'binary', maxLength: 2 }),
    ),
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(tricky, languageOption, unknownOption, (text, language, unknown) => {
        const once = normalizeText(text, { language, unknown });
        expect(normalizeText(once, { language, unknown })).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no newline, tab, repeated space, edge space or " -- "', () => {
    fc.assert(
      fc.property(tricky, languageOption, unknownOption, (text, language, unknown) => {
        const out = normalizeText(text, { language, unknown });
        expect(out).not.toMatch(/[\n\t]| {2}|^ | $| -- | [,.;:!?)]/u);
      }),
    );
  });

  it('keeps only charset characters when dropping or latinising', () => {
    fc.assert(
      fc.property(tricky, fc.constantFrom(...LANGUAGES), unknownOption, (text, language, unknown) => {
        fc.pre(unknown !== 'keep');
        const out = normalizeText(text, { language, unknown });
        const charset = languageCharset(language);
        for (const ch of out) expect(charset.has(ch)).toBe(true);
      }),
    );
  });
});

describe('the first pass', () => {
  // The one-pass character scan must do exactly what these three patterns and
  // NFC do; the patterns stay here as the readable statement of the rule.
  const WHITESPACE = /[\t\n\v\f\r\x85\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/gu;
  const INVISIBLE =
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
    /[\x00-\x1F\x7F-\x9F\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uE000-\uF8FF\uD800-\uDFFF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
  const byPatterns = (text: string) =>
    normalizeText(plainTypography(text).replace(WHITESPACE, ' ').replace(INVISIBLE, '').normalize('NFC'));

  it('equals the pattern-by-pattern rule on any text', () => {
    const units = fc.string({
      unit: fc.oneof(
        fc.constantFrom(
          '\u201C',
          '\u2014',
          '\u2026',
          '\u00A0',
          '\t',
          '\n',
          '\u200B',
          '\uFEFF',
          '\uD800',
          '\uDC00',
        ),
        fc.constantFrom('e\u0301', '\u212B', '\u{F0001}', '\u{1F600}', ' ', '.', 'A', 'a'),
        // Both ends of every range the rule names, and their neighbours.
        fc
          .constantFrom(
            0x1f,
            0x20,
            0x7e,
            0x7f,
            0x85,
            0x9f,
            0xa0,
            0xad,
            0x1680,
            0x2000,
            0x200a,
            0x200b,
            0x200c,
            0x200e,
            0x200f,
            0x2028,
            0x2029,
            0x202a,
            0x202e,
            0x202f,
            0x205f,
            0x2060,
            0x2064,
            0x2065,
            0x2066,
            0x2069,
            0x206a,
            0x3000,
            0xe000,
            0xf8ff,
            0xfeff,
          )
          .map((code) => String.fromCharCode(code)),
        // Dense over the ranges the rule names (controls, spaces, format characters).
        fc.integer({ min: 0, max: 0x3100 }).map((code) => String.fromCharCode(code)),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(units, (text) => {
        expect(normalizeText(text)).toBe(byPatterns(text));
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('the later passes', () => {
  // The first pass notes which pairs occur and only the passes with work run;
  // the result must be what running every pattern in turn gives.
  const WHITESPACE = /[\t\n\v\f\r\x85\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/gu;
  const INVISIBLE =
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
    /[\x00-\x1F\x7F-\x9F\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uE000-\uF8FF\uD800-\uDFFF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
  const byPatterns = (text: string) =>
    plainTypography(text)
      .replace(WHITESPACE, ' ')
      .replace(INVISIBLE, '')
      .normalize('NFC')
      .replace(/ {2,}/gu, ' ')
      .trim()
      .replace(/ --(?= )/gu, ' -')
      .replace(/ +(?=[,.;:!?)\]}\u060C\u061B\u061F\u06D4])/gu, '')
      // A run of , . ? ! before a capital gets a space after a lower-case letter, digit, bracket or quote;
      // a comma only at the run's end.
      .replace(/(?<=[\p{Ll}\p{N})\]'"])[.?!]*[,.?!](?=\p{Lu})/gu, '$& ');

  it('equal every pattern run in turn, on any text', () => {
    const units = fc.string({
      unit: fc.oneof(
        {
          arbitrary: fc.constantFrom(
            ' ',
            '  ',
            '-',
            '--',
            ' -- ',
            ',',
            '.',
            '?',
            '!',
            ';',
            ':',
            ')',
            ']',
            '}',
          ),
          weight: 4,
        },
        { arbitrary: fc.constantFrom('a', 'z', 'A', 'Z', 'É', 'ß', 'Ÿ', 'ǅ', '1', '(', '"', "'"), weight: 4 },
        {
          arbitrary: fc.constantFrom(
            '\u2060',
            '\u200B',
            '\u00AD',
            '\uFEFF',
            '\uD800',
            '\u00A0',
            '\u200A',
            '\n',
          ),
          weight: 2,
        },
        { arbitrary: fc.constantFrom('…', '—', '–', '“', '”', '’'), weight: 2 },
        // Rarely, as each sends the whole text through NFC: scripts, marks, astral letters, look-alikes.
        fc.constantFrom(
          'ж',
          'Ж',
          '\u{1D400}',
          '\u{1F600}',
          '\u0301',
          '\u037E',
          '\u060C',
          '\u061F',
          'E\u0301',
        ),
        fc.integer({ min: 0, max: 0x3100 }).map((code) => String.fromCharCode(code)),
      ),
      maxLength: 30,
    });
    fc.assert(
      fc.property(units, (text) => {
        expect(normalizeText(text)).toBe(byPatterns(text));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('the narrow pass', () => {
  // Most paragraphs of most books are Latin-1 with curly quotes and dashes: they take a pass of their
  // own (UTF-8 bytes read in place, spaces collapsed on the way), which must give what the general one gives.
  const narrowUnit = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom('a', 'Z', 'é', 'ß', 'Ö', '1', '*', '.', ',', '?', '!', ';', ')', '-', '"'),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        ' ',
        '  ',
        '\n',
        '\t',
        '\r',
        '\u00A0',
        '\u0085',
        '\u2003',
        '\u3000',
        '\uFEFF',
        '\u200B',
      ),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '\u2019',
        '\u201C',
        '\u2014',
        '\u2026',
        '\u00AB',
        '\u2E3A',
        '\u00AD',
        ' -- ',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u0080', '\u009F', '\u001F', '\uE000', '\u007F') },
  );
  /** Also characters the narrow pass leaves to the general one: the paragraph then takes that way whole. */
  const mixedUnit = fc.oneof(
    { weight: 12, arbitrary: narrowUnit },
    {
      weight: 1,
      arbitrary: fc.constantFrom('ж', '\u0301', '亦', '\uD800', '\uDC00', '\u{1F600}', '\uFFFD', 'ﬁ'),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }) },
  );

  it('gives what the general pass gives, on any text', () => {
    for (const unit of [narrowUnit, mixedUnit])
      fc.assert(
        fc.property(fc.string({ unit, maxLength: 80 }), (text) => {
          expect(normalizeText(text)).toBe(generalPass(text, null, 'keep'));
        }),
        { numRuns: 5_000 },
      );
  });

  it('gives what the general pass gives on a long paragraph of a novel', () => {
    const paragraph =
      '\u201CWell, Prince, so Genoa and Lucca are now just family estates of the Buonapartes. But I warn you, if you don\u2019t tell me that this means war\u2026\u201D\n\t\u2014 It was in July, 1805 ,and the speaker was the well-known Anna P\u00e1vlovna Sch\u00e9rer.';
    const long = paragraph.repeat(400);
    expect(normalizeText(long)).toBe(generalPass(long, null, 'keep'));
    expect(normalizeText(paragraph)).toBe(
      '"Well, Prince, so Genoa and Lucca are now just family estates of the Buonapartes. But I warn you, if you don\'t tell me that this means war..." - It was in July, 1805,and the speaker was the well-known Anna P\u00e1vlovna Sch\u00e9rer.',
    );
  });
});
