/**
 * @typeshelf/core/scores — A book's rating and popularity scores.
 */
export {
  bestScore,
  POPULARITY_LOG2_FULL,
  popularityScore,
  RATING_PRIOR,
  RATING_PRIOR_WEIGHT,
  ratingScore,
} from './book-scores';
