import { boundedEditDistance, letterMask, pairMask, popcount } from './edit-distance';
import {
  BOTH_FORMS,
  FIRST_WORD_CODE,
  FOLDED_FORM,
  markPhrase,
  type PhraseIndex,
  PLAIN_FORM,
} from './phrase-index';
import { PhraseIndexBuilder } from './phrase-index-builder';
import {
  MAX_TYPO_DISTANCE,
  prepareQuery,
  type Relevance,
  type SearchableBook,
  type SearchHit,
  typoRelevance,
} from './search-relevance';
import { foldPlain, plainForm, searchWords, slugLabel, typoAllowance } from './search-text';
import { tieBreakOrder } from './tie-break-order';

// Imported bindings are read through a getter under some module loaders
// (the bench's among them); the loops below use these module copies.
const WORD_CODES = FIRST_WORD_CODE;
const FOLDED = FOLDED_FORM;
const editDistance = boundedEditDistance;
const bitCount = popcount;
const relevanceOfDistance = typoRelevance;

/** A typo distance no word reaches: the book has no word within the allowance. */
const ABSENT = 127;

/*
 * How the index stays exact while reading only what a query can match:
 *
 * - Substring tiers. The field values of each tier (title and author;
 *   genres, topics and series; search keywords; description), in plain and
 *   folded form, go into one phrase index per tier (see phrase-index.ts),
 *   which finds the books holding a query from its distinct words and where
 *   they occur, never reading a text through.
 * - Typo tier. The distinct title and author words (letter and digit runs
 *   of the folded forms) form a vocabulary, grouped
 *   by length, each word with the books it occurs in. For a query word only
 *   vocabulary words within its typo allowance in length are compared,
 *   letter-set and letter-pair tests skip most of those, and the bounded edit distance
 *   settles the rest. Every word within the allowance is found, so the
 *   per-book minimum — and the summed distance — equals the linear scan's.
 * - Order. Books are visited in the tie-break order computed at build time,
 *   so each relevance bucket comes out sorted without sorting.
 */

/**
 * A search index over a fixed list of books. Build it once with
 * {@link createSearchIndex} when the catalogue (or the list of private books)
 * changes; query it with {@link searchBooks}. Treat the fields as opaque.
 */

/** How many places of the tie-break order keep their hit objects between searches. */
const HIT_CACHE_RANKS = 4096;
export interface SearchIndex {
  readonly books: readonly SearchableBook[];
  /** One phrase index per relevance tier, indexed by relevance. */
  readonly phrases: readonly PhraseIndex[];
  /** The books in the tie-break order. */
  readonly byRank: Int32Array;
  /**
   * Room a search works in, kept with the index: allocating arrays of one
   * entry per book for every search cost more than the search. Only one
   * search runs at a time, and each leaves them ready for the next.
   */
  readonly scratch: { readonly best: Int8Array; readonly totals: Int8Array; readonly distances: Int8Array };
  /**
   * The hits made so far, by relevance and place in the tie-break order: a
   * search reads them in that order, and arrays of a fixed length from the
   * start, as one filled at scattered places turns into a slow dictionary.
   * Only the first `HIT_CACHE_RANKS` places are kept: at 100,000 books a
   * cache of every hit held about 15 MB after a day of searches, while the
   * books past those places are rarely found and cheap to make again.
   */
  readonly hitCache: readonly (SearchHit | undefined)[][];
  readonly vocabulary: {
    readonly words: readonly string[];
    readonly masks: Int32Array;
    readonly pairMasks: Int32Array;
    /** The books of word `w` are `postings[postingStarts[w] .. postingStarts[w + 1]]`. */
    readonly postingStarts: Int32Array;
    readonly postings: Int32Array;
    /** Word ids by word length. */
    readonly byLength: readonly (readonly number[])[];
  };
}

/** Plain and folded forms of a field value. */
interface Forms {
  plain: string;
  folded: string;
}

function formsOf(value: string): Forms {
  const plain = plainForm(value);
  return { plain, folded: foldPlain(plain) };
}

