import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED_CHARS, englishCharset } from './basic-charset';
import { LANGUAGES, type LanguageRecord } from './language-records';
import { charsetForLanguage, findLanguage, languageCharset } from './languages';

describe('LANGUAGES', () => {
  it('has about fifty records with unique codes and the spec fields', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(50);
    const codes = LANGUAGES.flatMap((record) => [record.code, ...record.aliases]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const record of LANGUAGES) {
      expect(record.code).toMatch(/^[a-z]{2}$/u);
      expect(record.name).not.toBe('');
      expect(record.native).not.toBe('');
      expect(typeof record.rtl).toBe('boolean');
    }
  });

  it('marks exactly the right-to-left scripts', () => {
    expect(LANGUAGES.filter((record) => record.rtl).map((record) => record.code)).toEqual([
      'he',
      'ar',
      'fa',
      'ur',
    ]);
  });
});

describe('findLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['EN-us', 'en'],
    ['pol', 'pl'],
    ['pl-PL', 'pl'],
    ['ger', 'de'],
    ['deu', 'de'],
    ['fre', 'fr'],
    ['he', 'he'],
    ['iw', 'he'],
    ['heb', 'he'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['nb-NO', 'no'],
    ['sr-Latn-RS', 'sr'],
    ['Polish', 'pl'],
    ['Polski', 'pl'],
    [' fr ', 'fr'],
  ])('finds %s as %s', (code, expected) => {
    expect(findLanguage(code)?.code).toBe(expected);
  });

  it('returns null for unknown or missing codes', () => {
    expect(findLanguage('zh-Hant')).toBeNull();
    expect(findLanguage('xx')).toBeNull();
    expect(findLanguage('')).toBeNull();
    expect(findLanguage(null)).toBeNull();
    expect(findLanguage(undefined)).toBeNull();
  });
});

describe('languageCharset', () => {
  it('always holds digits, ASCII punctuation and the space', () => {
    for (const record of LANGUAGES) {
      const charset = languageCharset(record);
      for (const ch of ALWAYS_ALLOWED_CHARS) expect(charset.has(ch)).toBe(true);
    }
    expect(ALWAYS_ALLOWED_CHARS).toContain('0');
    expect(ALWAYS_ALLOWED_CHARS).toContain('9');
    expect(ALWAYS_ALLOWED_CHARS).toContain('~');
  });

  it('holds the letters in both cases', () => {
    const polish = languageCharset(findLanguage('pl')!);
    for (const ch of 'aZąĄłŁżŻxX') expect(polish.has(ch)).toBe(true);
    expect(polish.has('é')).toBe(false);
    const german = languageCharset(findLanguage('de')!);
    expect(german.has('ß')).toBe(true);
    expect(german.has('Ä')).toBe(true);
    const turkish = languageCharset(findLanguage('tr')!);
    for (const ch of 'ıIiİ') expect(turkish.has(ch)).toBe(true);
  });

  it('excludes basic Latin letters from other scripts', () => {
    const russian = languageCharset(findLanguage('ru')!);
    expect(russian.has('Ж')).toBe(true);
    expect(russian.has('ё')).toBe(true);
    expect(russian.has('a')).toBe(false);
    expect(russian.has('Z')).toBe(false);
    const hebrew = languageCharset(findLanguage('he')!);
    expect(hebrew.has('א')).toBe(true);
    expect(hebrew.has('ם')).toBe(true);
    expect(hebrew.has('?')).toBe(true);
    const arabic = languageCharset(findLanguage('ar')!);
    expect(arabic.has('؟')).toBe(true);
    expect(arabic.has('٣')).toBe(true);
  });

  it('gives the same set for the same record', () => {
    const record = findLanguage('en')!;
    expect(languageCharset(record)).toBe(languageCharset(record));
    expect(languageCharset(record).size).toBe(ALWAYS_ALLOWED_CHARS.length + 52);
  });
});

describe('charsetForLanguage', () => {
  it('gives the charset of a known code and null otherwise', () => {
    expect(charsetForLanguage('pl-PL')).toBe(languageCharset(findLanguage('pl')!));
    expect(charsetForLanguage('zh')).toBeNull();
    expect(charsetForLanguage(undefined)).toBeNull();
  });
});

describe('englishCharset', () => {
  it.each(['en', 'EN', 'en-GB', 'en_US', 'eng', 'English', ' english '])(
    'gives for %s the set the tables give English',
    (code) => {
      expect(englishCharset(code)).toEqual(languageCharset(findLanguage('en') as LanguageRecord));
    },
  );

  it.each(['pl', 'de-DE', 'fr', 'zh-Hant-TW', 'enm', 'Polish', '', null, undefined])(
    'leaves %s to the tables',
    (code) => {
      expect(englishCharset(code)).toBeNull();
    },
  );

  it('agrees with the tables on every code they know', () => {
    for (const record of LANGUAGES)
      for (const code of [record.code, ...record.aliases, record.name, record.native])
        expect(englishCharset(code) !== null, code).toBe(record.code === 'en');
  });
});
