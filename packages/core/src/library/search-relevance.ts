import type { BookIndexEntry } from '../book/book-types';
import { boundedEditDistance } from './edit-distance';
import { foldedForm, foldPlain, plainForm, searchWords, slugLabel, typoAllowance } from './search-text';
import { compareForTieBreak } from './tie-break';

/**
 * Search relevance (01 §5), the rule both the search index and the plain
 * linear scan implement:
 *
 * | relevance | the query (plain or folded form) is found in… | or the typo distance is |
 * |---|---|---|
 * | 3 | the title or the author | |
 * | 2 | a genre, a topic or the series | at most 1 |
 * | 1 | a search keyword | 2 |
 * | 0 | the description | 3 |
 * | none | | more than 3 |
 *
 * "Found in" is a substring test of the query's plain form in a field's plain
 * form, or of its folded form in the field's folded form. Genres and topics
 * are tested as their slug and as their label ("science-fiction" and
 * "science fiction").
 *
 * The **typo distance** is measured word by word against the words of the
 * title and the author: for each query word, the smallest edit distance to
 * any of those words, summed over the query words. A query word may use at
 * most {@link typoAllowance} of its length in edits; if any query word finds
 * no title or author word within its allowance, there is no typo match. So
 * "sherlok" is distance 1 from "Sherlock Holmes", "holms sherlok" distance 2
 * (word order is free), and "holmes sherlock" distance 0 (relevance 2).
 *
 * A book's relevance is the highest tier any of these reaches.
 */
export type Relevance = 0 | 1 | 2 | 3;

/** The book fields search reads. */
export type SearchableBook = Pick<
  BookIndexEntry,
  'id' | 'title' | 'titleAlpha' | 'author' | 'description' | 'genres' | 'topics' | 'series' | 'search'
>;

/** One book found by a search. */
export interface SearchHit {
  /** Position of the book in the list the search ran over. */
  readonly index: number;
  readonly id: string;
  readonly relevance: Relevance;
}

/** The prepared query: its two forms and its words. */
export interface PreparedQuery {
  plain: string;
  folded: string;
  words: string[];
}

/** Prepares a query; null when it is blank (nothing to search for). */
export function prepareQuery(query: string): PreparedQuery | null {
  const plain = plainForm(query);
  if (plain === '') return null;
  // A query of marks alone folds to nothing, and the empty string is in every text.
  const folded = foldPlain(plain) || plain;
  return { plain, folded, words: searchWords(folded) };
}

/** The most typo distance that still matches (relevance 0). */
export const MAX_TYPO_DISTANCE = 3;

/** Relevance of a summed typo distance, or null beyond {@link MAX_TYPO_DISTANCE}. */
export function typoRelevance(distance: number): Relevance | null {
  if (distance <= 1) return 2;
  if (distance === 2) return 1;
  if (distance === 3) return 0;
  return null;
}

/** Relevance of a substring match in a field of this kind. */
export const FIELD_RELEVANCE = {
  title: 3,
  author: 3,
  genre: 2,
  topic: 2,
  series: 2,
  search: 1,
  description: 0,
} as const satisfies Record<string, Relevance>;

// Loops rather than `some` with arrow functions: the linear scan runs these
// for every book.
function contains(text: string, query: PreparedQuery): boolean {
  const plain = plainForm(text);
  return plain.includes(query.plain) || foldPlain(plain).includes(query.folded);
}

function someContains(values: readonly string[], query: PreparedQuery): boolean {
  for (const value of values) if (contains(value, query)) return true;
  return false;
}

function slugContains(slugs: readonly string[], query: PreparedQuery): boolean {
  for (const slug of slugs) if (contains(slug, query) || contains(slugLabel(slug), query)) return true;
  return false;
}

/** The summed typo distance of the query words to the words of a book's title and author. */
export function typoDistance(queryWords: readonly string[], bookWords: readonly string[]): number {
  if (queryWords.length === 0) return MAX_TYPO_DISTANCE + 1;
  let total = 0;
  for (const queryWord of queryWords) {
    const allowed = Math.min(typoAllowance(queryWord.length), MAX_TYPO_DISTANCE - total);
    let best = allowed + 1;
    for (const word of bookWords) {
      const distance = boundedEditDistance(queryWord, word, allowed);
      if (distance < best) best = distance;
      if (best === 0) break;
    }
    if (best > allowed) return MAX_TYPO_DISTANCE + 1;
    total += best;
  }
  return total;
}

/** The words of a book that typo matching compares against: its title's and author's. */
export function bookSearchWords(book: Pick<SearchableBook, 'title' | 'author'>): string[] {
  return [...searchWords(foldedForm(book.title)), ...searchWords(foldedForm(book.author))];
}

/**
 * A book's relevance for a prepared query, straight from the rule: the
 * reference the index is checked against. Null when the book does not match.
 */
export function relevanceOf(book: SearchableBook, query: PreparedQuery): Relevance | null {
  if (contains(book.title, query) || contains(book.author, query)) return 3;
  const typo = typoRelevance(typoDistance(query.words, bookSearchWords(book)));
  if (typo === 2) return 2;
  if (slugContains(book.genres, query) || slugContains(book.topics, query)) return 2;
  if (book.series !== null && contains(book.series, query)) return 2;
  if (typo === 1) return 1;
  if (someContains(book.search, query)) return 1;
  if (typo === 0) return 0;
  if (contains(book.description, query)) return 0;
  return null;
}

/**
 * Search by scanning every book with {@link relevanceOf}: the plain
 * reference implementation. Hits are ordered by relevance, highest first,
 * then by {@link compareForTieBreak}.
 */
export function searchLinear(books: readonly SearchableBook[], query: string): SearchHit[] {
  const prepared = prepareQuery(query);
  if (prepared === null) return [];
  const hits: SearchHit[] = [];
  books.forEach((book, index) => {
    const relevance = relevanceOf(book, prepared);
    if (relevance !== null) hits.push({ index, id: book.id, relevance });
  });
  return hits.sort(
    (a, b) => b.relevance - a.relevance || compareForTieBreak(books[a.index]!, books[b.index]!),
  );
}
