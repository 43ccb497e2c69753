/**
 * Saving a paragraph in headless Chromium, against a real production build:
 * from the Enter that finishes a paragraph (its event's timestamp) to the
 * IndexedDB transaction that writes its progress completing, typed with real
 * keys in a small book (the tutorial, 6 short chapters) and in War and Peace
 * (364 chapters to type, 3.2 million characters, every chapter but the ones
 * typed here already finished: about 12,000 paragraph records; stored as a
 * private book, as an upload would, since the catalogue's copy is paid). A save writes
 * what it changed, so the two books should cost the same: the figure must not
 * grow with the book. (That it does not grow with a year of history is
 * `packages/core/bench/progress.bench.ts`'s part; opening the prompt over one
 * is `history.bench.ts`'s.)
 */
import { chromium, type Page } from '@playwright/test';
import { printTable, sampleBookInfo, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { storePrivateBook } from './page-probes';
import { catalogueBooks, catalogueChapter, machineLoad, startPreview } from './preview';
import { storeHistory, TUTORIAL, yearOfHistory } from './year-of-history';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4185);
const WAR_AND_PEACE = 'leo-tolstoy--war-and-peace';
/** The private copy typed here. */
const PRIVATE_COPY = 'bench--war-and-peace';
/** Paragraphs typed per chapter. */
const PER_CHAPTER = 8;

/** Installed before any page script: Enter presses, and completed writes of paragraph progress. */
function instrument(): void {
  const bench = { enters: [] as number[], commits: [] as number[] };
  (window as unknown as { __save: typeof bench }).__save = bench;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') bench.enters.push(event.timeStamp);
    },
    true,
  );
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = transaction.apply(this, args);
    const stores = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
    if (args[1] === 'readwrite' && stores.includes('paragraphsStats'))
      tx.addEventListener('complete', () => bench.commits.push(performance.now()));
    return tx;
  };
}

type Samples = { enters: number[]; commits: number[] };
const samples = (page: Page) => page.evaluate(() => (window as unknown as { __save: Samples }).__save);

/** Types the first `count` paragraphs of a chapter, each finished with Enter; returns Enter → committed per paragraph. */
async function typeChapter(
  page: Page,
  bookId: string,
  chapterId: string,
  count: number,
  textOf = bookId,
): Promise<number[]> {
  await page.goto(`/prompt/${bookId}__${chapterId}`);
  await page.locator('.prompt-paragraph').first().waitFor({ timeout: 120_000 });
  await page.getByLabel('Typing input').focus();
  const times: number[] = [];
  for (const text of catalogueChapter(textOf, chapterId).slice(0, count)) {
    await page.keyboard.type(text);
    const before = (await samples(page)).commits.length;
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => (window as unknown as { __save: Samples }).__save.commits.length > n,
      before,
      { timeout: 60_000 },
    );
    const { enters, commits } = await samples(page);
    times.push(commits[before]! - enters.at(-1)!);
  }
  return times;
}

/** Stores a catalogue book's text as a private book of the anonymous profile, as an upload would. */
async function storePrivateCopy(page: Page, bookId: string, id: string): Promise<void> {
  const book = catalogueBooks().find((b) => b.id === bookId)!;
  const info = sampleBookInfo({
    id,
    title: 'War and Peace',
    titleAlpha: 'war and peace',
    author: 'Leo Tolstoy',
    chapters: book.chapters.map(({ id, mode, length }, i) => ({
      id,
      title: `Chapter ${i}`,
      mode: mode as 'type',
      length,
    })),
  });
  const content = Object.fromEntries(book.chapters.map((c) => [c.id, catalogueChapter(bookId, c.id)]));
  await storePrivateBook(page, id, info, content);
}

/** A book's chapters to type: the `n` whose first paragraphs are shortest, so the run stays short. */
function shortestOpenings(bookId: string, n: number): string[] {
  const book = catalogueBooks().find((b) => b.id === bookId);
  if (!book) throw new Error(`${bookId} is not in the built catalogue.`);
  return book.chapters
    .filter((chapter) => chapter.mode === 'type')
    .map((chapter) => ({
      id: chapter.id,
      size: catalogueChapter(bookId, chapter.id)
        .slice(0, PER_CHAPTER)
        .reduce((sum, text) => sum + text.length, 0),
    }))
    .sort((a, b) => a.size - b.size)
    .slice(0, n)
    .map((chapter) => chapter.id);
}

async function main(): Promise<void> {
  const small = ['001', '002'];
  const large = shortestOpenings(WAR_AND_PEACE, 2);
  const book = catalogueBooks().find((b) => b.id === WAR_AND_PEACE)!;
  const finished = book.chapters
    .filter((chapter) => chapter.mode === 'type' && !large.includes(chapter.id))
    .map((chapter) => chapter.id);
  const records = yearOfHistory(
    Date.now(),
    [{ bookId: WAR_AND_PEACE, chapterIds: finished, as: PRIVATE_COPY }],
    {
      paragraphs: 0,
    },
  );
  const preview = await startPreview('dist-save-bench', PORT);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      baseURL: preview.base,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.hero a.button--primary').waitFor();
    await storeHistory(page, records);
    await storePrivateCopy(page, WAR_AND_PEACE, PRIVATE_COPY);
    await page.addInitScript(instrument);

    const load = machineLoad();
    const smallTimes: number[] = [];
    const largeTimes: number[] = [];
    // Alternating the books, so a burst of load on the machine falls on both alike.
    for (let i = 0; i < small.length; i++) {
      smallTimes.push(...(await typeChapter(page, TUTORIAL, small[i]!, PER_CHAPTER)));
      largeTimes.push(...(await typeChapter(page, PRIVATE_COPY, large[i]!, PER_CHAPTER, WAR_AND_PEACE)));
    }
    const typedCells = Object.values(records.paragraphs[PRIVATE_COPY] ?? {}).reduce(
      (sum, cells) => sum + cells.length,
      0,
    );
    const row = (name: string, times: number[]) => {
      const s = summarise(name, times);
      return { book: name, median: s.median, p95: s.p95, max: Math.max(...times), saves: s.samples };
    };
    printTable(`Enter → progress committed (ms; ${load})`, [
      row('small book (the tutorial, 6 chapters)', smallTimes),
      row(
        `War and Peace (${book.chapters.length} chapters, ${typedCells.toLocaleString('en')} paragraphs typed before)`,
        largeTimes,
      ),
    ]);
    const ratio = summarise('', largeTimes).median / summarise('', smallTimes).median;
    printTable('Against the target (a save does not grow with the book)', [
      { figure: 'War and Peace median / small book median', value: ratio, target: '≈ 1' },
    ]);
  } finally {
    await browser.close();
    preview.stop();
  }
}

await main();
