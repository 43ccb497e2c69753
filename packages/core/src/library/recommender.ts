import type { BookListItem } from '../book/book-types';
import { popularityScore, ratingScore } from '../scores/book-scores';
import { takeBestFirst } from './best-first';
import { bookPages } from './book-presentation';
import { RECOMMENDED_DESKTOP, RECOMMENDED_PER_AUTHOR } from './library-constants';
import {
  recommendableBooks,
  recommendationCandidates,
  recommendationLimit,
  started,
} from './recommendation-candidates';
import { compareForTieBreak } from './tie-break';

/**
 * The home screen's recommended section (01 §9): score every candidate,
 * take the best, at most 2 by one author, 12 on desktop and 6 on mobile.
 */

/** The recommendation weights. */
export const RECOMMENDATION_WEIGHTS = Object.freeze({
  /** The first preferred genre a book has; each further one adds 1 less, never under 1. */
  genre: 5,
  genreMinimum: 1,
  /** The book has at least one preferred topic. */
  topic: 5,
  /** Within the favourite maximum length; decays linearly to 0 over the next 100 pages. */
  length: 5,
  lengthDecayPages: 100,
  /** The book continues a series the user has started. */
  series: 10,
  /** The user has started a book by the same author. */
  author: 5,
  /** Times the Bayesian rating score (0..1). */
  rating: 5,
  /** Times the popularity score (0..1). */
  popularity: 5,
});

/** The user's stated preferences (settings shared.favoriteGenres/Topics, ui.favoriteMaxLength). */
export interface RecommendationPreferences {
  favoriteGenres: readonly string[];
  favoriteTopics: readonly string[];
  /** Favourite maximum length in pages; null for any length (every book gets the full length score). */
  favoriteMaxLength: number | null;
}

/** Each weight's share of a recommendation's score. */
export interface ScoreBreakdown {
  genre: number;
  topic: number;
  length: number;
  series: number;
  author: number;
  rating: number;
  popularity: number;
}

/** One recommended book. */
export interface Recommendation<T extends BookListItem = BookListItem> {
  book: T;
  /** The sum of the breakdown. */
  score: number;
  breakdown: ScoreBreakdown;
}

/** How many distinct values of `values` are in `wanted`. */
function countIn(values: readonly string[], wanted: ReadonlySet<string>): number {
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (wanted.has(value) && values.indexOf(value) === i) count++;
  }
  return count;
}

/**
 * The genre score: 5 for the first preferred genre, 4 for the second, and so
 * on down to 1 for each further one (5, 9, 12, 14, 15, 16…).
 */
export function genreScore(matches: number): number {
  const { genre, genreMinimum } = RECOMMENDATION_WEIGHTS;
  let score = 0;
  for (let i = 0; i < matches; i++) score += Math.max(genreMinimum, genre - i);
  return score;
}

/** The length score: 5 up to the favourite maximum, then linearly down to 0 at 100 pages beyond it. */
export function lengthScore(pages: number, favoriteMaxLength: number | null): number {
  const { length, lengthDecayPages } = RECOMMENDATION_WEIGHTS;
  if (favoriteMaxLength === null || pages <= favoriteMaxLength) return length;
  return length * Math.max(0, 1 - (pages - favoriteMaxLength) / lengthDecayPages);
}

/**
 * Recommends up to `limit` books (12 on desktop, 6 on mobile): candidates by
 * score, highest first, ties by title sort key, author and id; at most 2 by
 * one author.
 */
export function recommendBooks<T extends BookListItem>(
  books: readonly T[],
  preferences: RecommendationPreferences,
  limit: number = RECOMMENDED_DESKTOP,
): Recommendation<T>[] {
  const weights = RECOMMENDATION_WEIGHTS;
  const genres = new Set(preferences.favoriteGenres);
  const topics = new Set(preferences.favoriteTopics);
  const startedSeries = new Set<string>();
  const readAuthors = new Set<string>();
  for (const book of books) {
    if (!started(book)) continue;
    if (book.series !== null) startedSeries.add(book.series);
    readAuthors.add(book.author);
  }
  // Scoring fills one scratch breakdown per candidate; only the chosen get their own.
  const fill = (book: T, into: ScoreBreakdown): ScoreBreakdown => {
    into.genre = genreScore(countIn(book.genres, genres));
    into.topic = countIn(book.topics, topics) > 0 ? weights.topic : 0;
    into.length = lengthScore(bookPages(book.length), preferences.favoriteMaxLength);
    into.series = book.series !== null && startedSeries.has(book.series) ? weights.series : 0;
    into.author = readAuthors.has(book.author) ? weights.author : 0;
    into.rating = weights.rating * ratingScore(book.rating, book.popularity);
    into.popularity = weights.popularity * popularityScore(book.popularity);
    return into;
  };
  const scratch = emptyBreakdown();
  const candidates = recommendationCandidates(books);
  const scores = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) scores[i] = totalScore(fill(candidates[i]!, scratch));
  const perAuthor = new Map<string, number>();
  const chosen = takeBestFirst(
    candidates.length,
    (a, b) =>
      scores[a]! > scores[b]! ||
      (scores[a] === scores[b] && compareForTieBreak(candidates[a]!, candidates[b]!) < 0),
    (item) => {
      const author = candidates[item]!.author;
      const count = perAuthor.get(author) ?? 0;
      if (count >= RECOMMENDED_PER_AUTHOR) return false;
      perAuthor.set(author, count + 1);
      return true;
    },
    limit,
  );
  return chosen.map((item) => {
    const book = candidates[item]!;
    return { book, score: scores[item]!, breakdown: fill(book, emptyBreakdown()) };
  });
}

function emptyBreakdown(): ScoreBreakdown {
  return { genre: 0, topic: 0, length: 0, series: 0, author: 0, rating: 0, popularity: 0 };
}

function totalScore(breakdown: ScoreBreakdown): number {
  return (
    breakdown.genre +
    breakdown.topic +
    breakdown.length +
    breakdown.series +
    breakdown.author +
    breakdown.rating +
    breakdown.popularity
  );
}

/**
 * The home screen's recommendations: the books open to the reader, scored
 * against the reader's preferences, as many as the screen shows.
 */
export function homeRecommendations<T extends BookListItem>(
  books: readonly T[],
  preferences: RecommendationPreferences,
  mobile: boolean,
): Recommendation<T>[] {
  return recommendBooks(recommendableBooks(books), preferences, recommendationLimit(mobile));
}
