/**
 * Resuming inside a paragraph: half a long paragraph typed, the tab closed
 * mid-word (or the whole browser killed), the chapter opened again. The caret,
 * the text and the typos come back, and finishing stores what the engine
 * computes from every key of both visits as one run, the time away a pause.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import type { ParagraphCell } from '@typeshelf/core/progress';
import {
  acceptedAlternatives,
  DEFAULT_ENGINE_OPTIONS,
  type EngineEvent,
  prepareChapter,
  replayEvents,
} from '@typeshelf/core/typing';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { putRecords } from './local-data-helpers';
import { openPrompt, recordedEvents, recordKeys, typeText } from './prompt-helpers';

const BOOK = 'typeshelf--draft-paragraph';
/** A short paragraph, then a long one: the long one is left half typed. */
const paragraphs = [
  'A short first paragraph.',
  'The quiet river ran past old stone walls where children played until evening came. '.repeat(5).trim(),
];
const target = 1;
const text = paragraphs[target] as string;

/** Stores the two paragraphs as a private book and opens its chapter. */
async function openBook(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('main').waitFor();
  const length = paragraphs.reduce((sum, p) => sum + p.length, 0);
  await putRecords(page, [
    {
      store: 'customBooksInfo',
      key: BOOK,
      value: sampleBookInfo({
        id: BOOK,
        title: 'Draft Paragraph',
        titleAlpha: 'draft paragraph',
        author: 'Typeshelf',
        chapters: [{ id: '000', title: 'Long', mode: 'type', length }],
      }),
    },
    { store: 'customBooksContent', key: BOOK, value: { '000': paragraphs } },
  ]);
  await openPrompt(page, BOOK, '000');
}

/** Types the paragraphs before the target, then half of it with a typo left in place, ending mid-word. */
async function typeHalf(page: Page): Promise<number> {
  for (const before of paragraphs.slice(0, target)) await typeText(page, `${before}\n`, 0);
  let half = Math.floor(text.length / 2);
  while (text[half] === ' ' || text[half - 1] === ' ') half += 1;
  await typeText(page, text.slice(0, 6), 5);
  await page.keyboard.press(text[6] === 'q' ? 'z' : 'q');
  await typeText(page, text.slice(7, half), 5);
  return half;
}

async function storedCell(page: Page, paragraph: number): Promise<ParagraphCell | null> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('paragraphsStats').objectStore('paragraphsStats').get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return (row ?? null) as ParagraphCell | null;
  }, `${BOOK}__000__${paragraph}`);
}

/** Everything kept in the drafts' store, keys and values, as one string to compare. */
function draftsKept(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-drafts');
      request.onupgradeneeded = () => request.result.createObjectStore('drafts');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = <T>(method: 'getAllKeys' | 'getAll') =>
      new Promise<T>((resolve, reject) => {
        const request = db.transaction('drafts').objectStore('drafts')[method]();
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    const [keys, values] = [await read<IDBValidKey[]>('getAllKeys'), await read<unknown[]>('getAll')];
    db.close();
    return JSON.stringify([keys, values]);
  });
}

/** How many keys the stored draft holds (its head's chunks joined), or -1 when none is stored whole. */
async function storedDraftKeyCount(page: Page): Promise<number> {
  const [keys, values] = JSON.parse(await draftsKept(page)) as [IDBValidKey[], unknown[]];
  const byKey = new Map(keys.map((key, i) => [String(key), values[i]]));
  const headKey = [...byKey.keys()].find((key) => !key.includes('#'));
  if (headKey === undefined) return -1;
  const head = JSON.parse(String(byKey.get(headKey))) as { n: number };
  let count = 0;
  for (let i = 0; i < head.n; i++) {
    const chunk = byKey.get(`${headKey}#${i}`);
    if (typeof chunk !== 'string') return -1;
    count += (JSON.parse(`[${chunk}]`) as unknown[]).length;
  }
  return count;
}

/** Waits until the stored draft holds every key typed in the paragraph: `typed` keys. */
async function draftSettled(page: Page, typed: number): Promise<void> {
  await expect.poll(() => storedDraftKeyCount(page), { timeout: 20_000 }).toBe(typed);
}

/**
 * The state of each character of the target paragraph as drawn, one letter a character whatever
 * spans they are drawn in (`c` typed right, `x` wrong): what has been typed, up to the caret.
 */
async function drawnText(page: Page): Promise<string> {
  const drawn = await page
    .locator(`[data-paragraph="${target}"] [data-char]`)
    .evaluateAll((spans) =>
      spans
        .map((span) => (span.getAttribute('data-state') ?? '-').repeat(span.textContent?.length ?? 0))
        .join(''),
    );
  const typedPart = drawn.match(/^[cx]*/)?.[0] ?? '';
  // Only the marker at the paragraph's end follows its text.
  expect(drawn.length).toBe(text.length + 1);
  return typedPart;
}

/** The write-ahead copies of drafts kept in localStorage, by key. */
function aheadCopies(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('typeshelf:draft-ahead:')),
  );
}

/** The keys of the drafts kept on the device. */
async function storedDrafts(page: Page): Promise<string[]> {
  const [keys] = JSON.parse(await draftsKept(page)) as [IDBValidKey[], unknown[]];
  return keys.map(String);
}

/**
 * Checks the reopened prompt shows exactly what was typed (`drawn`, each character's state
 * when the page went) and finishes the paragraph; returns the keys typed in this visit.
 */
