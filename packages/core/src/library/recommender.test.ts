import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_DESKTOP, RECOMMENDED_MOBILE, RECOMMENDED_PER_AUTHOR } from './library-constants';
import {
  recommendationCandidates,
  recommendationLimit,
  recommendationRoom,
} from './recommendation-candidates';
import {
  genreScore,
  homeRecommendations,
  lengthScore,
  RECOMMENDATION_WEIGHTS,
  recommendBooks,
} from './recommender';
import { listBook } from './test-books';

const none = { favoriteGenres: [], favoriteTopics: [], favoriteMaxLength: null };

describe('recommendation weights', () => {
  it('pins every weight and count', () => {
    expect(RECOMMENDATION_WEIGHTS).toEqual({
      genre: 5,
      genreMinimum: 1,
      topic: 5,
      length: 5,
      lengthDecayPages: 100,
      series: 10,
      author: 5,
      rating: 5,
      popularity: 5,
    });
    expect([RECOMMENDED_DESKTOP, RECOMMENDED_MOBILE, RECOMMENDED_PER_AUTHOR]).toEqual([12, 6, 2]);
  });

  it('gives 5 for the first preferred genre and 1 less for each further one, down to 1', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(genreScore)).toEqual([0, 5, 9, 12, 14, 15, 16, 17]);
  });

  it('decays the length score linearly over 100 pages beyond the favourite maximum', () => {
    expect(lengthScore(300, 300)).toBe(5);
    expect(lengthScore(350, 300)).toBe(2.5);
    expect(lengthScore(400, 300)).toBe(0);
    expect(lengthScore(900, 300)).toBe(0);
    expect(lengthScore(900, null)).toBe(5);
  });
});

describe('recommendation candidates', () => {
  it('takes unstarted catalogue books, and in a series the first or the next part', () => {
    const books = [
      listBook({ id: 'loose' }),
      listBook({ id: 'begun', progress: 0.3 }),
      listBook({ id: 'mine', custom: true }),
      listBook({ id: 'h1', series: 'Holmes', part: 1, progress: 1 }),
      listBook({ id: 'h2', series: 'Holmes', part: 2, progress: 0.5 }),
      listBook({ id: 'h3', series: 'Holmes', part: 3 }),
      listBook({ id: 'h4', series: 'Holmes', part: 4 }),
      listBook({ id: 'd1', series: 'Dune', part: 1 }),
      listBook({ id: 'd2', series: 'Dune', part: 2 }),
      listBook({ id: 'o2', series: 'Oz', part: 2 }),
      listBook({ id: 'o3', series: 'Oz', part: 3 }),
      listBook({ id: 'f1', series: 'Finished', part: 1, progress: 1 }),
    ];
    expect(recommendationCandidates(books).map((book) => book.id)).toEqual(['loose', 'h3', 'd1', 'o2']);
  });
});

describe("the home screen's recommendations", () => {
  const preferences = { favoriteGenres: [], favoriteTopics: [], favoriteMaxLength: null };

  it('offer only books open to the reader, as many as the screen shows, and keep room for exactly those', () => {
    const books = Array.from({ length: 20 }, (_, i) =>
      listBook({ id: `b${i}`, author: `Author ${i}`, paywalled: i % 2 === 0 }),
    );
    expect([recommendationLimit(true), recommendationLimit(false)]).toEqual([
      RECOMMENDED_MOBILE,
      RECOMMENDED_DESKTOP,
    ]);
    for (const mobile of [true, false]) {
      const shown = homeRecommendations(books, preferences, mobile);
      expect(shown.every(({ book }) => !book.paywalled)).toBe(true);
      expect(shown).toHaveLength(Math.min(10, recommendationLimit(mobile)));
      expect(recommendationRoom(books, mobile)).toBe(shown.length);
    }
  });
});

describe('recommendBooks', () => {
  it('scores every weight', () => {
    const books = [
      listBook({ id: 'read', author: 'Doyle', series: 'Holmes', part: 1, progress: 1 }),
      listBook({
        id: 'next',
        author: 'Doyle',
        series: 'Holmes',
        part: 2,
        genres: ['mystery', 'crime', 'horror'],
        topics: ['detectives'],
        length: 700_000,
        rating: 0.9,
        popularity: 1024,
      }),
    ];
    const [only] = recommendBooks(books, {
      favoriteGenres: ['mystery', 'crime'],
      favoriteTopics: ['detectives', 'pirates'],
      favoriteMaxLength: 300,
    });
    expect(only?.book.id).toBe('next');
    expect(only?.breakdown).toEqual({
      genre: 9,
      topic: 5,
      length: 2.5,
      series: 10,
      author: 5,
      rating: 5 * ((0.9 * 1024 + 1.5) / 1027),
      popularity: 2.5,
    });
    expect(only?.score).toBeCloseTo(9 + 5 + 2.5 + 10 + 5 + 5 * ((0.9 * 1024 + 1.5) / 1027) + 2.5, 10);
  });

  it('keeps at most 2 by one author and 12 (or 6) in all, best first, ties by title', () => {
    const books = Array.from({ length: 40 }, (_, i) =>
      listBook({ id: `b${i}`, title: `Book ${String(i).padStart(2, '0')}`, author: `Author ${i % 10}` }),
    );
    const picked = recommendBooks(books, none);
    expect(picked).toHaveLength(12);
    expect(picked.map((entry) => entry.book.id).slice(0, 3)).toEqual(['b0', 'b1', 'b2']);
    expect(recommendBooks(books, none, RECOMMENDED_MOBILE)).toHaveLength(6);
    expect(recommendBooks(books.slice(0, 12), none)).toHaveLength(12);
    expect(
      recommendBooks(
        books.filter((book) => book.author === 'Author 1'),
        none,
      ),
    ).toHaveLength(2);
  });

  const book = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    author: fc.constantFrom('A', 'B', 'C', 'D'),
    series: fc.option(fc.constantFrom('S', 'T'), { nil: null }),
    part: fc.integer({ min: 1, max: 4 }),
    progress: fc.constantFrom(0, 0, 0.5, 1),
    genres: fc.subarray(['mystery', 'horror', 'romance']),
    rating: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    popularity: fc.option(fc.integer({ min: 0, max: 1e6 }), { nil: null }),
    length: fc.integer({ min: 0, max: 2_000_000 }),
  });

  test.prop([fc.array(book, { maxLength: 60 }), fc.constantFrom(6, 12)])(
    'never more than 2 by one author, never a started book, never over the limit',
    (fields, limit) => {
      const books = fields.map((f) => listBook(f));
      const picked = recommendBooks(
        books,
        { favoriteGenres: ['horror'], favoriteTopics: [], favoriteMaxLength: 200 },
        limit,
      );
      expect(picked.length).toBeLessThanOrEqual(limit);
      const counts = new Map<string, number>();
      for (const { book: chosen } of picked) {
        counts.set(chosen.author, (counts.get(chosen.author) ?? 0) + 1);
        expect(chosen.progress).toBe(0);
      }
      for (const count of counts.values()) expect(count).toBeLessThanOrEqual(2);
      for (let i = 1; i < picked.length; i++)
        expect(picked[i - 1]!.score).toBeGreaterThanOrEqual(picked[i]!.score);
    },
  );
});
