/**
 * Progress records of a profile with a year of history (100,000 typed
 * paragraphs over 365 days): saving one more paragraph through
 * `applyParagraphSave`, merging two such profiles with `mergeProgress`, and
 * the memory the loaded records take.
 */
import { applyParagraphSave, mergeProgress, type ParagraphSave } from '@typeshelf/core';
import { generatedProgress, printTable, sample, summarise } from '@typeshelf/fixtures';

const END = Date.UTC(2026, 10, 24, 20);
const OPTIONS = { offset: () => 0 };
const gc = (globalThis as { gc?: () => void }).gc;

gc?.();
const before = process.memoryUsage().heapUsed;
const mine = generatedProgress({ seed: 1, paragraphs: 100_000, days: 365, end: END });
gc?.();
const loadedMb = (process.memoryUsage().heapUsed - before) / 1_048_576;
const theirs = generatedProgress({ seed: 2, paragraphs: 100_000, days: 365, end: END });

const bookId = Object.keys(mine.layouts)[0] as string;
const layout = mine.layouts[bookId]!;
const chapter = layout.chapters[0]!;
let n = 0;
const nextSave = (): ParagraphSave => {
  n += 1;
  return {
    bookId,
    chapterId: chapter.id,
    paragraph: n % 400,
    layout,
    change: {
      type: 'typed',
      missed: ['moor'],
      stats: {
        type: 'typed',
        wpm: { value: 50 + (n % 40), raw: 55 + (n % 40), weight: 30_000 },
        acc: { value: 96, weight: 300 },
        con: { value: 80, weight: 30_000 },
        time: 30_000,
        timestamp: END + n * 60_000,
        length: 300,
      },
    },
  };
};

let records = mine;
const rows = [
  summarise(
    'save one paragraph (applyParagraphSave, 100,000 records)',
    sample(() => {
      records = applyParagraphSave(records, nextSave(), OPTIONS).records;
    }, 2000),
  ),
  summarise(
    'merge two profiles of 100,000 records (mergeProgress)',
    sample(() => mergeProgress(mine, theirs, OPTIONS), 5, 1),
  ),
];
printTable(
  'Progress records, a year of history (ms per call; targets: save p95 ≤ 5, merge ≤ 500)',
  rows.map((row) => ({ ...row })),
);
printTable('Memory of the loaded records', [
  { records: 100_000, heapMb: gc ? loadedMb.toFixed(1) : 'run with --expose-gc' },
]);
