import type { Page } from '@playwright/test';
import { emptySummary } from '@typeshelf/core/stats';
import { putRecords } from './local-data-helpers';
import { TUTORIAL } from './prompt-helpers';

const typed = (wpm: number, acc: number, length: number, time: number) => ({
  type: 'typed',
  wpm: { value: wpm, raw: wpm + 5, weight: time },
  acc: { value: acc, weight: length },
  con: { value: 85, weight: time },
  time,
  timestamp: 1_700_000_000_000,
  length,
});

const aggregate = (wpm: number, acc: number, typedChars: number, time: number) => ({
  wpm: { value: wpm, raw: wpm + 5, weight: time },
  acc: { value: acc, weight: typedChars },
  con: { value: 85, weight: time },
  time,
  typed: typedChars,
  read: 0,
  timestamp: 1_700_000_000_000,
  progress: 1,
});

const CHAPTERS = ['000', '001', '002', '003', '004', '005'];

/**
 * Stores the tutorial as typed: its layout, two paragraphs of chapter 000,
 * every chapter finished, and the book at `bookProgress` (1: complete) with a summary whose
 * tiny-chapter speed best is chapter 000's.
 */
export async function storeFinishedBook(page: Page, bookProgress = 1) {
  await page.goto('/');
  await page.locator('main').waitFor();
  // A current profile keeps each book's layout; without one, opening the book would derive its
  // figures again from the two paragraphs stored here (see core's adoptLayout).
  const info: { chapters: { id: string; mode: string; length: number }[] } = await page.evaluate(
    (id) => fetch(`/books/${id}/info.json`).then((response) => response.json()),
    TUTORIAL,
  );
  const layout = { chapters: info.chapters.map(({ id, mode, length }) => ({ id, mode, length })) };
  const summary = emptySummary();
  summary.topChapter.tiny = {
    wpm: { value: 61, timestamp: 1, id: `${TUTORIAL}__000` },
    raw: null,
    acc: { value: 99, timestamp: 1, id: 'another--book__000' },
    con: null,
  };
  await putRecords(page, [
    ...[typed(60, 97, 88, 20_000), typed(64, 99, 65, 14_000)].map((stats, index) => ({
      store: 'paragraphsStats',
      key: `${TUTORIAL}__000__${index}`,
      value: { typed: { ...stats, missed: [] }, read: null, cleared: 0 },
    })),
    ...CHAPTERS.map((id) => ({
      store: 'chaptersStats',
      key: `${TUTORIAL}__${id}`,
      // An unfinished book leaves its last chapter half done.
      value: {
        ...aggregate(id === '000' ? 61.5 : 50, 98, 153, 34_000),
        progress: id === '005' && bookProgress < 1 ? 0.5 : 1,
      },
    })),
    {
      store: 'booksStats',
      key: TUTORIAL,
      value: { ...aggregate(52, 98, 918, 204_000), progress: bookProgress, lastChapter: '005' },
    },
    { store: 'progressLayouts', key: TUTORIAL, value: layout },
    { store: 'general', key: 'summary', value: summary },
  ]);
}
