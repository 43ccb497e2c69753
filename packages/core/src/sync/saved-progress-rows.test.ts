import { describe, expect, it } from 'vitest';
import { cellOf } from '../progress/cell-of';
import { typedStats } from '../progress/progress-test-helpers';
import { parseParagraphKey } from './paragraph-key';
import { LEFT_OUT_REASONS, savedProgressRows } from './saved-progress-rows';

const typed = (timestamp: number) => cellOf(typedStats(timestamp, 100, 60), ['moor']);
const read = (timestamp: number) => cellOf({ type: 'read', timestamp, length: 80 });

describe('a save file’s progress as server rows', () => {
  it('parses paragraph keys by their last two parts, so a book id may hold "__"', () => {
    expect(parseParagraphKey('a--b__001__12')).toEqual({ bookId: 'a--b', chapterId: '001', index: 12 });
    expect(parseParagraphKey('odd__id__003__0')).toEqual({ bookId: 'odd__id', chapterId: '003', index: 0 });
    expect(parseParagraphKey('book__001')).toBeNull();
    expect(parseParagraphKey('book__001__-1')).toBeNull();
  });

  it('sends each cell as its row and each chapter’s last counted paragraph as its position', () => {
    const { rows, positions, skipped } = savedProgressRows({
      'doyle--hound__001__0': typed(1000),
      'doyle--hound__001__1': read(2000),
      'doyle--hound__002__0': { ...typed(3000), cleared: 4000 },
    });
    expect(skipped).toBe(0);
    expect(rows.map((row) => [row.chapter, row.paragraph, row.wpm, row.read_at, row.timestamp])).toEqual([
      [1, 0, 60, 0, 1000],
      [1, 1, 0, 2000, 0],
      [2, 0, 0, 0, 4000],
    ]);
    expect(rows[0]?.missed).toEqual(['moor']);
    expect(positions).toEqual([
      { book_id: 'doyle--hound', chapter: 1, last_paragraph: 1, timestamp: 2000 },
      // A cleared chapter travels as "nothing counts" at the time of the clear.
      { book_id: 'doyle--hound', chapter: 2, last_paragraph: -1, timestamp: 4000 },
    ]);
  });

  it('leaves out what is not a paragraph cell under a paragraph key with a numbered chapter', () => {
    const { rows, positions, skipped } = savedProgressRows({
      'a--book__001__0': typed(1000),
      book__001__x: typed(1000),
      book__intro__0: typed(1000),
      book__001__1: { typed: { wpm: 'fast' }, read: null, cleared: 0 },
      book__001__2: null,
      book__001__3: { typed: null, read: null },
    });
    expect(rows.map((row) => row.paragraph)).toEqual([0]);
    expect(positions).toHaveLength(1);
    expect(skipped).toBe(5);
  });

  it('names each entry it leaves out with why, those the server would refuse included', () => {
    const { rows, leftOut } = savedProgressRows({
      'a--book__001__0': typed(1000),
      __proto____001__0: typed(1000),
      'a--book__001__2000000000': typed(1000),
      book__001__x: typed(1000),
      book__intro__0: typed(1000),
      book__001__3: { typed: null, read: null },
    });
    expect(rows.map((row) => [row.book_id, row.paragraph])).toEqual([['a--book', 0]]);
    expect(leftOut).toEqual([
      { key: '__proto____001__0', why: LEFT_OUT_REASONS.limits },
      { key: 'a--book__001__2000000000', why: LEFT_OUT_REASONS.limits },
      { key: 'book__001__3', why: LEFT_OUT_REASONS.cell },
      { key: 'book__001__x', why: LEFT_OUT_REASONS.key },
      { key: 'book__intro__0', why: LEFT_OUT_REASONS.chapter },
    ]);
  });
});
