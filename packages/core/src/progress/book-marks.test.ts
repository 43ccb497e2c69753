import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from './apply-paragraph-save';
import { markBookDoneSaves, resetBookSaves } from './book-marks';
import { emptyProgress } from './derive-progress';
import { LAYOUTS, OPTIONS, readStats, saveArb, typedStats } from './progress-test-helpers';
import type { BookLayout, ParagraphSave, ProgressRecords } from './progress-types';

const applyAll = (saves: readonly ParagraphSave[], from: ProgressRecords = emptyProgress()) =>
  saves.reduce((records, save) => applyParagraphSave(records, save, OPTIONS).records, from);

const markDone = (records: ProgressRecords, bookId: string, timestamp: number) =>
  applyAll(markBookDoneSaves(records, bookId, LAYOUTS[bookId] as BookLayout, timestamp), records);

const reset = (records: ProgressRecords, bookId: string, timestamp: number) =>
  applyAll(resetBookSaves(records, bookId, LAYOUTS[bookId] as BookLayout, timestamp), records);

/** Every `type` chapter of the book and the book itself at 1. */
function expectDone(records: ProgressRecords, bookId: string) {
  const layout = LAYOUTS[bookId] as BookLayout;
  for (const chapter of layout.chapters)
    if (chapter.mode === 'type') expect(records.chapters[bookId]?.[chapter.id]?.progress).toBe(1);
  expect(records.books[bookId]?.progress).toBe(1);
}

/**
 * Whatever a user can do before Mark as done: type, read or clear (Backspace
 * into) a paragraph, mark the book done or reset it. Paragraphs are few so
 * that steps often land on the same one.
 */
type Step = { kind: 'save'; save: ParagraphSave } | { kind: 'done' | 'reset'; bookId: string };
const paragraphSaveArb: fc.Arbitrary<ParagraphSave> = fc
  .record({
    save: saveArb,
    paragraph: fc.nat(3),
    length: fc.constantFrom(20, 60, 100),
  })
  .map(({ save, paragraph, length }) => {
    const change = save.change;
    if (change.type === 'cleared') return { ...save, paragraph };
    if (change.type === 'read')
      return { ...save, paragraph, change: { ...change, stats: { ...change.stats, length } } };
    return { ...save, paragraph, change: { ...change, stats: { ...change.stats, length } } };
  });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: paragraphSaveArb.map((save): Step => ({ kind: 'save', save })) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        kind: fc.constantFrom('done' as const, 'reset' as const),
        bookId: fc.constantFrom('alpha--a', 'beta--b'),
      })
      .map((step): Step => step),
  },
);

/** Steps in order, each a little later than the one before. */
function play(steps: readonly Step[]) {
  let records = emptyProgress();
  let timestamp = 1_700_000_000_000;
  for (const step of steps) {
    timestamp += 60_000;
    if (step.kind === 'save') {
      const change = step.save.change;
      const stamped: ParagraphSave['change'] =
        change.type === 'cleared'
          ? { type: 'cleared', timestamp }
          : change.type === 'read'
            ? { type: 'read', stats: { ...change.stats, timestamp } }
            : { ...change, stats: { ...change.stats, timestamp } };
      records = applyParagraphSave(records, { ...step.save, change: stamped }, OPTIONS).records;
    } else if (step.kind === 'done') records = markDone(records, step.bookId, timestamp);
    else records = reset(records, step.bookId, timestamp);
  }
  return { records, timestamp };
}

describe('markBookDoneSaves', () => {
  it('leaves every type chapter and the book at 1, whatever happened before', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 30 }),
        fc.constantFrom('alpha--a', 'beta--b'),
        (steps, bookId) => {
          const { records, timestamp } = play(steps);
          expectDone(markDone(records, bookId, timestamp + 60_000), bookId);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not lower progress when marking again after un-typing a paragraph', () => {
    const layout: BookLayout = { chapters: [{ id: '000', mode: 'type', length: 190 }] };
    const t = 1_700_000_000_000;
    const typed: ParagraphSave = {
      bookId: 'b',
      chapterId: '000',
      paragraph: 0,
      layout,
      change: { type: 'typed', stats: typedStats(t, 60, 50, 100, 90, 10_000), missed: [] },
    };
    let records = applyAll([typed]);
    records = applyAll(markBookDoneSaves(records, 'b', layout, t + 1000), records);
    expect(records.books.b?.progress).toBe(1);
    records = applyAll([{ ...typed, change: { type: 'cleared', timestamp: t + 2000 } }], records);
    expect(records.books.b?.progress).toBeCloseTo(130 / 190);
    const saves = markBookDoneSaves(records, 'b', layout, t + 3000);
    expect(saves.map((s) => s.change)).toEqual([{ type: 'read', stats: readStats(t + 3000, 190) }]);
    records = applyAll(saves, records);
    expect(records.chapters.b?.['000']?.progress).toBe(1);
    expect(records.books.b?.progress).toBe(1);
  });
});
