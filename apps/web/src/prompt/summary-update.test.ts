import { bookStats, type ChapterInfo, chapterStats, type TypedParagraphStats } from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import { nextSummary } from './summary-update';

const paragraph = (wpm: number, length: number): TypedParagraphStats => ({
  type: 'typed',
  wpm: { value: wpm, raw: wpm, weight: 10_000 },
  acc: { value: 100, weight: length },
  con: { value: 90, weight: 10_000 },
  time: 10_000,
  timestamp: 5,
  length,
});

const chapters: ChapterInfo[] = [{ id: '000', title: 'A', mode: 'type', length: 60 }];

function input(stats: TypedParagraphStats, id: string) {
  const chapter = chapterStats([stats], 600);
  return {
    paragraph: { id, stats },
    chapterKey: 'b__000',
    chapter,
    chapterLength: 600,
    bookId: 'b',
    book: bookStats(chapters, { '000': chapter }),
    bookLength: 600,
  };
}

describe('nextSummary', () => {
  it('records the first paragraph of a size silently and a faster one later as a new best', () => {
    const first = nextSummary(undefined, input(paragraph(50, 60), 'b__000__0'));
    expect(first.newBestWpm).toBeNull();
    expect(first.summary.recent).toHaveLength(1);
    expect(first.summary.topParagraph.short.wpm?.value).toBe(50);

    const slower = nextSummary(first.summary, input(paragraph(40, 60), 'b__000__1'));
    expect(slower.newBestWpm).toBeNull();
    const faster = nextSummary(slower.summary, input(paragraph(70, 60), 'b__000__2'));
    expect(faster.newBestWpm).toBe(70);
    expect(faster.summary.topParagraph.short.wpm?.id).toBe('b__000__2');
    expect(faster.summary.recent).toHaveLength(3);
  });

  it('keeps chapter records for complete chapters only', () => {
    const partial = nextSummary(undefined, input(paragraph(50, 60), 'b__000__0'));
    expect(Object.values(partial.summary.topChapter).every((r) => r.wpm === null)).toBe(true);
  });
});
