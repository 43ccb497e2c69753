import type { ChapterInfo } from '@typeshelf/core';
import { describe, expect, it } from 'vitest';
import type { ChapterStats } from '../data';
import { targetChapter } from './chapter-target';

const chapter = (id: string, mode: ChapterInfo['mode'] = 'type', length = 100): ChapterInfo => ({
  id,
  title: id,
  mode,
  length,
});
const chapters = [
  chapter('000', 'hide'),
  chapter('001', 'skip'),
  chapter('002'),
  chapter('003'),
  chapter('004'),
  chapter('005', 'type', 0),
];
const done = (progress: number) => ({ progress }) as ChapterStats;

describe('the chapter the main button opens', () => {
  it('starts and restarts at the first typable chapter', () => {
    expect(targetChapter(chapters, {}, null, 0)).toBe('002');
    expect(targetChapter(chapters, { '002': done(1) }, '004', 1)).toBe('002');
  });

  it('continues the last chapter while unfinished, else the next unfinished one, wrapping round', () => {
    expect(targetChapter(chapters, { '003': done(0.5) }, '003', 0.2)).toBe('003');
    expect(targetChapter(chapters, { '003': done(1) }, '003', 0.3)).toBe('004');
    expect(targetChapter(chapters, { '003': done(1), '004': done(1) }, '004', 0.6)).toBe('002');
    expect(targetChapter(chapters, { '002': done(1) }, 'gone', 0.3)).toBe('003');
  });

  it('has nothing to open without a typable chapter', () => {
    expect(targetChapter([chapter('000', 'hide'), chapter('001', 'type', 0)], {}, null, 0)).toBeNull();
  });
});
