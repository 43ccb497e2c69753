/*
 * Substring lookup by words, for search over many texts at once.
 *
 * Texts are split into words at white space, as their plain form (white
 * space collapsed to single spaces) would be. A query in plain form is then
 * found in a text exactly when its spaces line up with the text's:
 *
 * - a one-word query is inside one word of the text;
 * - a two-word query "p q" spans two neighbouring words, the first ending
 *   with p and the second starting with q;
 * - a longer query also needs its middle words whole, in order.
 *
 * So the index keeps every text as word codes, and for each distinct word
 * where it occurs (book and place in the book's texts). A search tests the
 * query's pieces against the word list only, then follows the occurrences of
 * the words one piece can be and checks the neighbouring words in the texts.
 * A broad query costs what it finds rather than a scan of every description.
 *
 * Memory is what limits a large catalogue (100,000 descriptions are six
 * million words), so the layout is compact: the texts are 16-bit codes while
 * the words fit, and the occurrences are varints (see varint.ts), mostly one
 * byte each for the book step and one for the place.
 */

/** Which forms of a field a text is: its plain form, its folded form, or both (they are equal). */
export type TextForms = 1 | 2 | 3;
export const PLAIN_FORM = 1;
export const FOLDED_FORM = 2;
export const BOTH_FORMS = 3;

/**
 * Codes below this are a text's start, with its forms as the code; word `w`
 * is code `w + FIRST_WORD_CODE`. Marks kept by code are then never set for a
 * text start, so a match cannot run from one text into the next.
 */
export const FIRST_WORD_CODE = 4;

/** The words of many texts, as word codes, with where each word occurs. */
export interface PhraseIndex {
  readonly words: readonly string[];
  /**
   * Every text as a form code then its word codes; book `b`'s texts are
   * `texts[bookStarts[b] .. bookStarts[b + 1]]`. 16-bit while the codes fit.
   */
  readonly texts: Uint16Array | Int32Array;
  readonly bookStarts: Int32Array;
  /**
   * The occurrences of word `w` are the bytes `occurrenceStarts[w] ..
   * occurrenceStarts[w + 1]` of {@link occurrences}: for each, in book order,
   * the step from the previous occurrence's book (from −1 for the first; 0
   * for the same book) and its place from the book's first text code, as varints.
   */
  readonly occurrenceStarts: Int32Array;
  readonly occurrences: Uint8Array;
  /**
   * The words in one string, each after a line feed and the last followed
   * by one ("\nfirst\nsecond\n"): one native substring search over it
   * finds every word holding a piece, far faster than a test per word.
   */
  readonly joined: string;
  /** Where word `w`'s line feed is in {@link joined}; one more entry for the final one. */
  readonly wordOffsets: Int32Array;
}

/** The words joined as {@link PhraseIndex.joined} has them, with their offsets. */
export function joinWords(words: readonly string[]): { joined: string; wordOffsets: Int32Array } {
  const wordOffsets = new Int32Array(words.length + 1);
  let at = 0;
  for (let id = 0; id < words.length; id++) {
    wordOffsets[id] = at;
    at += words[id]!.length + 1;
  }
  wordOffsets[words.length] = at;
  return { joined: `\n${words.join('\n')}\n`, wordOffsets };
}

/** Words a query piece can be: a mark by word code, and the words marked. */
interface WordSet {
  marks: Uint8Array;
  words: number[];
  /** Bytes of occurrences of those words: what following them costs. */
  cost: number;
}

/** The word whose characters include position `at` of the joined words (never a line feed). */
function wordAt(offsets: Int32Array, at: number): number {
  let low = 0;
  let high = offsets.length - 1;
  // The last offset below `at`: offsets[low] < at <= offsets[high].
  while (high - low > 1) {
    const mid = (low + high) >>> 1;
    if (offsets[mid]! < at) low = mid;
    else high = mid;
  }
  return low;
}

function wordSet(index: PhraseIndex): WordSet {
  return { marks: new Uint8Array(index.words.length + FIRST_WORD_CODE), words: [], cost: 0 };
}

function addWord(index: PhraseIndex, set: WordSet, word: number): void {
  set.marks[word + FIRST_WORD_CODE] = 1;
  set.words.push(word);
  set.cost += index.occurrenceStarts[word + 1]! - index.occurrenceStarts[word]!;
}

/**
 * The words where `needle` (a non-empty piece) occurs in the joined words,
 * or null when none has it. The needle carries line feeds where the piece
 * must touch a word's edge: "\nq" for a word starting with q, "p\n" for one
 * ending with p, "\nw\n" for the word w itself. Each match is one word's;
 * the search goes on after that word.
 */
function wordsHolding(index: PhraseIndex, needle: string): WordSet | null {
  const { joined, wordOffsets } = index;
  let set: WordSet | null = null;
  // A match that starts on a line feed starts its word: look past it for the word.
  const lead = needle.charCodeAt(0) === 10 ? 1 : 0;
  let at = joined.indexOf(needle);
  while (at >= 0) {
    const id = wordAt(wordOffsets, at + lead);
    set ??= wordSet(index);
    addWord(index, set, id);
    at = joined.indexOf(needle, wordOffsets[id + 1]! + (lead === 1 ? 0 : 1));
  }
  return set;
}

/** Every word: what an empty piece matches (every word holds, starts and ends with ""). */
function everyWord(index: PhraseIndex): WordSet | null {
  if (index.words.length === 0) return null;
  const set = wordSet(index);
  for (let id = 0; id < index.words.length; id++) addWord(index, set, id);
  return set;
}

/** A query as tests on word codes: the first word, the whole middle words, the last word. */
interface Pattern {
  first: WordSet;
  /** Codes of the middle words. */
  middle: number[];
  last: WordSet;
  length: number;
}

