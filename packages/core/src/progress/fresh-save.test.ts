import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from './apply-paragraph-save';
import { emptyProgress } from './derive-progress';
import { stampedAfter } from './fresh-save';
import { cellStats } from './paragraph-cell';
import { OPTIONS, saveArb } from './progress-test-helpers';

describe('a fresh save on its own device', () => {
  it('always counts once applied, whatever the device held for the paragraph (a clock behind included)', () => {
    fc.assert(
      fc.property(fc.array(saveArb, { maxLength: 12 }), saveArb, (before, fresh) => {
        let records = emptyProgress();
        for (const s of before) records = applyParagraphSave(records, s, OPTIONS).records;
        const held = records.paragraphs[fresh.bookId]?.[fresh.chapterId]?.[fresh.paragraph];
        const save = stampedAfter(fresh, held);
        const after = applyParagraphSave(records, save, OPTIONS).records;
        const cell = after.paragraphs[fresh.bookId]?.[fresh.chapterId]?.[fresh.paragraph] ?? null;
        const stats = cellStats(cell);
        if (save.change.type === 'cleared') expect(stats).toBeNull();
        else if (save.change.type === 'typed')
          expect(stats).toMatchObject({ type: 'typed', timestamp: save.change.stats.timestamp });
        // A read never replaces a typed result (03 §4), so only without one does it count.
        else if (!cell?.typed || cell.typed.timestamp <= cell.cleared)
          expect(stats).toMatchObject({ type: 'read', timestamp: save.change.stats.timestamp });
      }),
    );
  });

  it('keeps its own time when that is already the newest', () => {
    fc.assert(
      fc.property(saveArb, (save) => {
        expect(stampedAfter(save, null)).toBe(save);
      }),
    );
  });
});
