import type { LanguageRecord } from './language-records';
import { languageCharset } from './languages';
import { latinize } from './latinize';
import { TYPOGRAPHIC_PLAIN } from './typographic';

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

/*
 * The first pass, character by character over one class table:
 * - curly quotes, dashes and the ellipsis become their plain forms;
 * - newlines, tabs, the other C0/C1 line breaks and every Unicode space
 *   separator (no-break, thin, ideographic…) become one plain space;
 * - control and private-use characters, lone surrogates, and the invisible
 *   format characters that only steer layout (soft hyphen, zero-width space,
 *   direction marks and embeddings, word joiner, byte-order mark) are
 *   dropped. The zero-width (non-)joiners stay: Persian and Indic spelling
 *   needs them.
 * One table lookup per character and runs copied as slices: this pass sees
 * every character of every imported book.
 */
/** Class 0, kept as it is, needs no name: such characters take the fast way. */
const SPACE = 1;
const DROP = 2;
const PLAIN = 3;
const SURROGATE = 4;
/** Kept, but may compose or decompose under NFC (nothing below U+0300 does). */
const COMPOSE = 5;

/*
 * What the later passes look for, told during the first pass: each looks for
 * a space or one of , . ? ! followed by a certain kind of character, so the
 * scan notes every pair of emitted characters of those kinds. A pass whose
 * pair never occurs cannot change the text and is skipped, which is the case
 * for most paragraphs of most books. The pairs are noted without branching:
 * an emitted character's low bits say what it is as the second of a pair,
 * and the mask the previous one left lets through the bits that pair up with it.
 */
const AS_SPACE = 1;
const AS_DASH = 2;
const AS_PUNCTUATION = 4;
const AS_CAPITAL = 8;
/** Bits 4–7: the mask a character leaves for the next; a space pairs with spaces, dashes and punctuation. */
const SPACE_BEFORE = (AS_SPACE | AS_DASH | AS_PUNCTUATION) << 4;
/** One of , . ? ! pairs with a capital. */
const STOP_BEFORE = AS_CAPITAL << 4;
/** Characters from here on take the slower way: replaced, dropped, or sent through NFC. */
const SPECIAL = 1 << 8;

/**
 * Per UTF-16 code unit: the first pass's class (above {@link SPECIAL}) and
 * the pair bits and masks. Built from ranges, each code unit looked at alone
 * only below U+0300 and for the few spaces and typographic characters: the
 * table is made whenever core loads, so a one-book command pays for it.
 */
function characterTable(): Uint16Array {
  const table = new Uint16Array(0x10000);
  const mark = (from: number, to: number, kind: number) => table.fill(kind * SPECIAL, from, to + 1);
  // The pair bits of a character as emitted, that is of its plain form.
  const pairBits = (plain: string) => {
    let bits = 0;
    const first = plain.charAt(0);
    const last = plain.charAt(plain.length - 1);
    if (first === ' ') bits |= AS_SPACE;
    if (first === '-') bits |= AS_DASH;
    if (',.;:!?)]}\u060C\u061B\u061F\u06D4'.includes(first)) bits |= AS_PUNCTUATION;
    if (last === ' ') bits |= SPACE_BEFORE;
    if (',.?!'.includes(last)) bits |= STOP_BEFORE;
    return bits;
  };
  const below = String.fromCharCode(...Array.from({ length: 0x300 }, (_, code) => code));
  for (let code = 0; code < 0x300; code++) table[code] = pairBits(below.charAt(code));
  // Capitals found by one search rather than one test per character.
  for (const { index } of below.matchAll(/\p{Lu}/gu)) table[index!] = table[index!]! | AS_CAPITAL;
  mark(0x300, 0xffff, COMPOSE);
  mark(0x00, 0x1f, DROP);
  mark(0x7f, 0x9f, DROP);
  for (const code of [0xad, 0x200b, 0x200e, 0x200f, 0xfeff]) mark(code, code, DROP);
  mark(0x202a, 0x202e, DROP);
  mark(0x2060, 0x2064, DROP);
  mark(0x2066, 0x2069, DROP);
  mark(0xe000, 0xf8ff, DROP);
  const space = SPACE * SPECIAL + pairBits(' ');
  for (const code of [
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
  ])
    table[code] = space;
  table.fill(space, 0x2000, 0x200a + 1);
  for (const [ch, plain] of TYPOGRAPHIC_PLAIN) table[ch.charCodeAt(0)] = PLAIN * SPECIAL + pairBits(plain);
  // Dropped characters emit nothing and leave the pair open; NFC text runs every pass anyway.
  mark(0xd800, 0xdfff, SURROGATE);
  return table;
}

const CHARACTERS = characterTable();

