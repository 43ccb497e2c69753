import type { BookIndexEntry } from '../book/book-types';
import { compareForTieBreak } from './tie-break';

/**
 * The characters of a plain key, in the A→Z collation's order: white space,
 * then punctuation and symbols, digits and lower-case letters. Each has a
 * primary weight of its own and none combines with another, so two plain
 * keys collate as the sequences of their characters' places here, a shorter
 * key before every key it begins (checked against the collator for pairs of
 * short keys, and by a property test).
 */
const PLAIN_CHARACTERS = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz`;

let characterPlaces: Uint8Array | undefined;

/** Each plain character's place in {@link PLAIN_CHARACTERS} from 1, by code; 0 for any other. */
function plainPlaces(): Uint8Array {
  if (characterPlaces === undefined) {
    characterPlaces = new Uint8Array(128);
    for (let i = 0; i < PLAIN_CHARACTERS.length; i++) characterPlaces[PLAIN_CHARACTERS.charCodeAt(i)] = i + 1;
  }
  return characterPlaces;
}

/** Whether a sort key holds only plain characters. */
function isPlainKey(key: string, places: Uint8Array): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code >= 128 || places[code] === 0) return false;
  }
  return true;
}

/** Two plain keys in collation order, compared by their characters' places from `from` on (equal before it). */
function comparePlainKeys(a: string, b: string, places: Uint8Array, from = 0): number {
  const length = Math.min(a.length, b.length);
  for (let i = from; i < length; i++) {
    const difference = places[a.charCodeAt(i)]! - places[b.charCodeAt(i)]!;
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

const BASE = PLAIN_CHARACTERS.length + 1;

/**
 * A number ordered as the `count` characters of a plain key from `from` on
 * are, a key ending before them padded with 0, so it sorts before every key
 * it begins. Keys whose characters there are equal get equal numbers.
 */
function plainKeyNumber(key: string, from: number, count: number, places: Uint8Array): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    value = value * BASE + (i < key.length ? places[key.charCodeAt(i)]! : 0);
  }
  return value;
}

/** Rounds whose numbers are made before sorting, in one pass over the titles in the books' order. */
const EARLY_ROUNDS = 3;

/**
 * The books' title keys, read once in book order: which are plain, and for
 * those their lengths and the numbers of their first rounds (see
 * {@link sortPlainTitles}). Made in book order, as the titles lie in
 * memory, and as each title is checked: made in sorted order, reading the
 * titles all over the heap took most of the time, and a second pass over
 * them in book order still a tenth of it.
 */
interface TitleKeys {
  readonly titles: readonly string[];
  /** The books with plain titles, in ascending order, and the others. */
  readonly plainBooks: number[];
  readonly otherBooks: number[];
  readonly lengths: Int32Array;
  /** Round `r`'s number of book `b` is `early[r * books + b]`. */
  readonly early: Float64Array;
  /** The book's index takes the low bits of a round's number: this is 2 to their count. */
  readonly scale: number;
  readonly perRound: number;
}

function readTitleKeys(books: readonly Pick<BookIndexEntry, 'titleAlpha'>[], places: Uint8Array): TitleKeys {
  const count = books.length;
  // Enough bits for every book's index.
  const indexBits = Math.max(1, 32 - Math.clz32(count));
  const scale = 2 ** indexBits;
  let perRound = 1;
  while (BASE ** (perRound + 1) * scale <= 2 ** 53) perRound++;
  const titles: string[] = new Array(count);
  const plainBooks: number[] = [];
  const otherBooks: number[] = [];
  const lengths = new Int32Array(count);
  const early = new Float64Array(EARLY_ROUNDS * count);
  for (let book = 0; book < count; book++) {
    const title = books[book]!.titleAlpha;
    titles[book] = title;
    if (!isPlainKey(title, places)) {
      otherBooks.push(book);
      continue;
    }
    plainBooks.push(book);
    lengths[book] = title.length;
    for (let round = 0; round < EARLY_ROUNDS; round++) {
      early[round * count + book] = plainKeyNumber(title, round * perRound, perRound, places);
    }
  }
  return { titles, plainBooks, otherBooks, lengths, early, scale, perRound };
}

/**
 * Sorts `order`, the books with plain titles in ascending order, by title,
 * and books of one title with `sameTitle`. Each round sorts numbers
 * natively, each a title's next characters above the book's index: exact
 * integers in a double, so the index takes the low bits and the characters
 * what is left. Runs of books whose characters were equal go another round
 * on the characters after.
 */
function sortPlainTitles(
  order: Int32Array,
  titleKeys: TitleKeys,
  places: Uint8Array,
  sameTitle: (a: number, b: number) => number,
): void {
  if (order.length < 2) return;
  const sort: PlainSort = { ...titleKeys, order, keys: new Float64Array(order.length), places, sameTitle };
  sortRange(sort, 0, order.length, 0);
}

/** What sorting the plain titles works with (see {@link sortPlainTitles}). */
interface PlainSort extends TitleKeys {
  readonly order: Int32Array;
  /** Room for a round's numbers. */
  readonly keys: Float64Array;
  readonly places: Uint8Array;
  readonly sameTitle: (a: number, b: number) => number;
}

/**
 * Sorts `order[from .. to]` by round `round`'s numbers natively, leaving
 * each book's number (above its index) in `keys`. Apart from
 * {@link sortRange}: V8 compiled that from these loops before it had run
 * the code after them, and undid the code on reaching it, hundreds of times
 * per order.
 */
function sortByNumbers(sort: PlainSort, from: number, to: number, round: number): void {
  const { order, keys, titles, early, scale, perRound, places } = sort;
  const books = titles.length;
  const offset = round * perRound;
  for (let i = from; i < to; i++) {
    const book = order[i]!;
    const number =
      round < EARLY_ROUNDS
        ? early[round * books + book]!
        : plainKeyNumber(titles[book]!, offset, perRound, places);
    keys[i] = number * scale + book;
  }
  keys.subarray(from, to).sort();
  for (let i = from; i < to; i++) order[i] = keys[i]! % scale;
}

/**
 * Sorts `order[from .. to]`, books whose titles are equal before round
 * `round`'s characters. A function of the module rather than a closure made
 * by each call of {@link tieBreakOrder}: V8 compiled the closure's call of
 * itself for the closure of the first order made, and undid that code on
 * every later one, over a thousand times in a process making ten orders.
 */
function sortRange(sort: PlainSort, from: number, to: number, round: number): void {
  const { order, keys, titles, lengths, perRound, places, sameTitle } = sort;
  const offset = round * perRound;
  if (to - from === 2) {
    // Most runs after the first round are two books: one comparison settles them.
    const a = order[from]!;
    const b = order[from + 1]!;
    if ((comparePlainKeys(titles[a]!, titles[b]!, places, offset) || sameTitle(a, b)) > 0) {
      order[from] = b;
      order[from + 1] = a;
    }
    return;
  }
  sortByNumbers(sort, from, to, round);
  let runStart = from;
  let runKey = keys[from]! - order[from]!;
  for (let i = from + 1; i <= to; i++) {
    const key = i < to ? keys[i]! - order[i]! : -1;
    if (key === runKey) continue;
    if (i - runStart > 1) {
      // A title that ended before these characters' end (padded) is the whole of every title of the run.
      if (lengths[order[runStart]!]! < offset + perRound) {
        order.set(Array.from(order.subarray(runStart, i)).sort(sameTitle), runStart);
      } else {
        sortRange(sort, runStart, i, round + 1);
      }
    }
    runStart = i;
    runKey = key;
  }
}

/**
 * The positions of `books` in tie-break order ({@link compareForTieBreak}).
 * Nearly every title key is plain, and books with plain titles are sorted
 * by numbers made of their titles' characters, natively: a comparison
 * function called for each of the 1.7 million comparisons of 100,000 books
 * took 200 ms. Books of the same title (a catalogue holds many editions of
 * a classic) are ordered by their lower-cased authors when both are plain:
 * case only breaks ties in the collation. The few other titles are sorted
 * by the comparison and placed among the plain ones by binary search; only
 * what plain keys cannot settle goes through the collator.
 */
export function tieBreakOrder(
  books: readonly Pick<BookIndexEntry, 'titleAlpha' | 'author' | 'id'>[],
): Int32Array {
  const places = plainPlaces();
  const titleKeys = readTitleKeys(books, places);
  const { titles, plainBooks, otherBooks } = titleKeys;
  // Lower-cased when first compared, null when not plain.
  const authors: (string | null | undefined)[] = new Array(books.length);
  const authorKey = (book: number): string | null => {
    let key = authors[book];
    if (key === undefined) {
      key = books[book]!.author.toLowerCase();
      if (!isPlainKey(key, places)) key = null;
      authors[book] = key;
    }
    return key;
  };
  const sameTitle = (a: number, b: number): number => {
    const first = authorKey(a);
    const second = authorKey(b);
    const byAuthor = first === null || second === null ? 0 : comparePlainKeys(first, second, places);
    return byAuthor || compareForTieBreak(books[a]!, books[b]!);
  };
  const order = Int32Array.from(plainBooks);
  sortPlainTitles(order, titleKeys, places, sameTitle);
  if (otherBooks.length === 0) return order;
  const plain = new Uint8Array(books.length);
  for (const book of plainBooks) plain[book] = 1;
  const compare = (a: number, b: number): number => {
    if (plain[a] === 1 && plain[b] === 1) {
      const byTitle = comparePlainKeys(titles[a]!, titles[b]!, places);
      if (byTitle !== 0) return byTitle;
    }
    return titles[a] === titles[b] ? sameTitle(a, b) : compareForTieBreak(books[a]!, books[b]!);
  };
  otherBooks.sort(compare);
  // Each other book goes after the plain books before it; a plain and an other title never compare equal.
  const merged = new Int32Array(books.length);
  let next = 0;
  let at = 0;
  for (const book of otherBooks) {
    let low = next;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(order[mid]!, book) < 0) low = mid + 1;
      else high = mid;
    }
    merged.set(order.subarray(next, low), at);
    at += low - next;
    next = low;
    merged[at++] = book;
  }
  merged.set(order.subarray(next), at);
  return merged;
}
