/**
 * The book scores behind the rating, popularity and best sort orders and the
 * recommender (01 §9, 02 §5). All return a number in 0..1.
 */

/** The rating a book is assumed to have before anyone has rated it. */
export const RATING_PRIOR = 0.5;
/** How many imaginary ratings of {@link RATING_PRIOR} every book starts with. */
export const RATING_PRIOR_WEIGHT = 3;
/** log2 of the popularity that earns the full popularity score (2^20 ≈ one million readers). */
export const POPULARITY_LOG2_FULL = 20;

const clamp01 = (value: number) => (value < 0 ? 0 : Math.min(value, 1));
const count = (value: number | null | undefined) =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * Bayesian rating: the raw rating (0..1) pulled towards {@link RATING_PRIOR}
 * by {@link RATING_PRIOR_WEIGHT} imaginary votes,
 * `(rating·n + 0.5·3) / (n + 3)`, where `n` is the book's popularity (how many
 * readers the rating comes from). A book without a rating, or with nobody
 * behind it, scores the prior 0.5.
 *
 * @example ratingScore(0.9, 1) // (0.9 + 1.5) / 4 = 0.6
 */
export function ratingScore(
  rating: number | null | undefined,
  popularity: number | null | undefined,
): number {
  const n = count(popularity);
  if (rating === null || rating === undefined || !Number.isFinite(rating) || n === 0) return RATING_PRIOR;
  return (clamp01(rating) * n + RATING_PRIOR * RATING_PRIOR_WEIGHT) / (n + RATING_PRIOR_WEIGHT);
}

/**
 * `log2(popularity) / 20`, clamped to 0..1: 1 reader scores 0, 1,024 readers
 * 0.5, a million or more 1. Unknown or non-positive popularity scores 0.
 */
export function popularityScore(popularity: number | null | undefined): number {
  const n = count(popularity);
  if (n === 0) return 0;
  return clamp01(Math.log2(n) / POPULARITY_LOG2_FULL);
}

/** The 'best' sort key: the rating score and the popularity score, averaged equally. */
export function bestScore(rating: number | null | undefined, popularity: number | null | undefined): number {
  return (ratingScore(rating, popularity) + popularityScore(popularity)) / 2;
}
