import { boundedEditDistance, letterMask, pairMask, popcount } from './edit-distance';
import {
  compareForTieBreak,
  MAX_TYPO_DISTANCE,
  type PreparedQuery,
  prepareQuery,
  type Relevance,
  type SearchableBook,
  type SearchHit,
  typoRelevance,
} from './search-relevance';
import { foldPlain, plainForm, searchWords, slugLabel, typoAllowance } from './search-text';

/*
 * How the index stays exact while skipping most books:
 *
 * - Substring tiers. Every book carries a 1,024-bit signature of the
 *   trigrams of all its searchable text (plain and folded forms). A book can
 *   contain the query only if its signature holds every trigram bit of the
 *   query, so books failing that test are skipped; books passing it are
 *   checked with real substring tests, field by field. Queries shorter than
 *   three characters have no trigram and check every book.
 * - Typo tier. The distinct title and author words form a vocabulary, grouped
 *   by length, each word with the books it occurs in. For a query word only
 *   vocabulary words within its typo allowance in length are compared,
 *   letter-set and letter-pair tests skip most of those, and the bounded edit distance
 *   settles the rest. Every word within the allowance is found, so the
 *   per-book minimum — and the summed distance — equals the linear scan's.
 */

const SIGNATURE_WORDS = 32; // 32 × 32 bits = 1,024 bits a book
const FIELD_SEPARATOR = '\n'; // plain and folded forms never contain a newline

/** Field texts of one book, joined per relevance tier. */
interface BookTexts {
  /** [tier 3, tier 2, tier 1, tier 0] plain forms. */
  plain: [string, string, string, string];
  folded: [string, string, string, string];
}

/**
 * A search index over a fixed list of books. Build it once with
 * {@link createSearchIndex} when the catalogue (or the list of private books)
 * changes; query it with {@link searchBooks}. Treat the fields as opaque.
 */
export interface SearchIndex {
  readonly books: readonly SearchableBook[];
  readonly texts: readonly BookTexts[];
  readonly signatures: Uint32Array;
  /** Position of each book in the tie-break order. */
  readonly tieRank: Int32Array;
  /** The book at each position of the tie-break order (the inverse of tieRank). */
  readonly byRank: Int32Array;
  readonly vocabulary: {
    readonly words: readonly string[];
    readonly masks: Int32Array;
    readonly pairMasks: Int32Array;
    readonly postings: readonly Int32Array[];
    /** Word ids by word length. */
    readonly byLength: readonly (readonly number[])[];
  };
}

const trigramBit = (c0: number, c1: number, c2: number) =>
  (Math.imul(c0, 0x9e3779b1) ^ Math.imul(c1, 0x85ebca77) ^ Math.imul(c2, 0xc2b2ae3d)) >>> 22;

function addTrigrams(text: string, signatures: Uint32Array, base: number): void {
  if (text.length < 3) return;
  let c0 = text.charCodeAt(0);
  let c1 = text.charCodeAt(1);
  for (let i = 2; i < text.length; i++) {
    const c2 = text.charCodeAt(i);
    const bit = trigramBit(c0, c1, c2);
    signatures[base + (bit >>> 5)]! |= 1 << (bit & 31);
    c0 = c1;
    c1 = c2;
  }
}

/** The signature bits a query needs, as (word, bits) pairs; null when it has no trigram. */
function queryMask(text: string): { at: number[]; bits: number[] } | null {
  if (text.length < 3) return null;
  const mask = new Uint32Array(SIGNATURE_WORDS);
  addTrigrams(text, mask, 0);
  const at: number[] = [];
  const bits: number[] = [];
  mask.forEach((value, index) => {
    if (value !== 0) {
      at.push(index);
      bits.push(value);
    }
  });
  return { at, bits };
}

/** Plain and folded forms of a field value. */
interface Forms {
  plain: string;
  folded: string;
}

/**
 * Forms of short values that repeat across a catalogue (authors, genre and
 * topic slugs and labels, series), computed once per index build.
 */
type FormsCache = Map<string, Forms>;

function formsOf(value: string, cache: FormsCache | null): Forms {
  const known = cache?.get(value);
  if (known !== undefined) return known;
  const plain = plainForm(value);
  const forms = { plain, folded: foldPlain(plain) };
  cache?.set(value, forms);
  return forms;
}

