import { writeVarint } from './varint';

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
 * the books it occurs in and, apart, its places in their texts. A search tests the
 * query's pieces against the word list only, then follows the occurrences of
 * the words one piece can be and checks the neighbouring words in the texts.
 * A broad query costs what it finds rather than a scan of every description.
 *
 * Memory is what limits a large catalogue (100,000 descriptions are six
 * million words), so the layout is compact: the texts are 16-bit codes while
 * the words fit, and the books and places are varints (see varint.ts),
 * mostly one byte each. A one-word query, the most common, reads the books
 * alone: a word's books are fewer bytes than its occurrences.
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
   * The books word `w` occurs in are the bytes `bookStepStarts[w] ..
   * bookStepStarts[w + 1]` of {@link bookSteps}: in book order, each as the
   * step from the one before (from −1 for the first), a varint. A one-word
   * query reads only these.
   */
  readonly bookStepStarts: Int32Array;
  readonly bookSteps: Uint8Array;
  /**
   * Where in those books it occurs, bytes `placeStarts[w] .. placeStarts[w +
   * 1]` of {@link places}: for each of its books in turn, each place from the
   * book's first text code, doubled, plus 1 on the book's first place; varints.
   * Null until a search first follows occurrences; a word's are written
   * when a search first follows it (see {@link placesOf}).
   */
  readonly placeStarts: Int32Array;
  places: Uint8Array | null;
  /** By word: 1 once its places are written. */
  placesWritten: Uint8Array | null;
  /**
   * The words in one string, each after a line feed and the last followed
   * by one ("\nfirst\nsecond\n"): one native substring search over it
   * finds every word holding a piece, far faster than a test per word.
   */
  readonly joined: string;
  /** Where word `w`'s line feed is in {@link joined}; one more entry for the final one. */
  readonly wordOffsets: Int32Array;
  /**
   * Work room of a search, kept between searches: two marks by word code
   * (all 0 between searches), and the word ids in code-unit order of the
   * words, sorted on the first search that looks words up by their start.
   */
  readonly scratch: { readonly marks: [Uint8Array, Uint8Array]; byWord: Int32Array | null };
}

/** The work room of a phrase index over `words`. */
export function phraseScratch(words: readonly string[]): PhraseIndex['scratch'] {
  const size = words.length + FIRST_WORD_CODE;
  return { marks: [new Uint8Array(size), new Uint8Array(size)], byWord: null };
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
  /** Bytes of places of those words: what following them costs. */
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

function addWord(index: PhraseIndex, set: WordSet, word: number): void {
  set.marks[word + FIRST_WORD_CODE] = 1;
  set.words.push(word);
  set.cost += index.placeStarts[word + 1]! - index.placeStarts[word]!;
}

/** Leaves a set's marks all 0 again, for the next search. */
function clearSet(set: WordSet | null): void {
  if (set !== null) for (const word of set.words) set.marks[word + FIRST_WORD_CODE] = 0;
}

/** The word ids in code-unit order of their words, sorted once per index. */
function wordsInOrder(index: PhraseIndex): Int32Array {
  const { scratch, words } = index;
  if (scratch.byWord === null) {
    const ids = Array.from({ length: words.length }, (_, id) => id);
    ids.sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    scratch.byWord = Int32Array.from(ids);
  }
  return scratch.byWord;
}

/**
 * The words starting with `prefix` (not empty), or null when none does:
 * a range of the words in code-unit order, found by binary search, since a
 * substring search for "\n" + prefix stops at every word of the joined string.
 */
function wordsStartingWith(index: PhraseIndex, prefix: string, marks: Uint8Array): WordSet | null {
  const { words } = index;
  const byWord = wordsInOrder(index);
  let low = 0;
  let high = byWord.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[byWord[mid]!]! < prefix) low = mid + 1;
    else high = mid;
  }
  let set: WordSet | null = null;
  for (let at = low; at < byWord.length && words[byWord[at]!]!.startsWith(prefix); at++) {
    set ??= { marks, words: [], cost: 0 };
    addWord(index, set, byWord[at]!);
  }
  return set;
}

/** The id of a whole word, or −1 when the index has no such word. */
function wordId(index: PhraseIndex, word: string): number {
  const at = index.joined.indexOf(`\n${word}\n`);
  return at < 0 ? -1 : wordAt(index.wordOffsets, at + 1);
}

