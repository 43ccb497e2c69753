import fc from 'fast-check';
import { readStats, typedStats } from '../stats/stats-test-helpers';
import type { BookLayout, ParagraphSave, ProgressOptions } from './progress-types';

export { readStats, typedStats };

/** A fixed time zone: UTC+1 all year. */
export const OPTIONS: ProgressOptions = { offset: () => 60 };

/** A small library: two books of three chapters, one chapter skipped. */
export const LAYOUTS: Record<string, BookLayout> = {
  'alpha--a': {
    chapters: [
      { id: '000', mode: 'type', length: 300 },
      { id: '001', mode: 'type', length: 600 },
      { id: '002', mode: 'skip', length: 100 },
    ],
  },
  'beta--b': {
    chapters: [
      { id: '000', mode: 'type', length: 120 },
      { id: '001', mode: 'type', length: 500 },
      { id: '002', mode: 'type', length: 50 },
    ],
  },
};

const WORDS = ['the', 'quick', 'fox', 'jumps', 'lazy'];

/** Saves to a paragraph of the small library, with timestamps over a few days (so ties happen). */
export const saveArb: fc.Arbitrary<ParagraphSave> = fc
  .record({
    book: fc.constantFrom('alpha--a', 'beta--b'),
    chapter: fc.constantFrom('000', '001', '002'),
    paragraph: fc.oneof(fc.nat(5), fc.nat(40)),
    kind: fc.constantFrom('typed', 'typed', 'read', 'cleared'),
    timestamp: fc.integer({ min: 1, max: 40 }).map((n) => 1_700_000_000_000 + n * 7_200_000),
    length: fc.constantFrom(20, 60, 100, 130, 300),
    wpm: fc.integer({ min: 10, max: 150 }),
    acc: fc.integer({ min: 50, max: 100 }),
    time: fc.integer({ min: 500, max: 20000 }),
    missed: fc.subarray(WORDS),
  })
  .map(({ book, chapter, paragraph, kind, timestamp, length, wpm, acc, time, missed }) => {
    const base = { bookId: book, chapterId: chapter, paragraph, layout: LAYOUTS[book] as BookLayout };
    if (kind === 'typed')
      return {
        ...base,
        change: { type: 'typed', stats: typedStats(timestamp, length, wpm, acc, 70, time), missed },
      };
    if (kind === 'read') return { ...base, change: { type: 'read', stats: readStats(timestamp, length) } };
    return { ...base, change: { type: 'cleared', timestamp } };
  });