function joinForms(values: readonly string[], cache: FormsCache | null): Forms {
  let plain = '';
  let folded = '';
  for (let i = 0; i < values.length; i++) {
    const separator = i === 0 ? '' : FIELD_SEPARATOR;
    const forms = formsOf(values[i]!, cache);
    plain += separator + forms.plain;
    folded += separator + forms.folded;
  }
  return { plain, folded: folded === plain ? plain : folded };
}

// Plain loops rather than flatMap with arrow functions: this runs for every
// book of a 100,000-book catalogue.
function tierTwoValues(book: SearchableBook): string[] {
  const values: string[] = [];
  for (const slug of book.genres) values.push(slug, slugLabel(slug));
  for (const slug of book.topics) values.push(slug, slugLabel(slug));
  if (book.series !== null) values.push(book.series);
  return values;
}

function bookTexts(book: SearchableBook, cache: FormsCache): BookTexts {
  const title = formsOf(book.title, null);
  const author = formsOf(book.author, cache);
  const tier3Plain = `${title.plain}${FIELD_SEPARATOR}${author.plain}`;
  const tier3Folded = `${title.folded}${FIELD_SEPARATOR}${author.folded}`;
  const tier2 = joinForms(tierTwoValues(book), cache);
  const tier1 = joinForms(book.search, null);
  const tier0 = formsOf(book.description, null);
  return {
    plain: [tier3Plain, tier2.plain, tier1.plain, tier0.plain],
    folded: [tier3Folded === tier3Plain ? tier3Plain : tier3Folded, tier2.folded, tier1.folded, tier0.folded],
  };
}

/** Builds the search index of a list of books (see {@link SearchIndex}). */
export function createSearchIndex(books: readonly SearchableBook[]): SearchIndex {
  const signatures = new Uint32Array(books.length * SIGNATURE_WORDS);
  const texts: BookTexts[] = new Array(books.length);
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const postingLists: number[][] = [];
  const cache: FormsCache = new Map();
  for (let index = 0; index < books.length; index++) {
    const book = books[index]!;
    const text = bookTexts(book, cache);
    texts[index] = text;
    const base = index * SIGNATURE_WORDS;
    for (let tier = 0; tier < 4; tier++) {
      const plain = text.plain[tier]!;
      const folded = text.folded[tier]!;
      addTrigrams(plain, signatures, base);
      if (folded !== plain) addTrigrams(folded, signatures, base);
    }
    // The title and author words: the newline between them splits like any non-word character.
    for (const word of searchWords(text.folded[0]!)) {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = words.length;
        wordIds.set(word, id);
        words.push(word);
        postingLists.push([]);
      }
      const list = postingLists[id]!;
      if (list[list.length - 1] !== index) list.push(index);
    }
  }
  const masks = new Int32Array(words.length);
  const pairMasks = new Int32Array(words.length);
  const byLength: number[][] = [];
  words.forEach((word, id) => {
    masks[id] = letterMask(word);
    pairMasks[id] = pairMask(word);
    const group = byLength[word.length];
    if (group === undefined) byLength[word.length] = [id];
    else group.push(id);
  });
  const order = books.map((_, index) => index).sort((a, b) => compareForTieBreak(books[a]!, books[b]!));
  const tieRank = new Int32Array(books.length);
  order.forEach((index, rank) => {
    tieRank[index] = rank;
  });
  return {
    books,
    texts,
    signatures,
    tieRank,
    byRank: Int32Array.from(order),
    vocabulary: {
      words,
      masks,
      pairMasks,
      postings: postingLists.map((list) => Int32Array.from(list)),
      byLength,
    },
  };
}

const ABSENT = 127;

/**
 * For one query word: each book's smallest distance from it to any of the
 * book's words, within the word's allowance (ABSENT when none is), and the
 * books that have one.
 */
function wordMatches(index: SearchIndex, queryWord: string): { best: Int8Array; found: number[] } {
  const { words, masks, pairMasks, postings, byLength } = index.vocabulary;
  const allowed = Math.min(typoAllowance(queryWord.length), MAX_TYPO_DISTANCE);
  const mask = letterMask(queryWord);
  const pairs = pairMask(queryWord);
  const best = new Int8Array(index.books.length).fill(ABSENT);
  const found: number[] = [];
  const from = Math.max(1, queryWord.length - allowed);
  const to = Math.min(byLength.length - 1, queryWord.length + allowed);
  for (let length = from; length <= to; length++) {
    const ids = byLength[length];
    if (ids === undefined) continue;
    for (const id of ids) {
      if (popcount(mask ^ masks[id]!) > 2 * allowed) continue;
      if (popcount(pairs ^ pairMasks[id]!) > 4 * allowed) continue;
      const distance = boundedEditDistance(queryWord, words[id]!, allowed);
      if (distance > allowed) continue;
      const list = postings[id]!;
      for (let i = 0; i < list.length; i++) {
        const book = list[i]!;
        const known = best[book]!;
        if (known === ABSENT) found.push(book);
        if (distance < known) best[book] = distance;
      }
    }
  }
  return { best, found };
}

