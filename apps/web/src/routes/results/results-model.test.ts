import { emptySummary } from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import { figuresOf, resultsTabs, topResults } from './results-model';

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
