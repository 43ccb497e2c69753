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
 * So the index keeps every text as word ids, and for each distinct word its
 * occurrences: book and the word after. A search tests the query's pieces
 * against the word list only, then follows the occurrences of the words its
 * first piece can be. A broad query costs what
 * it finds rather than a scan of every description.
 */

/** Which forms of a field a text is: its plain form, its folded form, or both (they are equal). */
export type TextForms = 1 | 2 | 3;
export const PLAIN_FORM = 1;
export const FOLDED_FORM = 2;
export const BOTH_FORMS = 3;

/** The words of many texts, as word ids, with where each word occurs. */
export interface PhraseIndex {
  readonly words: readonly string[];
  /**
   * Every text as word ids, each text preceded by its forms negated (−1, −2
   * or −3); book `b`'s texts are `texts[bookStarts[b] .. bookStarts[b + 1]]`.
   */
  readonly texts: Int32Array;
  readonly bookStarts: Int32Array;
  /**
   * The occurrences of word `w` are `wordStarts[w] .. wordStarts[w + 1]`:
   * for each, its book and the word after it (negative when none), in book
   * order. The next word is kept beside the book so that following a common
   * word's occurrences reads memory in order.
   */
  readonly wordStarts: Int32Array;
  readonly wordBooks: Int32Array;
  readonly wordNext: Int32Array;
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

/** A query as tests on word ids: the first word, the whole middle words, the last word. */
interface Pattern {
  /** 1 for the words the query's first piece can be (the only piece, or a word end). */
  first: Uint8Array;
  middle: number[];
  /** 1 for the words the query's last piece can start (unused for one piece). */
  last: Uint8Array;
  length: number;
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

/**
 * Marks the words where `needle` (a non-empty piece) occurs in the joined
 * words, or null when none has it. The needle carries line feeds where the piece must touch a
 * word's edge: "\nq" for a word starting with q, "p\n" for one ending with p.
 * Each match is one word's; the search goes on after that word.
 */
function wordsHolding(index: PhraseIndex, needle: string): Uint8Array | null {
  const { joined, wordOffsets } = index;
  let marks: Uint8Array | null = null;
  // A match that starts on a line feed starts its word: look past it for the word.
  const lead = needle.charCodeAt(0) === 10 ? 1 : 0;
  let at = joined.indexOf(needle);
  while (at >= 0) {
    const id = wordAt(wordOffsets, at + lead);
    marks ??= new Uint8Array(wordOffsets.length - 1);
    marks[id] = 1;
    at = joined.indexOf(needle, wordOffsets[id + 1]! + (lead === 1 ? 0 : 1));
  }
  return marks;
}

/** Every word: what an empty piece matches (every word holds, starts and ends with ""). */
function everyWord(index: PhraseIndex): Uint8Array | null {
  return index.words.length > 0 ? new Uint8Array(index.words.length).fill(1) : null;
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
  for (const piece of pieces.slice(1, -1)) {
    const id = index.words.indexOf(piece);
    if (id < 0) return null;
    middle.push(id);
  }
  return { first, middle, last, length: pieces.length };
}

/** Whether the words of `texts` from `at` on match the pattern (a form marker is no word). */
function matchesAt(texts: Int32Array, at: number, pattern: Pattern): boolean {
  if (pattern.first[texts[at]!] !== 1) return false;
  if (pattern.length === 1) return true;
  const { middle } = pattern;
  for (let m = 0; m < middle.length; m++) if (texts[at + 1 + m] !== middle[m]) return false;
  return pattern.last[texts[at + pattern.length - 1]!] === 1;
}

/** Whether a book has a text of the given forms that holds the pattern. */
function bookMatches(index: PhraseIndex, book: number, pattern: Pattern, forms: TextForms): boolean {
  const { texts, bookStarts } = index;
  let current = 0;
  for (let at = bookStarts[book]!; at < bookStarts[book + 1]!; at++) {
    const word = texts[at]!;
    if (word < 0) current = -word;
    else if ((current & forms) !== 0 && matchesAt(texts, at, pattern)) return true;
  }
  return false;
}

/**
 * Calls `visit` with each book that has a text of the given forms containing
 * `query` (in plain form, not empty), possibly more than once per book.
 */
export function visitPhrase(
  index: PhraseIndex,
  query: string,
  forms: TextForms,
  visit: (book: number) => void,
): void {
  const pattern = patternOf(index, query.split(' '));
  if (pattern === null) return;
  // The occurrences settle one- and two-word queries over texts of both
  // forms; otherwise the books they give are checked against their words.
  const settled = pattern.length <= 2 && forms === BOTH_FORMS;
  const take = settled
    ? visit
    : (book: number) => {
        if (bookMatches(index, book, pattern, forms)) visit(book);
      };
  const { first } = pattern;
  const { wordStarts, wordNext, wordBooks } = index;
  if (pattern.length === 1) {
    for (let id = 0; id < first.length; id++) {
      if (first[id] === 0) continue;
      // A word's occurrences come in book order: take each book once.
      let previous = -1;
      for (let p = wordStarts[id]!; p < wordStarts[id + 1]!; p++) {
        const book = wordBooks[p]!;
        if (book === previous) continue;
        previous = book;
        take(book);
      }
    }
    return;
  }
  // The word after each occurrence: the last piece's start, or the first middle word.
  const second = pattern.length === 2 ? pattern.last : null;
  const middle = pattern.middle[0] ?? -1;
  for (let id = 0; id < first.length; id++) {
    if (first[id] === 0) continue;
    for (let p = wordStarts[id]!; p < wordStarts[id + 1]!; p++) {
      const next = wordNext[p]!;
      if (second === null ? next === middle : second[next] === 1) take(wordBooks[p]!);
    }
  }
}