/** Each book's typo relevance (-1 for none) from the summed distance of the query words. */
function typoTiers(index: SearchIndex, queryWords: readonly string[]): Int8Array {
  const tiers = new Int8Array(index.books.length).fill(-1);
  if (queryWords.length === 0) return tiers;
  const first = wordMatches(index, queryWords[0]!);
  let books = first.found;
  const totals = first.best;
  for (let w = 1; w < queryWords.length && books.length > 0; w++) {
    const { best } = wordMatches(index, queryWords[w]!);
    const kept: number[] = [];
    for (const book of books) {
      const distance = best[book]!;
      if (distance === ABSENT) continue;
      const sum = totals[book]! + distance;
      if (sum > MAX_TYPO_DISTANCE) continue;
      totals[book] = sum;
      kept.push(book);
    }
    books = kept;
  }
  for (const book of books) {
    const tier = typoRelevance(totals[book]!);
    if (tier !== null) tiers[book] = tier;
  }
  return tiers;
}

function tierHas(texts: BookTexts, tier: number, query: PreparedQuery): boolean {
  return texts.plain[tier]!.includes(query.plain) || texts.folded[tier]!.includes(query.folded);
}

function substringTier(texts: BookTexts, query: PreparedQuery, typo: Relevance | null): Relevance | null {
  if (tierHas(texts, 0, query)) return 3;
  if (typo === 2 || tierHas(texts, 1, query)) return 2;
  if (typo === 1 || tierHas(texts, 2, query)) return 1;
  if (typo === 0 || tierHas(texts, 3, query)) return 0;
  return null;
}

function passes(signatures: Uint32Array, base: number, mask: { at: number[]; bits: number[] }): boolean {
  for (let k = 0; k < mask.at.length; k++) {
    const bits = mask.bits[k]!;
    if ((signatures[base + mask.at[k]!]! & bits) >>> 0 !== bits) return false;
  }
  return true;
}

/**
 * Searches the index. The hits equal {@link searchLinear}'s over the same
 * books: same books, same relevance, same order (relevance, highest first,
 * then the stable tie-break). A blank query finds nothing.
 */
export function searchBooks(index: SearchIndex, query: string): SearchHit[] {
  const prepared = prepareQuery(query);
  if (prepared === null) return [];
  const typo = typoTiers(index, prepared.words);
  const plainMask = queryMask(prepared.plain);
  const foldedMask = prepared.folded === prepared.plain ? plainMask : queryMask(prepared.folded);
  const scanAll = plainMask === null || foldedMask === null;
  // Hits go to one bucket per relevance, as tie-break ranks; sorting plain
  // integers natively is far cheaper than a comparator over hit objects.
  const buckets: number[][] = [[], [], [], []];
  const { books, signatures, texts, tieRank, byRank } = index;
  for (let book = 0; book < books.length; book++) {
    const tier = typo[book]!;
    const typoTier = tier < 0 ? null : (tier as Relevance);
    let relevance: Relevance | null;
    const base = book * SIGNATURE_WORDS;
    if (
      scanAll ||
      passes(signatures, base, plainMask) ||
      (foldedMask !== plainMask && passes(signatures, base, foldedMask))
    ) {
      relevance = substringTier(texts[book]!, prepared, typoTier);
    } else {
      relevance = typoTier;
    }
    if (relevance !== null) buckets[relevance]!.push(tieRank[book]!);
  }
  const hits: SearchHit[] = [];
  for (let relevance = 3 as Relevance; relevance >= 0; relevance--) {
    const ranks = Int32Array.from(buckets[relevance]!).sort();
    for (let i = 0; i < ranks.length; i++) {
      const book = byRank[ranks[i]!]!;
      hits.push({ index: book, id: books[book]!.id, relevance });
    }
  }
  return hits;
}
