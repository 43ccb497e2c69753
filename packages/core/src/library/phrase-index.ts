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
 * So the index keeps each distinct word and each distinct pair of
 * neighbouring words, with the books they occur in, and every book's texts
 * as word ids. A search reads the word list and the pair list, takes the
 * books from their postings, and checks a book's own words only when the
 * postings cannot settle it (longer queries; a query that must be found in
 * one form of the texts only). A broad query costs what it finds rather than
 * a scan of every description.
 */

/** Which forms of a field a text is: its plain form, its folded form, or both (they are equal). */
export type TextForms = 1 | 2 | 3;
export const PLAIN_FORM = 1;
export const FOLDED_FORM = 2;
export const BOTH_FORMS = 3;

/** Words and neighbouring-word pairs of many texts, each with the books it occurs in. */
export interface PhraseIndex {
  readonly words: readonly string[];
  /** Books of word `w`: `wordBooks[wordStarts[w] .. wordStarts[w + 1]]`, ascending. */
  readonly wordStarts: Int32Array;
  readonly wordBooks: Int32Array;
  readonly pairFirst: Int32Array;
  readonly pairSecond: Int32Array;
  /** Books of pair `p`: `pairBooks[pairStarts[p] .. pairStarts[p + 1]]`, ascending. */
  readonly pairStarts: Int32Array;
  readonly pairBooks: Int32Array;
  /**
   * Every text as word ids, each text preceded by its forms negated (−1, −2
   * or −3); book `b`'s texts are `texts[bookStarts[b] .. bookStarts[b + 1]]`.
   */
  readonly texts: Int32Array;
  readonly bookStarts: Int32Array;
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

/** Marks, over the word list, the words that pass a test; null when none does. */
function wordsWhere(words: readonly string[], test: (word: string) => boolean): Uint8Array | null {
  const marks = new Uint8Array(words.length);
  let any = false;
  for (let id = 0; id < words.length; id++) {
    if (test(words[id]!)) {
      marks[id] = 1;
      any = true;
    }
  }
  return any ? marks : null;
}

/** The pattern of a query; null when some piece matches no word, so no book can match. */
function patternOf(words: readonly string[], pieces: readonly string[]): Pattern | null {
  const head = pieces[0]!;
  if (pieces.length === 1) {
    const first = wordsWhere(words, (word) => word.length >= head.length && word.includes(head));
    return first && { first, middle: [], last: first, length: 1 };
  }
  const first = wordsWhere(words, (word) => word.endsWith(head));
  const tail = pieces[pieces.length - 1]!;
  const last = first && wordsWhere(words, (word) => word.startsWith(tail));
  if (first === null || last === null) return null;
  const middle: number[] = [];
  for (const piece of pieces.slice(1, -1)) {
    const id = words.indexOf(piece);
    if (id < 0) return null;
    middle.push(id);
  }
  return { first, middle, last, length: pieces.length };
}

/**
 * Whether the words of `texts` from `at` on match the pattern. Every text
 * begins with its form marker, which is no word id, so a match never spans
 * two texts or two books, and reading past the end finds no word either.
 */
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
  const end = bookStarts[book + 1]!;
  let current = 0;
  for (let at = bookStarts[book]!; at < end; at++) {
    const id = texts[at]!;
    if (id < 0) current = -id;
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
  const pieces = query.split(' ');
  const pattern = patternOf(index.words, pieces);
  if (pattern === null) return;
  // Postings settle one- and two-word queries over texts of every form; the rest are candidates.
  const settled = pattern.length <= 2 && forms === BOTH_FORMS;
  const take = (book: number) => {
    if (settled || bookMatches(index, book, pattern, forms)) visit(book);
  };
  if (pattern.length === 1) {
    const { wordStarts, wordBooks } = index;
    for (let id = 0; id < pattern.first.length; id++) {
      if (pattern.first[id] === 0) continue;
      for (let p = wordStarts[id]!; p < wordStarts[id + 1]!; p++) take(wordBooks[p]!);
    }
    return;
  }
  // The pair of the first two pieces: the second is a whole middle word or the last piece's start.
  const second = pattern.length === 2 ? pattern.last : null;
  const middle = pattern.middle[0] ?? -1;
  const { pairFirst, pairSecond, pairStarts, pairBooks } = index;
  for (let pair = 0; pair < pairFirst.length; pair++) {
    if (pattern.first[pairFirst[pair]!] === 0) continue;
    const next = pairSecond[pair]!;
    if (second === null ? next !== middle : second[next] === 0) continue;
    for (let p = pairStarts[pair]!; p < pairStarts[pair + 1]!; p++) take(pairBooks[p]!);
  }
}
