import { describe, expect, it } from 'vitest';
import { dayTotals } from '../stats/long-term-stats';
import { applyParagraphSave } from './apply-paragraph-save';
import { emptyProgress } from './derive-progress';
import { historyFromProgress, progressDayTotals } from './progress-history';
import { LAYOUTS, OPTIONS, readStats, typedStats } from './progress-test-helpers';

const utc = () => 0;

describe('history from progress', () => {
  it('reads the counted paragraphs of the progress records', () => {
    let records = emptyProgress();
    const save = (paragraph: number, change: Parameters<typeof applyParagraphSave>[1]['change']) => {
      records = applyParagraphSave(
        records,
        { bookId: 'alpha--a', chapterId: '000', paragraph, layout: LAYOUTS['alpha--a']!, change },
        OPTIONS,
      ).records;
    };
    save(0, { type: 'typed', stats: typedStats(1_700_000_000_000, 120, 55), missed: [] });
    save(1, { type: 'read', stats: readStats(1_700_000_100_000, 80) });
    save(2, { type: 'typed', stats: typedStats(1_700_000_200_000, 90, 65), missed: [] });
    save(2, { type: 'cleared', timestamp: 1_700_000_300_000 });
    expect(historyFromProgress(records).map((r) => [r.paragraph, r.stats.type])).toEqual([
      [0, 'typed'],
      [1, 'read'],
    ]);
    // The screen groups the records' days in one pass, to the same totals as the history's.
    expect(progressDayTotals(records, utc)).toEqual(dayTotals(historyFromProgress(records), utc));
  });
});