async function resumeAndFinish(page: Page, half: number, drawn: string): Promise<EngineEvent[]> {
  const typed = page.locator(`[data-paragraph="${target}"]`);
  await expect(typed).toHaveAttribute('data-status', 'current');
  // Every key typed, and only those: the drawn text up to the caret is what it was when the page went.
  await expect.poll(() => drawnText(page)).toBe(drawn);
  // The typo is still drawn as one, and the caret stands where typing stopped.
  await expect(page.locator(`[data-paragraph="${target}"] [data-char="6"]`)).toHaveAttribute(
    'data-state',
    'x',
  );
  await expect(page.locator(`[data-paragraph="${target}"] [data-char="${half - 1}"]`)).toHaveAttribute(
    'data-state',
    'c',
  );
  await expect(page.locator(`[data-paragraph="${target}"] [data-char="${half}"]`)).not.toHaveAttribute(
    'data-state',
    /[cx]/,
  );
  await typeText(page, text.slice(half), 5);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await storedCell(page, target))?.typed ?? null).not.toBeNull();
  return recordedEvents(page);
}

function expectSameAsOneRun(events: EngineEvent[], cell: ParagraphCell | null) {
  const options = { ...DEFAULT_ENGINE_OPTIONS, alternatives: acceptedAlternatives('en') };
  const { effects } = replayEvents(prepareChapter(paragraphs), options, events);
  const saved = effects.find((e) => e.type === 'paragraphSaved' && e.paragraph === target);
  if (saved?.type !== 'paragraphSaved' || saved.stats.type !== 'typed')
    throw new Error('not saved in the replay');
  const { missed, ...stored } = cell?.typed ?? { missed: [] };
  expect(stored).toEqual(saved.stats);
  expect(missed).toEqual(saved.missed);
  expect(saved.stats.acc.value).toBeLessThan(100);
}

for (const settled of [false, true]) {
  const when = settled ? 'once its draft is stored' : 'at once';
  test(`a tab closed mid-word ${when} resumes inside the paragraph with the same stats as one run`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL });
    let page = await context.newPage();
    await recordKeys(page);
    await openBook(page);
    const half = await typeHalf(page);
    const first = await recordedEvents(page);
    // What the typist saw when the page went, once the last key is drawn.
    await expect
      .poll(async () => (await drawnText(page)).length)
      .toBe(half)
      .catch(() => undefined);
    const drawn = await drawnText(page);
    // The paragraph before is saved first: this test is about the draft, not an Enter still on its way.
    await expect
      .poll(async () => (await storedCell(page, 0))?.typed ?? null, { timeout: 30_000 })
      .not.toBeNull();
    // Mid-word, so the draft was last written by its timer or by the page being closed.
    // One draft: its head and its chunks of keys (`{key}#{n}`).
    const stored = await storedDrafts(page);
    expect(stored.filter((key) => !key.includes('#'))).toHaveLength(1);
    expect(stored.filter((key) => key.includes('#')).length).toBeGreaterThan(0);
    if (settled) await draftSettled(page, half);
    await page.close({ runBeforeUnload: false });

    page = await context.newPage();
    await recordKeys(page);
    if (settled) {
      // The stored draft alone resumes every key: the write-ahead copy the closing page wrote goes first.
      await page.goto('/');
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('typeshelf:draft-ahead:')) localStorage.removeItem(key);
      });
    }
    await openPrompt(page, BOOK, '000');
    const second = await resumeAndFinish(page, half, drawn);
    expectSameAsOneRun([...first, ...second], await storedCell(page, target));
    // The finished paragraph leaves no draft behind, and no write-ahead copy of one.
    await expect.poll(() => storedDrafts(page)).toEqual([]);
    expect(await aheadCopies(page)).toEqual([]);
    await context.close();
  });
}

/** The browser's main process, found by the profile folder only this test uses. */
function browserPid(profileDir: string): number {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const main = lines.find(
    (line) => line.includes(`--user-data-dir=${profileDir}`) && !line.includes('--type='),
  );
  if (!main) throw new Error('browser process not found');
  return Number(main.trim().split(/\s+/)[0]);
}

test('a killed browser resumes inside the paragraph with the same stats as one run', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const profileDir = mkdtempSync(join(tmpdir(), 'typeshelf-draft-'));
  const open = () =>
    chromium.launchPersistentContext(profileDir, { ...chromiumLaunch, baseURL, serviceWorkers: 'block' });
  let context: BrowserContext = await open();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await recordKeys(page);
    await openBook(page);
    const half = await typeHalf(page);
    const first = await recordedEvents(page);
    // What the typist saw when the page went, once the last key is drawn.
    await expect
      .poll(async () => (await drawnText(page)).length)
      .toBe(half)
      .catch(() => undefined);
    const drawn = await drawnText(page);
    // The paragraph before is saved (this test is about the draft, not an Enter still on its way,
    // which a busy machine can leave unwritten when the kill comes), and once the draft's last
    // write has landed, the whole browser dies with no handler run.
    await expect
      .poll(async () => (await storedCell(page, 0))?.typed ?? null, { timeout: 30_000 })
      .not.toBeNull();
    await draftSettled(page, half);
    process.kill(browserPid(profileDir), 'SIGKILL');
    await context.close().catch(() => undefined);

    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await recordKeys(page);
    await openPrompt(page, BOOK, '000');
    const second = await resumeAndFinish(page, half, drawn);
    expectSameAsOneRun([...first, ...second], await storedCell(page, target));
  } finally {
    await context.close().catch(() => undefined);
    rmSync(profileDir, { recursive: true, force: true });
  }
});