/** Adds the forms of a genre or topic, a text met on many books. */
function addForms(builder: PhraseIndexBuilder, book: number, forms: Forms): void {
  if (forms.folded === forms.plain) {
    builder.addRepeated(book, forms.plain, BOTH_FORMS);
  } else {
    builder.addRepeated(book, forms.plain, PLAIN_FORM);
    builder.addRepeated(book, forms.folded, FOLDED_FORM);
  }
}

/**
 * Adds a field value in one pass over it where it can: the builder splits at
 * white space as the plain form would and lower-cases ASCII as it reads, and
 * ASCII text folds to itself. Only a text beyond ASCII gets its folded form
 * made and added too. Making the plain form of every title, author and
 * keyword first cost more than reading them.
 */
function addText(builder: PhraseIndexBuilder, book: number, text: string): void {
  if (!builder.add(book, text, BOTH_FORMS)) return;
  const forms = formsOf(text);
  if (forms.folded === forms.plain) return;
  builder.setLastForms(PLAIN_FORM);
  builder.add(book, forms.folded, FOLDED_FORM);
}

/** The forms of a genre or topic slug and of its label ("science-fiction", "science fiction"). */
type SlugForms = [Forms, Forms];

function slugForms(slug: string, cache: Map<string, SlugForms>): SlugForms {
  let forms = cache.get(slug);
  if (forms === undefined) {
    forms = [formsOf(slug), formsOf(slugLabel(slug))];
    cache.set(slug, forms);
  }
  return forms;
}

/** Calls `visit` with each word of each folded text of the books, book by book. */
function forEachFoldedWord(
  names: PhraseIndex,
  bookCount: number,
  visit: (book: number, word: number) => void,
): void {
  const { texts, bookStarts } = names;
  for (let book = 0; book < bookCount; book++) {
    let forms = 0;
    for (let at = bookStarts[book]!; at < bookStarts[book + 1]!; at++) {
      const code = texts[at]!;
      if (code < WORD_CODES) forms = code;
      else if ((forms & FOLDED) !== 0) visit(book, code - WORD_CODES);
    }
  }
}

/**
 * The typo vocabulary: the words (letter and digit runs) of the folded title
 * and author texts, each with its books. Taken from the words of the title
 * and author phrase index rather than from every book again: a folded text's
 * letter and digit runs are those of its white-space separated words. Two
 * passes over those texts (each run's count of books, as the runs are met,
 * then its books) fill typed arrays of their final size, where a list of
 * every (run, book) pair grew to a million entries.
 */
function typoVocabulary(names: PhraseIndex, bookCount: number): SearchIndex['vocabulary'] {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const runIds = (run: string): number => {
    let id = ids.get(run);
    if (id === undefined) {
      id = words.length;
      ids.set(run, id);
      words.push(run);
    }
    return id;
  };
  // At most as many runs as the name words have: a run and what ends it take two characters.
  let most = 0;
  for (const word of names.words) most += (word.length + 1) >> 1;
  // The runs of each name word met in a folded text.
  const runs: (number[] | undefined)[] = new Array(names.words.length);
  // Each (run, book) pair once, book by book: counted, then written.
  const lastBook = new Int32Array(most).fill(-1);
  const postingStarts = new Int32Array(most + 1);
  forEachFoldedWord(names, bookCount, (book, word) => {
    runs[word] ??= searchWords(names.words[word]!).map(runIds);
    for (const run of runs[word]!) {
      if (lastBook[run] === book) continue;
      lastBook[run] = book;
      postingStarts[run + 1]!++;
    }
  });
  for (let id = 0; id < words.length; id++) postingStarts[id + 1]! += postingStarts[id]!;
  const postings = new Int32Array(postingStarts[words.length]!);
  const next = postingStarts.slice(0, words.length);
  lastBook.fill(-1);
  forEachFoldedWord(names, bookCount, (book, word) => {
    for (const run of runs[word]!) {
      if (lastBook[run] === book) continue;
      lastBook[run] = book;
      postings[next[run]!++] = book;
    }
  });
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
  return {
    words,
    masks,
    pairMasks,
    postingStarts: postingStarts.slice(0, words.length + 1),
    postings,
    byLength,
  };
}

