import { ALWAYS_ALLOWED_CHARS, BASIC_LATIN_LETTERS } from './basic-charset';
import { LANGUAGES, type LanguageRecord } from './language-records';

const byKey = new Map<string, LanguageRecord>();
for (const record of LANGUAGES) {
  for (const key of [record.code, ...record.aliases, record.name, record.native]) {
    byKey.set(key.toLowerCase(), record);
  }
}

/**
 * The language record for a code as books and browsers write it, or null.
 * Accepts ISO 639-1 and 639-2 codes, regional and script subtags and either
 * separator ("en-GB", "pl_PL", "pol", "zh-Hant-TW"), retired codes ("iw"),
 * and the English or native name ("Polish", "Polski"), case-insensitively.
 */
export function findLanguage(code: string | null | undefined): LanguageRecord | null {
  if (!code) return null;
  const key = code.trim().toLowerCase();
  const whole = byKey.get(key);
  if (whole) return whole;
  const primary = key.split(/[-_\s]/u)[0] ?? '';
  return byKey.get(primary) ?? null;
}

const charsets = new WeakMap<LanguageRecord, ReadonlySet<string>>();

function addWithCase(set: Set<string>, ch: string): void {
  set.add(ch);
  for (const variant of [ch.toUpperCase(), ch.toLowerCase()]) {
    // "ß".toUpperCase() is "SS": a two-letter upper case is not one key.
    if ([...variant].length === 1) set.add(variant);
  }
}

/**
 * Every character that belongs to the language's text: its letters in both
 * cases, plus digits, punctuation and the space. The typing engine
 * auto-accepts any character outside this set; the importer may drop or
 * latinise them.
 */
export function languageCharset(record: LanguageRecord): ReadonlySet<string> {
  const cached = charsets.get(record);
  if (cached) return cached;
  const set = new Set<string>(ALWAYS_ALLOWED_CHARS);
  const excluded = new Set(record.exclude ?? '');
  for (const ch of BASIC_LATIN_LETTERS) if (!excluded.has(ch)) addWithCase(set, ch);
  for (const ch of record.chars) addWithCase(set, ch);
  charsets.set(record, set);
  return set;
}

/**
 * The charset for a book's language code, or null when the alphabet is not
 * known (Chinese, a missing code): the typing engine then auto-accepts
 * nothing and every character must be typed.
 */
export function charsetForLanguage(code: string | null | undefined): ReadonlySet<string> | null {
  const record = findLanguage(code);
  return record ? languageCharset(record) : null;
}