/** Astral code points of the supplementary private-use planes. */
const isPrivateAstral = (code: number) =>
  (code >= 0xf0000 && code <= 0xffffd) || (code >= 0x100000 && code <= 0x10fffd);

/** The first pass's result (see above). */
interface FirstPass {
  text: string;
  /** Something NFC could change is left. */
  mayCompose: boolean;
  /** The pairs seen: AS_SPACE, AS_DASH, AS_PUNCTUATION after a space, AS_CAPITAL after , . ? or !. */
  pairs: number;
}

/**
 * The text as one flat, sequential string, whatever it was made of.
 *
 * Paragraphs arrive as slices of a document, joins of a parser's pieces and
 * plain strings, mixed within one book. A character loop compiled for that
 * mix reads each character through every kind of string and ran 3–4× slower
 * than over plain strings (War and Peace: about 100 ms instead of 25–30).
 * Joining copies the characters into one new string, which costs far less.
 * The trailing space keeps the engine from handing back the input itself; the
 * loop stops before it.
 */
const flatCopy = (text: string): string => [text, ' '].join('');

/** The first pass (see above), noting on the way which later passes have work. */
function plainCharacters(original: string): FirstPass {
  const text = flatCopy(original);
  const length = original.length;
  let out = '';
  let from = 0;
  let mayCompose = false;
  let pairs = 0;
  // The mask the last emitted character left.
  let before = 0;
  for (let i = 0; i < length; i++) {
    const bits = CHARACTERS[text.charCodeAt(i)]!;
    if (bits < SPECIAL) {
      pairs |= bits & before;
      before = bits >> 4;
      continue;
    }
    const kind = bits >> 8;
    if (kind === COMPOSE) {
      mayCompose = true;
      continue;
    }
    const code = text.charCodeAt(i);
    if (kind === SURROGATE) {
      const next = i + 1 < length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        if (!isPrivateAstral(((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000)) {
          mayCompose = true;
          i++;
          continue;
        }
        out += text.slice(from, i);
        i++;
        from = i + 1;
        continue;
      }
    }
    out += text.slice(from, i);
    from = i + 1;
    if (kind === DROP || kind === SURROGATE) continue;
    out += kind === SPACE ? ' ' : TYPOGRAPHIC_PLAIN.get(text[i]!)!;
    pairs |= bits & before;
    before = (bits >> 4) & 0xf;
  }
  // Unchanged text is still handed back as the copy: the original may be a slice of a whole document,
  // which a kept paragraph would otherwise keep alive.
  return { text: out + text.slice(from, length), mayCompose, pairs };
}

/**
 * The bytes the narrow pass reads a paragraph from and writes it back into,
 * grown as needed, and the platform's encoder and decoder around them (typed
 * here because core compiles without DOM or Node typings).
 *
 * The paragraph is first written out as UTF-8 by the platform, natively:
 * reading it character by character from the string instead costs more than
 * the pass itself, since paragraphs arrive as slices of a document, joins of
 * a parser's pieces and plain strings, and a loop reading every kind of
 * string ran 3–4× slower than one over a single kind; a flat copy of each
 * paragraph cost War and Peace 7 MB of garbage. The result is written over
 * the bytes already read: no character's Latin-1 form is longer than its
 * UTF-8 one (the ellipsis takes three bytes either way).
 *
 * The WHATWG "latin1" label is windows-1252, which differs from Latin-1 only
 * at 0x80–0x9F: control characters, which this pass drops.
 */
let narrowBytes = new Uint8Array(4096);
const platform = globalThis as unknown as {
  TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };
  TextEncoder: new () => { encodeInto(text: string, bytes: Uint8Array): { read: number; written: number } };
};
const latin1 = new platform.TextDecoder('latin1');
const utf8 = new platform.TextEncoder();

const SPACE_CODE = 0x20;
/** The pair bits of a space as the second of a pair, and the mask it leaves for the next character. */
const SPACE_BITS = CHARACTERS[SPACE_CODE]! & 0xf;
const SPACE_MASK = CHARACTERS[SPACE_CODE]! >> 4;
/** The one plain Latin-1 character each typographic one becomes; 0 for the ellipsis, which becomes three. */
const PLAIN_CODE = (() => {
  const table = new Uint8Array(0x10000);
  for (const [ch, plain] of TYPOGRAPHIC_PLAIN)
    if (plain.length === 1) table[ch.charCodeAt(0)] = plain.charCodeAt(0);
  return table;
})();
const DOT = 0x2e;
/** Below this, a class-0 character other than the space is copied as it is (a Latin-1 one, nothing to do). */
const ORDINARY = 0x100;

