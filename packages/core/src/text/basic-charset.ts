/**
 * The characters of Latin-script text that need none of the language
 * tables: what every language allows, the basic Latin letters, and English,
 * whose alphabet is exactly those. Most books are English, so a prompt
 * opening one knows its characters without loading the tables
 * (`language-records.ts`, a few kilobytes).
 */

/** Characters every language allows: ASCII digits, ASCII punctuation and the space. */
export const ALWAYS_ALLOWED_CHARS = ` 0123456789!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

/** The basic Latin letters every Latin-script alphabet starts from. */
export const BASIC_LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** What names English, as `findLanguage` reads a code: its codes and its name, a region or script after them. */
const ENGLISH_KEYS = new Set(['en', 'eng', 'english']);

let english: ReadonlySet<string> | null = null;

/**
 * English's characters (the same set `languageCharset` gives its record)
 * when the code names English, else null (look the language up in the
 * tables then).
 */
export function englishCharset(code: string | null | undefined): ReadonlySet<string> | null {
  const key = code?.trim().toLowerCase() ?? '';
  if (!ENGLISH_KEYS.has(key) && !ENGLISH_KEYS.has(key.split(/[-_\s]/u)[0] ?? '')) return null;
  english ??= new Set([
    ...ALWAYS_ALLOWED_CHARS,
    ...BASIC_LATIN_LETTERS,
    ...BASIC_LATIN_LETTERS.toUpperCase(),
  ]);
  return english;
}
