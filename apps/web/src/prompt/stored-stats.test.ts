import { bookStats, type ChapterInfo, chapterStats } from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import { emptyChapterStats } from '../data/profile-data';
import { coreChapterStats } from './stored-stats';

const chapters: ChapterInfo[] = [
  { id: '000', title: 'One', mode: 'type', length: 10 },
  { id: '001', title: 'Two', mode: 'type', length: 10 },
];

describe('stored chapter stats', () => {
  it('a chapter marked done, with nothing typed, adds no weight to the book', () => {
    const typed = chapterStats(
      [
        {
          type: 'typed',
          wpm: { value: 60, raw: 62, weight: 2000 },
          acc: { value: 95, weight: 10 },
          con: { value: 80, weight: 2000 },
          time: 2000,
          length: 10,
          timestamp: 5,
        },
      ],
      10,
    );
    const stored = { '000': { ...emptyChapterStats(1), progress: 1 }, '001': typed };
    const book = bookStats(chapters, coreChapterStats(stored));
    expect(book.progress).toBe(1);
    expect(book.wpm).toEqual(typed.wpm);
    expect(book.acc).toEqual(typed.acc);
    expect(book.typed).toBe(typed.typed);
  });
});