/**
 * The first pass for the common paragraph, all of whose characters are
 * Latin-1, typographic or dropped once plain: it also collapses spaces and
 * trims, and writes the result as a one-byte string. Null for any other
 * paragraph (a character above U+00FF kept, or one NFC may change), which
 * takes the general pass instead.
 *
 * The general pass builds its result from slices of the text, in the text's
 * representation: two bytes a character as soon as a paragraph has a curly
 * quote, though nothing of it is left in the result. A long book's kept
 * paragraphs are then twice their size, and the garbage collector copies
 * them while the conversion runs (War and Peace: 12.5 MB kept, 3.7 MB this way).
 */
function narrowCharacters(text: string): { text: string; pairs: number } | null {
  if (narrowBytes.length < text.length * 3) narrowBytes = new Uint8Array(text.length * 3 + 1024);
  const bytes = narrowBytes;
  // A lone surrogate is written as U+FFFD, which NFC may change: the paragraph takes the general pass, as it must.
  const end = utf8.encodeInto(text, bytes).written;
  let n = 0;
  let pairs = 0;
  let before = 0;
  // A space waits for the next character it stands before: runs collapse and the ends are trimmed.
  let space = false;
  let i = 0;
  while (i < end) {
    let code = bytes[i]!;
    if (code < 0x80) i++;
    else if (code < 0xe0) {
      code = ((code & 0x1f) << 6) | (bytes[i + 1]! & 0x3f);
      i += 2;
    } else if (code < 0xf0) {
      code = ((code & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
      i += 3;
    } else return null;
    const bits = CHARACTERS[code]!;
    if (bits < SPECIAL && code !== SPACE_CODE && code < ORDINARY) {
      if (space) {
        bytes[n++] = SPACE_CODE;
        pairs |= SPACE_BITS & before;
        before = SPACE_MASK;
        space = false;
      }
      bytes[n++] = code;
      pairs |= bits & before;
      before = bits >> 4;
      continue;
    }
    let plain = code;
    if (bits >= SPECIAL) {
      const kind = bits >> 8;
      if (kind === DROP) continue;
      if (kind === SPACE) {
        space = n > 0;
        continue;
      }
      if (kind !== PLAIN) return null;
      plain = PLAIN_CODE[code]!;
    } else if (code === SPACE_CODE) {
      space = n > 0;
      continue;
    } else return null;
    if (space) {
      bytes[n++] = SPACE_CODE;
      pairs |= SPACE_BITS & before;
      before = SPACE_MASK;
      space = false;
    }
    if (plain === 0) {
      bytes[n++] = DOT;
      bytes[n++] = DOT;
      bytes[n++] = DOT;
    } else bytes[n++] = plain;
    pairs |= bits & before;
    before = (bits >> 4) & 0xf;
  }
  return { text: latin1.decode(bytes.subarray(0, n)), pairs };
}

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
  const unknown = options.unknown ?? 'keep';
  const language = unknown === 'keep' ? null : (options.language ?? null);
  if (language === null) {
    // Collapsed and trimmed already, and its pairs are those of the result: only the passes with work run.
    const narrow = narrowCharacters(text);
    if (narrow !== null) return laterPasses(narrow.text, narrow.pairs);
  }
  return generalPass(text, language, unknown);
}

/**
 * Every paragraph's way through the normaliser, the narrow pass's included;
 * exported for the test that holds the narrow pass to it.
 */
export function generalPass(
  text: string,
  language: LanguageRecord | null,
  unknown: UnknownCharacters,
): string {
  const plain = plainCharacters(text);
  let out = plain.mayCompose ? plain.text.normalize('NFC') : plain.text;
  if (language !== null && unknown !== 'keep') out = filterUnknown(out, languageCharset(language), unknown);
  // The first pass saw every pair the later passes look for, so only those
  // with work run; NFC and the alphabet filter may bring new pairs together,
  // and then every pass runs.
  const untouched = !plain.mayCompose && language === null;
  const pairs = untouched ? plain.pairs : AS_SPACE | AS_DASH | AS_PUNCTUATION | AS_CAPITAL;
  if (pairs & AS_SPACE) out = out.replace(REPEATED_SPACES, ' ');
  return laterPasses(out.trim(), pairs);
}

/** The passes after spaces are collapsed and the ends trimmed, each only when its pair was seen. */
function laterPasses(text: string, pairs: number): string {
  let out = text;
  if (pairs & AS_DASH) out = out.replace(DOUBLE_HYPHEN, ' -');
  if (pairs & AS_PUNCTUATION) out = out.replace(SPACE_BEFORE_PUNCTUATION, '');
  if (pairs & AS_CAPITAL) out = out.replace(PUNCTUATION_BEFORE_CAPITAL, spaceAfter);
  return out;
}