/*
 * The index reads the books tier by tier rather than book by book, so that
 * each builder's tables (its words' keys and counts) stay in the
 * processor's caches while it reads: going over the books four times costs
 * less than switching between them. Each tier's loop is a function of its
 * own, as V8 compiled one function holding them all from its first loop and
 * undid that code on reaching the next, in every build. Plain loops: they
 * run for every book of a 100,000-book catalogue.
 */

function addNames(builder: PhraseIndexBuilder, books: readonly SearchableBook[]): void {
  for (let index = 0; index < books.length; index++) {
    const book = books[index]!;
    addText(builder, index, book.title);
    addText(builder, index, book.author);
  }
}

function addLabels(builder: PhraseIndexBuilder, books: readonly SearchableBook[]): void {
  const slugs = new Map<string, SlugForms>();
  for (let index = 0; index < books.length; index++) {
    const book = books[index]!;
    addSlugs(builder, index, book.genres, slugs);
    addSlugs(builder, index, book.topics, slugs);
    if (book.series !== null) addText(builder, index, book.series);
  }
}

/** Adds the forms of genre or topic slugs and of their labels. */
function addSlugs(
  builder: PhraseIndexBuilder,
  book: number,
  list: readonly string[],
  cache: Map<string, SlugForms>,
): void {
  for (let i = 0; i < list.length; i++) {
    const [slugText, label] = slugForms(list[i]!, cache);
    addForms(builder, book, slugText);
    addForms(builder, book, label);
  }
}

function addKeywords(builder: PhraseIndexBuilder, books: readonly SearchableBook[]): void {
  for (let index = 0; index < books.length; index++) {
    const { search } = books[index]!;
    for (let i = 0; i < search.length; i++) addText(builder, index, search[i]!);
  }
}

function addDescriptions(builder: PhraseIndexBuilder, books: readonly SearchableBook[]): void {
  for (let index = 0; index < books.length; index++) addText(builder, index, books[index]!.description);
}

/** Builds the search index of a list of books (see {@link SearchIndex}). */
export function createSearchIndex(books: readonly SearchableBook[]): SearchIndex {
  // Builders by relevance: description, keywords, genres/topics/series, title/author.
  const builders = [0, 1, 2, 3].map(() => new PhraseIndexBuilder(books.length));
  const [descriptions, keywords, labels, names] = builders as [
    PhraseIndexBuilder,
    PhraseIndexBuilder,
    PhraseIndexBuilder,
    PhraseIndexBuilder,
  ];
  addNames(names, books);
  addLabels(labels, books);
  addKeywords(keywords, books);
  addDescriptions(descriptions, books);
  const phrases = builders.map((builder) => builder.finish(books.length));
  return {
    books,
    phrases,
    byRank: tieBreakOrder(books),
    hitCache: [0, 1, 2, 3].map(
      () => new Array<SearchHit | undefined>(Math.min(books.length, HIT_CACHE_RANKS)),
    ),
    scratch: {
      best: new Int8Array(books.length),
      totals: new Int8Array(books.length).fill(ABSENT),
      distances: new Int8Array(books.length).fill(ABSENT),
    },
    vocabulary: typoVocabulary(phrases[3]!, books.length),
  };
}

/**
 * For one query word: into `best`, each book's smallest distance from it to
 * any of the book's words, within the word's allowance (`best` is ABSENT for
 * every book on entry and stays so for books with none); returns the books
 * that have one.
 */
function wordMatches(index: SearchIndex, queryWord: string, best: Int8Array): number[] {
  const { words, masks, pairMasks, postingStarts, postings, byLength } = index.vocabulary;
  const allowed = Math.min(typoAllowance(queryWord.length), MAX_TYPO_DISTANCE);
  const mask = letterMask(queryWord);
  const pairs = pairMask(queryWord);
  const found: number[] = [];
  const from = Math.max(1, queryWord.length - allowed);
  const to = Math.min(byLength.length - 1, queryWord.length + allowed);
  for (let length = from; length <= to; length++) {
    const ids = byLength[length];
    if (ids === undefined) continue;
    for (const id of ids) {
      // Each side's own letters and pairs bound the distance (see edit-distance.ts).
      const letters = masks[id]!;
      if (bitCount(mask & ~letters) > allowed || bitCount(letters & ~mask) > allowed) continue;
      const wordPairs = pairMasks[id]!;
      if (bitCount(pairs & ~wordPairs) > 2 * allowed || bitCount(wordPairs & ~pairs) > 2 * allowed) continue;
      const distance = editDistance(queryWord, words[id]!, allowed);
      if (distance > allowed) continue;
      for (let i = postingStarts[id]!; i < postingStarts[id + 1]!; i++) {
        const book = postings[i]!;
        const known = best[book]!;
        if (known === ABSENT) found.push(book);
        if (distance < known) best[book] = distance;
      }
    }
  }
  return found;
}

