/**
 * Progress records of a profile with a year of history (100,000 typed
 * paragraphs over 365 days): saving one more paragraph through
 * `applyParagraphSave`, merging two such profiles with `mergeProgress`, and
 * the memory the loaded records take. Then a save's cost against the size of
 * the book typed: a small book and one the size of War and Peace (361
 * chapters, about 12,000 paragraphs, 3.2 million characters) in the same
 * history, so a save grows with neither the book nor the history.
 */
import {
  applyParagraphSave,
  type BookLayout,
  deriveProgress,
  mergeProgress,
  type ParagraphCell,
  type ParagraphSave,
  type ProgressRecords,
} from '@typeshelf/core/progress';
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
/** A book of `chapters` chapters of `perChapter` paragraphs of 270 characters, every paragraph typed. */
function bookInto(
  base: ProgressRecords,
  bookId: string,
  chapters: number,
  perChapter: number,
): ProgressRecords {
  const layout: BookLayout = {
    chapters: Array.from({ length: chapters }, (_, i) => ({
      id: String(i).padStart(3, '0'),
      mode: 'type' as const,
      length: perChapter * 270,
    })),
  };
  const paragraphs: Record<string, (ParagraphCell | null)[]> = {};
  for (const chapter of layout.chapters)
    paragraphs[chapter.id] = Array.from({ length: perChapter }, (_, i) => ({
      typed: {
        type: 'typed' as const,
        wpm: { value: 60, raw: 62, weight: 20_000 },
        acc: { value: 97, weight: 270 },
        con: { value: 80, weight: 20_000 },
        time: 20_000,
        timestamp: END - 86_400_000 + i,
        length: 270,
        missed: [],
      },
      read: null,
      cleared: 0,
    }));
  return {
    ...base,
    paragraphs: { ...base.paragraphs, [bookId]: paragraphs },
    layouts: { ...base.layouts, [bookId]: layout },
  };
}

function savesIn(bookId: string, from: ProgressRecords): number[] {
  let current = from;
  const layout = current.layouts[bookId]!;
  const chapterOf = (i: number) => layout.chapters[i % layout.chapters.length]!;
  let i = 0;
  return sample(() => {
    i += 1;
    const chapter = chapterOf(i);
    current = applyParagraphSave(
      current,
      {
        bookId,
        chapterId: chapter.id,
        paragraph: i % 30,
        layout,
        change: {
          type: 'typed',
          missed: [],
          stats: {
            type: 'typed',
            wpm: { value: 55 + (i % 30), raw: 60, weight: 20_000 },
            acc: { value: 96, weight: 270 },
            con: { value: 80, weight: 20_000 },
            time: 20_000,
            timestamp: END + i * 60_000,
            length: 270,
          },
        },
      },
      OPTIONS,
    ).records;
  }, 1000);
}

const withBooks = bookInto(bookInto(mine, 'bench--small', 10, 30), 'bench--war-and-peace', 361, 33);
const sized = deriveProgress(withBooks.paragraphs, withBooks.layouts, OPTIONS);
rows.push(
  summarise('save in a small book (10 chapters, 300 paragraphs)', savesIn('bench--small', sized)),
  summarise(
    'save in War and Peace (361 chapters, 11,913 paragraphs)',
    savesIn('bench--war-and-peace', sized),
  ),
);

printTable(
  'Progress records, a year of history (ms per call; targets: save p95 ≤ 5, merge ≤ 500)',
  rows.map((row) => ({ ...row })),
);
printTable('Memory of the loaded records', [
  { records: 100_000, heapMb: gc ? loadedMb.toFixed(1) : 'run with --expose-gc' },
]);
