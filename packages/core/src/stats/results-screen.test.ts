import { describe, expect, it } from 'vitest';
import {
  chapterPoints,
  figuresOf,
  paragraphPoints,
  requestedResultsTab,
  resultsTabs,
  topResults,
} from './results-screen';
import { emptySummary } from './stats-summary';
import { readStats, typedStats } from './stats-test-helpers';

const stats = (progress: number) => ({
  wpm: { value: 50, raw: 55, weight: 1000 },
  acc: { value: 97, weight: 100 },
  con: { value: 80, weight: 1000 },
  time: 1000,
  typed: 100,
  read: 0,
  timestamp: 1,
  progress,
});

describe('resultsTabs', () => {
  it('offers the chapter tab only with paragraph data and switches to the book when it is complete', () => {
    expect(resultsTabs(true, false, null)).toEqual({ tabs: ['chapter', 'book'], selected: 'chapter' });
    expect(resultsTabs(false, false, 'chapter')).toEqual({ tabs: ['book'], selected: 'book' });
    expect(resultsTabs(true, true, null).selected).toBe('book');
    expect(resultsTabs(true, true, 'chapter').selected).toBe('chapter');
  });
});

describe('figures and top results', () => {
  it('has no figures for stats without typing', () => {
    expect(figuresOf(undefined)).toBeNull();
    expect(figuresOf({ ...stats(1), wpm: { value: 0, raw: 0, weight: 0 } })).toBeNull();
    expect(figuresOf(stats(1))).toMatchObject({ wpm: 50, raw: 55, acc: 97, con: 80 });
  });

  it('announces the bests this chapter holds and reaches', () => {
    const summary = emptySummary();
    summary.topChapter.short = {
      wpm: { value: 50, timestamp: 1, id: 'b__001' },
      raw: null,
      acc: { value: 99, timestamp: 1, id: 'b__001' },
      con: { value: 80, timestamp: 1, id: 'other__001' },
    };
    const figures = figuresOf(stats(1))!;
    expect(topResults(summary, 'chapter', 'b__001', figures)).toEqual(['wpm']);
    expect(topResults(summary, 'book', 'b', figures)).toEqual([]);
  });
});

describe('the tab asked for and the chart points', () => {
  it('takes only a tab there is from the link', () => {
    expect(requestedResultsTab('chapter')).toBe('chapter');
    expect(requestedResultsTab('book')).toBe('book');
    expect(requestedResultsTab('Book')).toBeNull();
    expect(requestedResultsTab(null)).toBeNull();
  });

  it('charts typed paragraphs only, and chapters with typing in book order', () => {
    expect(paragraphPoints([typedStats(1, 100, 40), null, readStats(2, 80), typedStats(3, 100, 60)])).toEqual(
      [
        { wpm: 40, raw: 43, acc: 97 },
        { wpm: 60, raw: 63, acc: 97 },
      ],
    );
    const chapters = [
      { id: 'b', title: 'B', mode: 'type' as const, length: 10 },
      { id: 'a', title: 'A', mode: 'type' as const, length: 10 },
      { id: 'c', title: 'C', mode: 'type' as const, length: 10 },
    ];
    const points = chapterPoints(chapters, {
      a: { ...stats(1), wpm: { value: 30, raw: 31, weight: 1 } },
      b: stats(0.5),
      c: { ...stats(0), wpm: { value: 0, raw: 0, weight: 0 } },
    });
    expect(points).toEqual([
      { wpm: 50, raw: 55, acc: 97 },
      { wpm: 30, raw: 31, acc: 97 },
    ]);
  });
});
