import { sampleBookInfo } from '@typeshelf/fixtures';
import { describe, expect, it } from 'vitest';
import type { BookInfo, ChapterInfo } from '../book/book-types';
import { indexEntryFromInfo, typedLength } from './index-entry';

const chapter = (id: string, mode: ChapterInfo['mode'], length: number): ChapterInfo => ({
  id,
  title: `Chapter ${id}`,
  mode,
  length,
});

const info: BookInfo = sampleBookInfo({
  id: 'jane-austen--emma',
  title: 'Emma',
  titleAlpha: 'emma',
  author: 'Jane Austen',
  language: 'en-GB',
  year: 1815,
  genres: ['fiction'],
  chapters: [
    chapter('000', 'hide', 300),
    chapter('001', 'skip', 1_000),
    chapter('002', 'type', 3_000),
    chapter('003', 'type', 2_000),
  ],
  rating: 0.8,
  popularity: 120,
  free: true,
  custom: false,
  createdAt: 5,
  updatedAt: 6,
});

describe('index entries', () => {
  it('count only the chapters whose mode is type toward length and pages', () => {
    expect(typedLength(info)).toBe(5_000);
    const entry = indexEntryFromInfo(info, {
      custom: false,
      isNew: true,
      free: true,
      search: ['emma'],
      coverUrl: 'small.webp',
      coverBigUrl: 'big.webp',
    });
    expect(entry).toMatchObject({ id: info.id, length: 5_000, pages: 3, isNew: true, search: ['emma'] });
    expect(entry.coverBigUrl).toBe('big.webp');
  });

  it('take the placement over what the info says', () => {
    const entry = indexEntryFromInfo(info, {
      custom: true,
      isNew: false,
      free: false,
      search: [],
      coverUrl: null,
      coverBigUrl: null,
    });
    expect(entry.custom).toBe(true);
    expect(entry.free).toBe(false);
  });
});
