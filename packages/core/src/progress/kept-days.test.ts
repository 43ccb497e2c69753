import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../stats/daily-stats';
import { keptDayTotals } from '../stats/long-term-stats';
import { statsScreenView } from '../stats/stats-screen';
import type { TypedParagraphStats } from '../stats/stats-types';
import { applyParagraphSave } from './apply-paragraph-save';
import { emptyProgress } from './derive-progress';
import { progressDayTotals } from './progress-history';
import { LAYOUTS, OPTIONS, readStats } from './progress-test-helpers';
import type { ParagraphSave } from './progress-types';
import { removeBookProgress } from './remove-book';

/** Stats with fractional figures and times, as a browser measures them. */
const typedArb: fc.Arbitrary<TypedParagraphStats> = fc
  .record({
    timestamp: fc.integer({ min: 1, max: 60 }).map((n) => 1_700_000_000_000 + n * 5_400_000),
    length: fc.integer({ min: 1, max: 900 }),
    wpm: fc.double({ min: 5, max: 220, noNaN: true }),
    raw: fc.double({ min: 5, max: 240, noNaN: true }),
    acc: fc.double({ min: 0, max: 100, noNaN: true }),
    keys: fc.integer({ min: 1, max: 1200 }),
    con: fc.double({ min: 0, max: 100, noNaN: true }),
    time: fc.double({ min: 100, max: 300_000, noNaN: true }),
  })
  .map(({ timestamp, length, wpm, raw, acc, keys, con, time }) => ({
    type: 'typed',
    wpm: { value: wpm, raw, weight: time },
    acc: { value: acc, weight: keys },
    con: { value: con, weight: time },
    time,
    timestamp,
    length,
  }));

const saveArb: fc.Arbitrary<ParagraphSave> = fc
  .record({
    book: fc.constantFrom('alpha--a', 'beta--b'),
    chapter: fc.constantFrom('000', '001'),
    paragraph: fc.nat(12),
    kind: fc.constantFrom('typed', 'typed', 'typed', 'read', 'cleared'),
    stats: typedArb,
  })
  .map(({ book, chapter, paragraph, kind, stats }) => {
    const base = { bookId: book, chapterId: chapter, paragraph, layout: LAYOUTS[book]! };
    if (kind === 'typed') return { ...base, change: { type: 'typed', stats, missed: [] } };
    if (kind === 'read')
      return { ...base, change: { type: 'read', stats: readStats(stats.timestamp, stats.length) } };
    return { ...base, change: { type: 'cleared', timestamp: stats.timestamp } };
  });

describe('the days the records keep', () => {
  it('draw the stats screen exactly as a pass over every paragraph does, save after save', () => {
    fc.assert(
      fc.property(fc.array(saveArb, { minLength: 1, maxLength: 200 }), fc.boolean(), (saves, remove) => {
        let records = emptyProgress();
        for (const save of saves) records = applyParagraphSave(records, save, OPTIONS).records;
        if (remove) records = removeBookProgress(records, 'alpha--a', OPTIONS).records;
        const today = dayNumber(1_700_000_000_000 + 61 * 5_400_000, OPTIONS.offset);
        const input = { summary: records.summary, today, goalMinutes: 10 };
        const kept = keptDayTotals(records.days);
        expect(kept).toEqual(progressDayTotals(records, OPTIONS.offset));
        expect(statsScreenView({ ...input, days: kept })).toEqual(
          statsScreenView({ ...input, days: progressDayTotals(records, OPTIONS.offset) }),
        );
      }),
      { numRuns: 200 },
    );
  });
});
