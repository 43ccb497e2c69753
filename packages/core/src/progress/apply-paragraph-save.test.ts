import { describe, expect, it } from 'vitest';
import { applyParagraphSave } from './apply-paragraph-save';
import { emptyProgress } from './derive-progress';
import { mergeProgress } from './merge-progress';
import { LAYOUTS, OPTIONS, readStats, typedStats } from './progress-test-helpers';
import type { BookLayout, ParagraphSave, ProgressRecords } from './progress-types';
import { distinctSummary } from './recent-entries';

const alpha = LAYOUTS['alpha--a'] as BookLayout;
const typed = (paragraph: number, timestamp: number, wpm: number, length = 100): ParagraphSave => ({
  bookId: 'alpha',
  chapterId: '000',
  paragraph,
  layout: alpha,
  change: { type: 'typed', stats: typedStats(timestamp, length, wpm), missed: ['fox'] },
});
const apply = (records: ProgressRecords, save: ParagraphSave) => applyParagraphSave(records, save, OPTIONS);
const DAY = 1_700_000_000_000;

describe('applyParagraphSave', () => {
  it('returns the rows that changed: the paragraph, its chapter, book, day and missed words', () => {
    const { records, changes } = apply(emptyProgress(), typed(0, DAY, 60));
    expect(changes.paragraph.cell.typed?.wpm.value).toBe(60);
    expect(changes.chapter.stats?.typed).toBe(100);
    expect(changes.chapter.stats?.progress).toBeCloseTo(100 / 300);
    expect(changes.book.stats?.progress).toBeCloseTo(100 / 900);
    expect(changes.days).toMatchObject({ '2023-11-14': { time: 4000, typed: 100, paragraphs: 1 } });
    expect(changes.missedWords).toEqual({ fox: 1 });
    expect(records.summary.recent.map((e) => e.id)).toEqual(['alpha__000__0']);
  });

  it('keeps the stored layout when a save brings an equal one, and takes a changed one', () => {
    const { records } = apply(emptyProgress(), typed(0, DAY, 60));
    const equal = structuredClone(alpha);
    const same = apply(records, { ...typed(1, DAY + 1, 60), layout: equal });
    expect(same.records.layouts).toBe(records.layouts);
    const longer = { chapters: alpha.chapters.map((c, i) => (i === 0 ? { ...c, length: c.length + 1 } : c)) };
    const changed = apply(records, { ...typed(1, DAY + 1, 60), layout: longer });
    expect(changed.records.layouts.alpha).toBe(longer);
  });

  it('reports a personal best only when an earlier best of the size is beaten', () => {
    const first = apply(emptyProgress(), typed(0, DAY, 60));
    expect(first.changes.personalBest).toBeNull();
    const slower = apply(first.records, typed(1, DAY + 1, 50));
    expect(slower.changes.personalBest).toBeNull();
    const faster = apply(slower.records, typed(2, DAY + 2, 75));
    expect(faster.changes.personalBest).toEqual({ wpm: 75 });
  });

  it('keeps a typed result when the paragraph is later marked read', () => {
    const { records } = apply(emptyProgress(), typed(0, DAY, 60));
    const read = apply(records, {
      bookId: 'alpha',
      chapterId: '000',
      paragraph: 0,
      layout: alpha,
      change: { type: 'read', stats: readStats(DAY + 10, 100) },
    });
    expect(read.records.chapters.alpha?.['000']?.typed).toBe(100);
    expect(read.records.chapters.alpha?.['000']?.read).toBe(0);
  });

  it('un-types a paragraph by a clear, and lets it be typed again', () => {
    const { records } = apply(emptyProgress(), typed(0, DAY, 60));
    const cleared = apply(records, {
      bookId: 'alpha',
      chapterId: '000',
      paragraph: 0,
      layout: alpha,
      change: { type: 'cleared', timestamp: DAY + 5 },
    });
    expect(cleared.records.chapters.alpha).toBeUndefined();
    expect(cleared.records.summary.recent).toEqual([]);
    expect(cleared.changes.days).toEqual({ '2023-11-14': null });
    const again = apply(cleared.records, typed(0, DAY + 6, 70));
    expect(again.records.books.alpha?.wpm.value).toBe(70);
  });
});

describe('mergeProgress', () => {
  it('recomputes a chapter from its merged paragraphs instead of keeping the newer chapter total', () => {
    // Device A typed paragraph 0 late; device B typed paragraph 1 early: the chapter has both.
    const a = apply(emptyProgress(), typed(0, DAY + 100, 60)).records;
    const b = apply(emptyProgress(), typed(1, DAY, 80)).records;
    const merged = mergeProgress(a, b, OPTIONS);
    expect(merged.chapters.alpha?.['000']?.typed).toBe(200);
    expect(merged.chapters.alpha?.['000']?.wpm.value).toBeCloseTo(70);
    expect(merged.days['2023-11-14']).toMatchObject({ time: 8000, typed: 200, paragraphs: 2 });
  });

  it('keeps one recent entry a paragraph, the newest, however often it is typed', () => {
    let records = emptyProgress();
    for (const [paragraph, t] of [
      [0, 1],
      [1, 2],
      [0, 3],
      [0, 4],
      [2, 5],
      [1, 6],
    ] as const)
      records = apply(records, typed(paragraph, DAY + t, 50 + t)).records;
    expect(records.summary.recent.map((e) => `${e.id}@${e.timestamp - DAY}`)).toEqual([
      'alpha__000__0@4',
      'alpha__000__2@5',
      'alpha__000__1@6',
    ]);
  });

  it('reads a recent list another tab wrote with a paragraph twice as once, the newest, and saves it once', () => {
    // Two tabs each added paragraph 0 to a list the other had not seen; the later write holds both.
    const a = apply(apply(emptyProgress(), typed(1, DAY, 40)).records, typed(0, DAY + 1, 60)).records;
    const entry = a.summary.recent[1]!;
    const doubled = {
      ...a.summary,
      recent: [a.summary.recent[0]!, entry, { ...entry, timestamp: DAY + 2, wpm: 80 }],
    };
    const read = distinctSummary(doubled);
    expect(read.recent.map((e) => `${e.id}@${e.timestamp - DAY}`)).toEqual([
      'alpha__000__1@0',
      'alpha__000__0@2',
    ]);
    expect(read.average?.wpm).toBeCloseTo(60);
    expect(distinctSummary(read)).toBe(read);

    const next = apply({ ...a, summary: doubled }, typed(0, DAY + 3, 70)).records;
    expect(next.summary.recent.map((e) => `${e.id}@${e.timestamp - DAY}`)).toEqual([
      'alpha__000__1@0',
      'alpha__000__0@3',
    ]);
  });
});