/**
 * The words where `needle` (a non-empty piece) occurs in the joined words,
 * or null when none has it. The needle ends with a line feed when the piece
 * must end a word ("p\n"). Each match is one word's; the search goes on
 * after that word.
 */
function wordsHolding(index: PhraseIndex, needle: string, marks: Uint8Array): WordSet | null {
  const { joined, wordOffsets } = index;
  let set: WordSet | null = null;
  let at = joined.indexOf(needle);
  while (at >= 0) {
    const id = wordAt(wordOffsets, at);
    set ??= { marks, words: [], cost: 0 };
    addWord(index, set, id);
    at = joined.indexOf(needle, wordOffsets[id + 1]! + 1);
  }
  return set;
}

/** Every word: what an empty piece matches (every word holds, starts and ends with ""). */
function everyWord(index: PhraseIndex, marks: Uint8Array): WordSet | null {
  if (index.words.length === 0) return null;
  const set: WordSet = { marks, words: [], cost: 0 };
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
  const [firstMarks, lastMarks] = index.scratch.marks;
  const head = pieces[0]!;
  if (pieces.length === 1) {
    const first = head === '' ? everyWord(index, firstMarks) : wordsHolding(index, head, firstMarks);
    return first && { first, middle: [], last: first, length: 1 };
  }
  const middle: number[] = [];
  for (let p = 1; p < pieces.length - 1; p++) {
    // A middle piece is a whole word: not empty, as a plain query has single spaces.
    const id = pieces[p] === '' ? -1 : wordId(index, pieces[p]!);
    if (id < 0) return null;
    middle.push(id + FIRST_WORD_CODE);
  }
  const first = head === '' ? everyWord(index, firstMarks) : wordsHolding(index, `${head}\n`, firstMarks);
  const tail = pieces[pieces.length - 1]!;
  const last =
    first && (tail === '' ? everyWord(index, lastMarks) : wordsStartingWith(index, tail, lastMarks));
  if (first === null || last === null) {
    clearSet(first);
    return null;
  }
  return { first, middle, last, length: pieces.length };
}

// Imported bindings are read through a getter under some module loaders
// (the bench's among them); the loop below uses this module copy.
const write = writeVarint;

/**
 * Every word's places (see {@link PhraseIndex.places}), written in one pass
 * over the texts, book by book, so each word's come in book order.
 */
function writeAllPlaces(index: PhraseIndex, places: Uint8Array): void {
  const { texts, bookStarts, placeStarts } = index;
  const count = index.words.length;
  const next = placeStarts.slice(0, count);
  const lastBook = new Int32Array(count).fill(-1);
  for (let book = 0; book < bookStarts.length - 1; book++) {
    const first = bookStarts[book]!;
    const end = bookStarts[book + 1]!;
    for (let at = first; at < end; at++) {
      const word = texts[at]! - FIRST_WORD_CODE;
      if (word < 0) continue;
      // The book's first place is flagged as it is written, with no going back to a byte written before.
      let flag = 0;
      if (lastBook[word] !== book) {
        lastBook[word] = book;
        flag = 1;
      }
      const place = (at - first) * 2 + flag;
      // Most places take one byte.
      if (place < 0x80) places[next[word]!++] = place;
      else next[word] = write(places, next[word]!, place);
    }
  }
}

/** The places of one word, found in the texts of its books. */
function writeWordPlaces(index: PhraseIndex, word: number, places: Uint8Array): void {
  const { bookSteps, bookStepStarts, bookStarts, texts } = index;
  const code = word + FIRST_WORD_CODE;
  let next = index.placeStarts[word]!;
  const end = bookStepStarts[word + 1]!;
  let at = bookStepStarts[word]!;
  let book = -1;
  while (at < end) {
    let step = bookSteps[at++]!;
    if (step > 0x7f) {
      step &= 0x7f;
      for (let shift = 7; ; shift += 7) {
        const byte = bookSteps[at++]!;
        step |= (byte & 0x7f) << shift;
        if (byte < 0x80) break;
      }
    }
    book += step;
    const first = bookStarts[book]!;
    // The book's first place is flagged (see PhraseIndex.places).
    let flag = 1;
    for (let i = first; i < bookStarts[book + 1]!; i++) {
      if (texts[i] !== code) continue;
      next = write(places, next, (i - first) * 2 + flag);
      flag = 0;
    }
  }
}

