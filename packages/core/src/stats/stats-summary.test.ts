import { describe, expect, it } from 'vitest';
import type { ChapterInfo } from '../book/book-types';
import { bookStats, chapterStats } from './aggregate-stats';
import { dayRecords } from './daily-stats';
import {
  emptySummary,
  MAX_RECENT,
  PARAGRAPH_SIZE_THRESHOLDS,
  paragraphEntry,
  recordBook,
  recordChapter,
  recordParagraph,
  type SummaryEntry,
  sizeCategory,
} from './stats-summary';
import type { ChapterStats, TypedParagraphStats } from './stats-types';

const typed = (length: number, wpm: number, acc: number, con: number, time: number, timestamp: number) =>
  ({
    type: 'typed',
    wpm: { value: wpm, raw: wpm + 5, weight: time },
    acc: { value: acc, weight: length },
    con: { value: con, weight: time },
    time,
    timestamp,
    length,
  }) satisfies TypedParagraphStats;

const entry = (id: string, length: number, wpm: number, time = 1000): SummaryEntry =>
  paragraphEntry(id, typed(length, wpm, 97, 80, time, 1));

describe('size categories', () => {
  it('uses the paragraph thresholds 50, 125, 250, 500', () => {
    expect(PARAGRAPH_SIZE_THRESHOLDS).toEqual([50, 125, 250, 500]);
    expect([49, 50, 124, 125, 249, 250, 499, 500, 5000].map((n) => sizeCategory(n))).toEqual([
      'tiny',
      'short',
      'short',
      'medium',
      'medium',
      'long',
      'long',
      'huge',
      'huge',
    ]);
  });
});

describe('recordParagraph', () => {
  it('keeps the last 50 paragraphs and their time-weighted average', () => {
    let summary = emptySummary();
    for (let i = 0; i < 60; i++) summary = recordParagraph(summary, entry(`p${i}`, 60, i, 1000)).summary;
    expect(MAX_RECENT).toBe(50);
    expect(summary.recent).toHaveLength(50);
    expect(summary.recent[0]?.id).toBe('p10');
    expect(summary.average?.wpm).toBeCloseTo((10 + 59) / 2, 10);
    expect(summary.latestChange?.wpm).toBeCloseTo((10 + 59) / 2 - (10 + 58) / 2, 10);
  });

  it('sets records per category, at least as good counts, tiny paragraphs never', () => {
    let summary = emptySummary();
    const first = recordParagraph(summary, entry('a', 60, 50));
    expect(first.records.map((r) => r.metric)).toEqual(['wpm', 'raw', 'acc', 'con']);
    summary = first.summary;
    expect(summary.topParagraph.short.wpm).toEqual({ value: 50, timestamp: 1, id: 'a' });
    const equal = recordParagraph(summary, entry('b', 60, 50));
    expect(equal.records.map((r) => r.metric)).toContain('wpm');
    const slower = recordParagraph(equal.summary, entry('c', 60, 40));
    expect(slower.records.map((r) => r.metric)).not.toContain('wpm');
    const tiny = recordParagraph(slower.summary, entry('d', 49, 999));
    expect(tiny.records).toEqual([]);
    expect(tiny.summary.recent.at(-1)?.id).toBe('d');
    const huge = recordParagraph(tiny.summary, entry('e', 700, 10));
    expect(huge.records[0]).toEqual({
      scope: 'paragraph',
      category: 'huge',
      metric: 'wpm',
      value: 10,
      previous: null,
    });
  });

  it('records chapters only when complete and at least 500 characters, books only when complete', () => {
    const summary = emptySummary();
    expect(recordChapter(summary, entry('c', 499, 50), 1).records).toEqual([]);
    expect(recordChapter(summary, entry('c', 5000, 50), 0.99).records).toEqual([]);
    expect(recordChapter(summary, entry('c', 5000, 50), 1).records[0]?.category).toBe('medium');
    expect(recordBook(summary, entry('b', 100_000, 50), 0.5).records).toEqual([]);
    expect(recordBook(summary, entry('b', 100_000, 50), 1).records[0]?.category).toBe('short');
  });
});

describe('chapter and book stats', () => {
  it('counts only type chapters towards book progress', () => {
    const chapters: ChapterInfo[] = [
      { id: '000', title: 'Preface', mode: 'skip', length: 1000 },
      { id: '001', title: 'One', mode: 'type', length: 300 },
      { id: '002', title: 'Two', mode: 'type', length: 100 },
      { id: '003', title: 'Contents', mode: 'hide', length: 50 },
    ];
    const one: ChapterStats = chapterStats(
      [typed(200, 60, 100, 90, 10_000, 5), typed(100, 30, 90, 70, 10_000, 6)],
      300,
    );
    const two: ChapterStats = chapterStats([{ type: 'read', timestamp: 9, length: 50 }, null], 100);
    expect(one.progress).toBe(1);
    expect(two.progress).toBe(0.5);
    const book = bookStats(chapters, { '001': one, '002': two });
    expect(book.progress).toBeCloseTo((300 + 50) / 400, 12);
    expect(book.lastChapter).toBe('002');
    expect(book.wpm.value).toBe(45);
    expect(book.typed).toBe(300);
    expect(book.read).toBe(50);
    const withSkipDone = bookStats(chapters, {
      '000': chapterStats([typed(1000, 10, 100, 90, 1000, 1)], 1000),
      '001': one,
      '002': chapterStats([typed(100, 60, 100, 100, 1000, 2)], 100),
    });
    expect(withSkipDone.progress).toBe(1);
    expect(
      bookStats(chapters, { '001': one, '002': chapterStats([typed(100, 60, 100, 100, 1000, 2)], 100) })
        .progress,
    ).toBe(1);
  });
});

describe('dayRecords', () => {
  it('groups by 4 AM days and flags the daily goal', () => {
    const utc = () => 0;
    const day = (h: number) => Date.UTC(2026, 10, 22, h);
    const records = dayRecords(
      [
        typed(100, 40, 100, 90, 10 * 60000, day(3)),
        typed(100, 60, 100, 90, 10 * 60000, day(5)),
        typed(100, 50, 100, 90, 6 * 60000, day(23)),
      ],
      utc,
      15,
    );
    expect(records.map((r) => [r.label, r.typingTime, r.dailyGoal])).toEqual([
      ['2026-11-21', 600000, false],
      ['2026-11-22', 960000, true],
    ]);
    expect(records[1]?.wpm).toBeCloseTo((60 * 10 + 50 * 6) / 16, 10);
  });
});
