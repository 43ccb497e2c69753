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
const WHITESPACE = /[\t\n\v\f\r\x85\u2028\u2029\p{Zs}]/gu;

// Control and private-use characters, lone surrogates, and the invisible
// format characters that only steer layout (soft hyphen, zero-width space,
// direction marks and embeddings, word joiner, byte-order mark). The
// zero-width (non-)joiners stay: Persian and Indic spelling needs them.
const INVISIBLE =
  /[\p{Cc}\p{Co}\p{Cs}\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

const REPEATED_SPACES = / {2,}/gu;

// " -- " becomes " - ". Matching " --" only when a space follows (without
// consuming it) also rewrites chains like "a -- -- b" in one pass.
const DOUBLE_HYPHEN = / --(?= )/gu;

// Spaces before closing punctuation go: "Wait ... what ?" → "Wait... what?".
const SPACE_BEFORE_PUNCTUATION = / +(?=[,.;:!?)\]}،؛؟۔])/gu;

// A missing space after , . ? ! before a capital letter is restored:
// "end.Next" → "end. Next". Only after a lower-case letter, digit, closing
// bracket or quote (and any run of . ? !), so initials such as "U.S.A." and
// "J.R.R. Tolkien" keep their shape.
const MISSING_SPACE_AFTER = /(?<=[\p{Ll}\p{N})\]'"][.?!]*[,.?!])(?=\p{Lu})/gu;

function filterUnknown(text: string, charset: ReadonlySet<string>, unknown: 'drop' | 'latinize'): string {
  let out = '';
  for (const ch of text) {
    if (charset.has(ch)) {
      out += ch;
    } else if (unknown === 'latinize') {
      for (const plain of latinize(ch)) if (charset.has(plain)) out += plain;
    }
  }
  return out;
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
    .replace(MISSING_SPACE_AFTER, ' ');
}