/**
 * The index's places, with those of `words` written. Only a search that
 * follows occurrences reads them (a query of several words, or one whose
 * plain and folded forms differ); a one-word query, the most common, reads
 * the books alone. So the build leaves them to the searches: at 100,000
 * books they are 6.5 MB of the descriptions' tier and about 80 ms of a
 * build that must stay under a second. A word's are written when a search
 * first follows it, from the texts of its books, so a first search of a
 * few rare words costs little; when the words not yet written are in more
 * books, together, than the index has (a word's bytes of books bound its
 * books), one pass over every text writes every word's, a tenth of a
 * second there, once.
 */
function placesOf(index: PhraseIndex, words: readonly number[]): Uint8Array {
  const count = index.words.length;
  index.places ??= new Uint8Array(index.placeStarts[count]!);
  index.placesWritten ??= new Uint8Array(count);
  const { places, placesWritten: written, bookStepStarts } = index;
  let books = 0;
  for (const word of words) {
    if (written[word] === 0) books += bookStepStarts[word + 1]! - bookStepStarts[word]!;
  }
  if (books === 0) return places;
  if (books > index.bookStarts.length - 1) {
    writeAllPlaces(index, places);
    written.fill(1);
    return places;
  }
  for (const word of words) {
    if (written[word] === 1) continue;
    writeWordPlaces(index, word, places);
    written[word] = 1;
  }
  return places;
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
  const { bookSteps, bookStepStarts } = index;
  for (const word of words) {
    const end = bookStepStarts[word + 1]!;
    let at = bookStepStarts[word]!;
    let book = -1;
    while (at < end) {
      let step = bookSteps[at++]!;
      if (step > 0x7f) {
        step &= 0x7f;
        for (let shift = 7; ; shift += 7) {
          const byte = bookSteps[at++]!;
          step |= (byte & 0x7f) << shift;
          if (byte < 0x80) break;
        }
      }
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
  const { bookSteps, bookStepStarts, placeStarts, texts, bookStarts } = index;
  const places = placesOf(index, words);
  for (const word of words) {
    const end = bookStepStarts[word + 1]!;
    let at = bookStepStarts[word]!;
    let placeAt = placeStarts[word]!;
    const placesEnd = placeStarts[word + 1]!;
    let book = -1;
    while (at < end) {
      let step = bookSteps[at++]!;
      if (step > 0x7f) {
        step &= 0x7f;
        for (let shift = 7; ; shift += 7) {
          const byte = bookSteps[at++]!;
          step |= (byte & 0x7f) << shift;
          if (byte < 0x80) break;
        }
      }
      book += step;
      // A book already this high still has its places read, to reach the next book's.
      let done = best[book]! >= relevance;
      const first = bookStarts[book]!;
      const bookEnd = bookStarts[book + 1]!;
      // The places up to the next book's first (flagged in its first byte's low bit) are this book's.
      do {
        let place = places[placeAt++]!;
        if (place > 0x7f) {
          place &= 0x7f;
          for (let shift = 7; ; shift += 7) {
            const byte = places[placeAt++]!;
            place |= (byte & 0x7f) << shift;
            if (byte < 0x80) break;
          }
        }
        if (!done) {
          // A start before the book's first code would be a text start code, which never matches.
          const start = first + (place >>> 1) - offset;
          if (
            matchesAt(texts, start, bookEnd, pattern) &&
            (forms === BOTH_FORMS || (formsAt(texts, start) & forms) !== 0)
          ) {
            best[book] = relevance;
            done = true;
          }
        }
      } while (placeAt < placesEnd && (places[placeAt]! & 1) === 0);
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
  const { first, last } = pattern;
  markPattern(index, pattern, forms, best, relevance);
  clearSet(first);
  if (last !== first) clearSet(last);
}

/** Marks the books matching a pattern, following the occurrences of the piece likely rarest. */
function markPattern(
  index: PhraseIndex,
  pattern: Pattern,
  forms: TextForms,
  best: Int8Array,
  relevance: number,
): void {
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
