import type { LanguageRecord } from './language-records';
import { languageCharset } from './languages';
import { latinize } from './latinize';
import { plainTypography } from './typographic';

/** What to do with a character outside the language's alphabet. */
export type UnknownCharacters = 'keep' | 'drop' | 'latinize';

export interface NormalizeTextOptions {
  /** The book's language; null or absent means the alphabet is unknown and nothing is filtered. */
  language?: LanguageRecord | null;
  /**
   * Characters outside the language's charset: kept (the default; the typing
   * engine auto-accepts them), dropped, or latinised ("é" becomes "e" in an
   * English book) and dropped when even that is not in the charset.
   */
  unknown?: UnknownCharacters;
}

// Newlines, tabs, the other C0/C1 line breaks and every Unicode space
// separator (no-break, thin, ideographic…) all become one plain space.
// The Unicode space separators are listed rather than written \p{Zs}: that
// class includes the plain space, and rewriting every space costs a third
// of the whole normalisation.
const WHITESPACE = /[\t\n\v\f\r\x85\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/gu;

// Control and private-use characters, lone surrogates, and the invisible
// format characters that only steer layout (soft hyphen, zero-width space,
// direction marks and embeddings, word joiner, byte-order mark). The
// zero-width (non-)joiners stay: Persian and Indic spelling needs them.
// Listed as ranges (C0, C1, private-use planes, surrogates) for speed.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
  /[\x00-\x1F\x7F-\x9F\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uE000-\uF8FF\uD800-\uDFFF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;

const REPEATED_SPACES = / {2,}/gu;

// " -- " becomes " - ". Matching " --" only when a space follows (without
// consuming it) also rewrites chains like "a -- -- b" in one pass.
const DOUBLE_HYPHEN = / --(?= )/gu;

// Spaces before closing punctuation go: "Wait ... what ?" → "Wait... what?".
const SPACE_BEFORE_PUNCTUATION = / +(?=[,.;:!?)\]}،؛؟۔])/gu;

// A missing space after , . ? ! before a capital letter is restored:
// "end.Next" → "end. Next". Only after a lower-case letter, digit, closing
// bracket or quote (and any run of . ? !), so initials such as "U.S.A." and
// "J.R.R. Tolkien" keep their shape. The regular expression finds the rare
// candidates; `spaceAfter` looks back, which is far cheaper than a
// look-behind tried at every position.
const PUNCTUATION_BEFORE_CAPITAL = /[,.?!]+(?=\p{Lu})/gu;
const OPENS_SENTENCE_END = /[\p{Ll}\p{N})\]'"]/u;

function spaceAfter(run: string, offset: number, text: string): string {
  // A comma only counts at the end of a run that is otherwise . ? !
  if (run.slice(0, -1).includes(',') || offset === 0) return run;
  const before = text.codePointAt(offset - 1) ?? 0;
  const previous = String.fromCodePoint(
    before >= 0xdc00 && before <= 0xdfff ? text.codePointAt(offset - 2)! : before,
  );
  return OPENS_SENTENCE_END.test(previous) ? `${run} ` : run;
}

const charsetTables = new WeakMap<ReadonlySet<string>, Uint8Array>();

/**
 * The charset as a lookup table over the Basic Multilingual Plane (64 kB per
 * language, built once): a paragraph is scanned with one array read per
 * character. Characters beyond the BMP are never in a charset.
 */
function charsetTable(charset: ReadonlySet<string>): Uint8Array {
  let table = charsetTables.get(charset);
  if (!table) {
    table = new Uint8Array(0x10000);
    for (const ch of charset) if (ch.length === 1) table[ch.charCodeAt(0)] = 1;
    charsetTables.set(charset, table);
  }
  return table;
}

const latinizedMemo = new WeakMap<Uint8Array, Map<string, string>>();

/** The latinised form of `ch`, keeping only what the charset holds. */
function latinizedWithin(ch: string, table: Uint8Array): string {
  let memo = latinizedMemo.get(table);
  if (!memo) {
    memo = new Map();
    latinizedMemo.set(table, memo);
  }
  let kept = memo.get(ch);
  if (kept === undefined) {
    kept = '';
    for (const plain of latinize(ch))
      if (plain.length === 1 && table[plain.charCodeAt(0)] === 1) kept += plain;
    memo.set(ch, kept);
  }
  return kept;
}

function filterUnknown(text: string, charset: ReadonlySet<string>, unknown: 'drop' | 'latinize'): string {
  const table = charsetTable(charset);
  // Copy runs of known characters in slices; only the unknown ones are
  // looked at one by one.
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (table[code] === 1) {
      i++;
      continue;
    }
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
    out += text.slice(from, i);
    if (unknown === 'latinize') out += latinizedWithin(text.slice(i, i + width), table);
    i += width;
    from = i;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Normalises one paragraph of imported text into what a typist can type.
 *
 * In order: curly quotes, dashes and the ellipsis made plain; newlines,
 * tabs and other spaces become a space; control, private-use and invisible
 * layout characters dropped; Unicode NFC; characters outside the language's
 * alphabet kept, dropped or latinised (see {@link NormalizeTextOptions});
 * repeated spaces collapsed and the ends trimmed; " -- " → " - "; spaces
 * before punctuation removed; a space inserted after , . ? ! before a
 * capital letter.
 *
 * Idempotent: normalising the result again changes nothing.
 *
 * @example normalizeText('“Stop !”\tshe said -- twice…It was late.')
 * // '"Stop!" she said - twice... It was late.'
 */
export function normalizeText(text: string, options: NormalizeTextOptions = {}): string {
  // NFC comes after the invisible characters are gone: a zero-width space
  // between "e" and a combining accent would otherwise block composition now
  // and allow it on a second run.
  let out = plainTypography(text).replace(WHITESPACE, ' ').replace(INVISIBLE, '').normalize('NFC');
  const unknown = options.unknown ?? 'keep';
  if (options.language && unknown !== 'keep') {
    out = filterUnknown(out, languageCharset(options.language), unknown);
  }
  return out
    .replace(REPEATED_SPACES, ' ')
    .trim()
    .replace(DOUBLE_HYPHEN, ' -')
    .replace(SPACE_BEFORE_PUNCTUATION, '')
    .replace(PUNCTUATION_BEFORE_CAPITAL, spaceAfter);
}
