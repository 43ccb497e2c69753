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

/** Two plain keys in collation order, compared by their characters' places. */
function comparePlainKeys(a: string, b: string, places: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = places[a.charCodeAt(i)]! - places[b.charCodeAt(i)]!;
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Characters of a plain key one number holds: eight base-70 digits fit a double exactly. */
const NUMBERED_CHARACTERS = 8;
const BASE = PLAIN_CHARACTERS.length + 1;

/**
 * A number ordered as the characters of a plain key from `from` on are, a
 * key ending before {@link NUMBERED_CHARACTERS} of them padded with 0, so it
 * sorts before every key it begins. Keys whose characters there are equal get
 * equal numbers.
 */
function plainKeyNumber(key: string, from: number, places: Uint8Array): number {
  let value = 0;
  for (let i = from; i < from + NUMBERED_CHARACTERS; i++) {
    value = value * BASE + (i < key.length ? places[key.charCodeAt(i)]! : 0);
  }
  return value;
}

/**
 * The positions of `books` in tie-break order ({@link compareForTieBreak}).
 * Nearly every title key is plain, and two plain keys are ordered by numbers
 * made of their first characters, read from typed arrays rather than from
 * the books, which lie all over the heap; then character by character. Books
 * of the same title (a catalogue holds many editions of a classic) are
 * ordered by their lower-cased authors the same way when both are plain:
 * case only breaks ties in the collation. Only what is left goes through the
 * collator; a collator call per comparison took most of a search index's build.
 */
export function tieBreakOrder(
  books: readonly Pick<BookIndexEntry, 'titleAlpha' | 'author' | 'id'>[],
): Int32Array {
  const places = plainPlaces();
  const titles: string[] = [];
  const plain = new Uint8Array(books.length);
  // Two numbers per title: many titles share their first eight characters ("adventures of …").
  const heads = new Float64Array(books.length);
  const tails = new Float64Array(books.length);
  for (let i = 0; i < books.length; i++) {
    const title = books[i]!.titleAlpha;
    titles.push(title);
    if (!isPlainKey(title, places)) continue;
    plain[i] = 1;
    heads[i] = plainKeyNumber(title, 0, places);
    tails[i] = plainKeyNumber(title, NUMBERED_CHARACTERS, places);
  }
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
  const order = Array.from({ length: books.length }, (_, i) => i);
  order.sort((a, b) => {
    if (plain[a] === 1 && plain[b] === 1) {
      const byTitle =
        heads[a]! - heads[b]! || tails[a]! - tails[b]! || comparePlainKeys(titles[a]!, titles[b]!, places);
      if (byTitle !== 0) return byTitle;
    }
    if (titles[a] === titles[b]) {
      const first = authorKey(a);
      const second = authorKey(b);
      const byAuthor = first === null || second === null ? 0 : comparePlainKeys(first, second, places);
      if (byAuthor !== 0) return byAuthor;
    }
    return compareForTieBreak(books[a]!, books[b]!);
  });
  return Int32Array.from(order);
}
