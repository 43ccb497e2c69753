import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  bestScore,
  POPULARITY_LOG2_FULL,
  popularityScore,
  RATING_PRIOR,
  RATING_PRIOR_WEIGHT,
  ratingScore,
} from './book-scores';

describe('ratingScore', () => {
  it('pins the prior and its weight', () => {
    expect(RATING_PRIOR).toBe(0.5);
    expect(RATING_PRIOR_WEIGHT).toBe(3);
  });

  it('is (rating·n + 0.5·3) / (n + 3) with n the popularity', () => {
    expect(ratingScore(0.9, 1)).toBeCloseTo((0.9 + 1.5) / 4, 12);
    expect(ratingScore(1, 3)).toBeCloseTo((3 + 1.5) / 6, 12);
    expect(ratingScore(0.2, 997)).toBeCloseTo((0.2 * 997 + 1.5) / 1000, 12);
  });

  it('is the prior without a rating or without readers', () => {
    expect(ratingScore(null, 100)).toBe(0.5);
    expect(ratingScore(0.9, 0)).toBe(0.5);
    expect(ratingScore(0.9, null)).toBe(0.5);
  });

  test.prop([fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 1e7 })])(
    'lies between the prior and the raw rating',
    (rating, n) => {
      const score = ratingScore(rating, n);
      expect(score).toBeGreaterThanOrEqual(Math.min(rating, 0.5) - 1e-12);
      expect(score).toBeLessThanOrEqual(Math.max(rating, 0.5) + 1e-12);
    },
  );
});

describe('popularityScore', () => {
  it('is log2(popularity) / 20 clamped to 0..1', () => {
    expect(POPULARITY_LOG2_FULL).toBe(20);
    expect(popularityScore(1)).toBe(0);
    expect(popularityScore(1024)).toBe(0.5);
    expect(popularityScore(2 ** 20)).toBe(1);
    expect(popularityScore(2 ** 30)).toBe(1);
    expect(popularityScore(0.5)).toBe(0);
    expect(popularityScore(0)).toBe(0);
    expect(popularityScore(null)).toBe(0);
  });
});

describe('bestScore', () => {
  it('averages the rating and popularity scores equally', () => {
    expect(bestScore(0.9, 1024)).toBeCloseTo((ratingScore(0.9, 1024) + 0.5) / 2, 12);
    expect(bestScore(null, null)).toBe(0.25);
  });
});