/** The pattern of a query; null when some piece matches no word, so no book can match. */
function patternOf(index: PhraseIndex, pieces: readonly string[]): Pattern | null {
  const head = pieces[0]!;
  if (pieces.length === 1) {
    const first = head === '' ? everyWord(index) : wordsHolding(index, head);
    return first && { first, middle: [], last: first, length: 1 };
  }
  const first = head === '' ? everyWord(index) : wordsHolding(index, `${head}\n`);
  const tail = pieces[pieces.length - 1]!;
  const last = first && (tail === '' ? everyWord(index) : wordsHolding(index, `\n${tail}`));
  if (first === null || last === null) return null;
  const middle: number[] = [];
  for (let p = 1; p < pieces.length - 1; p++) {
    // A middle piece is a whole word: not empty, as a plain query has single spaces.
    const whole = pieces[p] === '' ? null : wordsHolding(index, `\n${pieces[p]}\n`);
    if (whole === null) return null;
    middle.push(whole.words[0]! + FIRST_WORD_CODE);
  }
  return { first, middle, last, length: pieces.length };
}

/** Whether the codes of `texts` from `at` on match the pattern; `end` bounds the book's texts. */
function matchesAt(texts: Uint16Array | Int32Array, at: number, end: number, pattern: Pattern): boolean {
  if (at + pattern.length > end) return false;
  if (pattern.first.marks[texts[at]!] !== 1) return false;
  if (pattern.length === 1) return true;
  const { middle } = pattern;
  for (let m = 0; m < middle.length; m++) if (texts[at + 1 + m] !== middle[m]) return false;
  return pattern.last.marks[texts[at + pattern.length - 1]!] === 1;
}

/** The forms of the text holding position `at` (a word code) of `texts`. */
function formsAt(texts: Uint16Array | Int32Array, at: number): number {
  let start = at;
  while (texts[start]! >= FIRST_WORD_CODE) start--;
  return texts[start]!;
}

/**
 * One-word query over texts of both forms: every book where one of the
 * words occurs matches, with no text to read. Books already at `relevance`
 * or above are left as they are.
 */
function markBooksOf(index: PhraseIndex, words: readonly number[], best: Int8Array, relevance: number): void {
  const { occurrences, occurrenceStarts } = index;
  for (const word of words) {
    const end = occurrenceStarts[word + 1]!;
    let at = occurrenceStarts[word]!;
    let book = -1;
    while (at < end) {
      let step = occurrences[at++]!;
      if (step > 0x7f) {
        step &= 0x7f;
        for (let shift = 7; ; shift += 7) {
          const byte = occurrences[at++]!;
          step |= (byte & 0x7f) << shift;
          if (byte < 0x80) break;
        }
      }
      // The place is not needed: skip its bytes.
      while (occurrences[at++]! > 0x7f);
      if (step === 0) continue;
      book += step;
      if (best[book]! < relevance) best[book] = relevance;
    }
  }
}

/**
 * Follows the occurrences of `words`, the words of the pattern's piece at
 * `offset`, and marks each book whose texts of the given forms match the
 * whole pattern around one of them.
 */
function markMatches(
  index: PhraseIndex,
  words: readonly number[],
  offset: number,
  pattern: Pattern,
  forms: TextForms,
  best: Int8Array,
  relevance: number,
): void {
  const { occurrences, occurrenceStarts, texts, bookStarts } = index;
  for (const word of words) {
    const end = occurrenceStarts[word + 1]!;
    let at = occurrenceStarts[word]!;
    let book = -1;
    while (at < end) {
      let step = occurrences[at++]!;
      if (step > 0x7f) {
        step &= 0x7f;
        for (let shift = 7; ; shift += 7) {
          const byte = occurrences[at++]!;
          step |= (byte & 0x7f) << shift;
          if (byte < 0x80) break;
        }
      }
      let place = occurrences[at++]!;
      if (place > 0x7f) {
        place &= 0x7f;
        for (let shift = 7; ; shift += 7) {
          const byte = occurrences[at++]!;
          place |= (byte & 0x7f) << shift;
          if (byte < 0x80) break;
        }
      }
      book += step;
      if (best[book]! >= relevance) continue;
      const start = bookStarts[book]! + place - offset;
      // A start before the book's first code would be a text start code, which never matches.
      if (!matchesAt(texts, start, bookStarts[book + 1]!, pattern)) continue;
      if (forms !== BOTH_FORMS && (formsAt(texts, start) & forms) === 0) continue;
      best[book] = relevance;
    }
  }
}

/**
 * Raises to `relevance` each book below it in `best` that has a text of the
 * given forms containing `query` (in plain form, not empty).
 */
export function markPhrase(
  index: PhraseIndex,
  query: string,
  forms: TextForms,
  best: Int8Array,
  relevance: number,
): void {
  const pattern = patternOf(index, query.split(' '));
  if (pattern === null) return;
  const { first, last, length } = pattern;
  if (length === 1) {
    if (forms === BOTH_FORMS) markBooksOf(index, first.words, best, relevance);
    else markMatches(index, first.words, 0, pattern, forms, best, relevance);
  } else if (length === 2) {
    // Follow the rarer side: "the h" reads the words starting with h, not every "the".
    if (first.cost <= last.cost) markMatches(index, first.words, 0, pattern, forms, best, relevance);
    else markMatches(index, last.words, 1, pattern, forms, best, relevance);
  } else {
    // A middle word is one whole word, usually far rarer than the words a piece can be.
    const anchor = [pattern.middle[0]! - FIRST_WORD_CODE];
    markMatches(index, anchor, 1, pattern, forms, best, relevance);
  }
}