/**
 * Sets in `tiers` each book's typo relevance from the summed distance of the
 * query words, leaving the others as they are. The scratch arrays it sums in
 * are left all ABSENT again.
 */
function markTypoTiers(index: SearchIndex, queryWords: readonly string[], tiers: Int8Array): void {
  if (queryWords.length === 0) return;
  const { totals, distances } = index.scratch;
  let books = wordMatches(index, queryWords[0]!, totals);
  for (let w = 1; w < queryWords.length && books.length > 0; w++) {
    const found = wordMatches(index, queryWords[w]!, distances);
    const kept: number[] = [];
    for (const book of books) {
      const distance = distances[book]!;
      const sum = totals[book]! + distance;
      if (distance === ABSENT || sum > MAX_TYPO_DISTANCE) {
        totals[book] = ABSENT;
        continue;
      }
      totals[book] = sum;
      kept.push(book);
    }
    for (const book of found) distances[book] = ABSENT;
    books = kept;
  }
  for (const book of books) {
    const tier = relevanceOfDistance(totals[book]!);
    if (tier !== null) tiers[book] = tier;
    totals[book] = ABSENT;
  }
}

/**
 * Searches the index. The hits equal {@link searchLinear}'s over the same
 * books: same books, same relevance, same order (relevance, highest first,
 * then the stable tie-break). A blank query finds nothing.
 */
export function searchBooks(index: SearchIndex, query: string): SearchHit[] {
  const prepared = prepareQuery(query);
  if (prepared === null) return [];
  // Each book's relevance so far (-1: none), starting from the typo tier.
  const { best } = index.scratch;
  best.fill(-1);
  markTypoTiers(index, prepared.words, best);
  const { books, phrases, byRank } = index;
  // Highest tier first: a book found there is passed over in the tiers below.
  for (let relevance = 3; relevance >= 0; relevance--) {
    const phrase = phrases[relevance]!;
    if (prepared.folded === prepared.plain) {
      markPhrase(phrase, prepared.plain, BOTH_FORMS, best, relevance);
    } else {
      markPhrase(phrase, prepared.plain, PLAIN_FORM, best, relevance);
      markPhrase(phrase, prepared.folded, FOLDED_FORM, best, relevance);
    }
  }
  // Count the hits of each relevance, then place each at its slot: relevance
  // 3 first, and within one relevance in tie-break order.
  const starts = [0, 0, 0, 0, 0];
  for (let book = 0; book < best.length; book++) {
    const relevance = best[book]!;
    if (relevance >= 0) starts[4 - relevance]!++;
  }
  for (let i = 1; i < 5; i++) starts[i]! += starts[i - 1]!;
  const hits = new Array<SearchHit>(starts[4]!);
  const { hitCache } = index;
  for (let rank = 0; rank < byRank.length; rank++) {
    const book = byRank[rank]!;
    const found = best[book]!;
    if (found < 0) continue;
    const relevance = found as Relevance;
    // Hits are immutable, so one object per book and relevance serves every search.
    let hit: SearchHit | undefined;
    if (rank < HIT_CACHE_RANKS) {
      const cache = hitCache[relevance]!;
      hit = cache[rank];
      if (hit === undefined) {
        hit = { index: book, id: books[book]!.id, relevance };
        cache[rank] = hit;
      }
    } else {
      hit = { index: book, id: books[book]!.id, relevance };
    }
    hits[starts[3 - relevance]!++] = hit;
  }
  return hits;
}
