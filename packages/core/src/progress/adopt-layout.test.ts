import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adoptLayout } from './adopt-layout';
import { applyParagraphSave } from './apply-paragraph-save';
import { deriveProgress, emptyProgress } from './derive-progress';
import { LAYOUTS, OPTIONS, saveArb } from './progress-test-helpers';
import type { ProgressRecords } from './progress-types';

/** Records as a converted profile holds them: the book's paragraphs and figures, but no layout. */
function withoutLayout(records: ProgressRecords, bookId: string): ProgressRecords {
  const { [bookId]: _layout, ...layouts } = records.layouts;
  return { ...records, layouts };
}

describe('adoptLayout', () => {
  it('gives a converted book its layout and the figures a recomputation would', () => {
    fc.assert(
      fc.property(
        fc.array(saveArb, { minLength: 1, maxLength: 40 }),
        fc.constantFrom('alpha--a', 'beta--b'),
        (saves, bookId) => {
          let records = emptyProgress();
          for (const save of saves) records = applyParagraphSave(records, save, OPTIONS).records;
          const converted = withoutLayout(records, bookId);
          const adopted = adoptLayout(converted, bookId, LAYOUTS[bookId]!);
          if (records.paragraphs[bookId] === undefined) {
            expect(adopted).toBeNull();
            return;
          }
          expect(adopted).toEqual(deriveProgress(records.paragraphs, records.layouts, OPTIONS));
          expect(adoptLayout(adopted!, bookId, LAYOUTS[bookId]!)).toBeNull();
        },
      ),
    );
  });

  it('is lost on a merge without it: the derived records skip a book with no layout', () => {
    let records = emptyProgress();
    records = applyParagraphSave(
      records,
      {
        bookId: 'alpha--a',
        chapterId: '000',
        paragraph: 0,
        layout: LAYOUTS['alpha--a']!,
        change: { type: 'read', stats: { type: 'read', timestamp: 1, length: 300 } },
      },
      OPTIONS,
    ).records;
    const converted = withoutLayout(records, 'alpha--a');
    expect(deriveProgress(converted.paragraphs, converted.layouts, OPTIONS).chapters.alpha).toBeUndefined();
    expect(
      adoptLayout(converted, 'alpha--a', LAYOUTS['alpha--a']!)?.chapters['alpha--a']?.['000']?.progress,
    ).toBe(1);
  });
});
