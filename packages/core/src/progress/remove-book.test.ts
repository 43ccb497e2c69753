import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from './apply-paragraph-save';
import { deriveProgress, emptyProgress } from './derive-progress';
import { LAYOUTS, OPTIONS, saveArb, typedStats } from './progress-test-helpers';
import type { ProgressRecords } from './progress-types';
import { removeBookProgress } from './remove-book';

const without = (records: ProgressRecords, bookId: string) => {
  const { [bookId]: _p, ...paragraphs } = records.paragraphs;
  const { [bookId]: _l, ...layouts } = records.layouts;
  return deriveProgress(paragraphs, layouts, OPTIONS);
};

describe('removeBookProgress', () => {
  it('takes a deleted book out of the days, the missed words, the recent list and the bests', () => {
    let records = emptyProgress();
    const day = 1_700_000_000_000;
    const save = (bookId: string, paragraph: number, timestamp: number, wpm: number, missed: string[]) => {
      records = applyParagraphSave(
        records,
        {
          bookId,
          chapterId: '000',
          paragraph,
          layout: LAYOUTS[`${bookId}--${bookId[0]}`]!,
          change: { type: 'typed', stats: typedStats(timestamp, 100, wpm), missed },
        },
        OPTIONS,
      ).records;
    };
    save('alpha', 0, day, 120, ['fox']);
    save('beta', 0, day + 1000, 60, ['fox', 'lazy']);
    const { records: after, changes } = removeBookProgress(records, 'alpha', OPTIONS);
    expect(Object.values(after.days)).toMatchObject([{ time: 4000, typed: 100, paragraphs: 1 }]);
    expect(after.missedWords).toEqual({ fox: 1, lazy: 1 });
    expect(after.summary.recent.map((entry) => entry.id)).toEqual(['beta__000__0']);
    expect(after.summary.topParagraph.short.wpm?.id).toBe('beta__000__0');
    expect(changes.summaryChanged).toBe(true);
    expect(changes.missedWords).toEqual({ fox: 1 });
    expect(after).toEqual(without(records, 'alpha'));
  });

  it('leaves the records as a recomputation without the book would, whatever was saved', () => {
    fc.assert(
      fc.property(fc.array(saveArb, { maxLength: 40 }), fc.constantFrom('alpha', 'beta'), (saves, bookId) => {
        let records = emptyProgress();
        for (const save of saves) records = applyParagraphSave(records, save, OPTIONS).records;
        const { records: after } = removeBookProgress(records, bookId, OPTIONS);
        expect(after).toEqual(without(records, bookId));
      }),
    );
  });
});
