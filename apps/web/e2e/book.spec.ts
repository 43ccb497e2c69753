import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { seriousViolations } from './axe';
import { putRecords } from './local-data-helpers';

const SCARLET = 'arthur-conan-doyle--a-study-in-scarlet';
const mainAction = (page: import('@playwright/test').Page) => page.locator('.main-action');

const bookStats = (progress: number, lastChapter: string) => ({
  progress,
  lastChapter,
  timestamp: 1_000,
  typed: 500,
  wpm: { value: 52.4, raw: 58, weight: 60_000 },
  acc: { value: 96.2, weight: 500 },
  con: { value: 81, weight: 60_000 },
  time: 65_000,
});

const chapterStats = (progress: number, timestamp: number) => {
  const { lastChapter: _, ...stats } = bookStats(progress, '000');
  return { ...stats, read: 0, timestamp };
};

test('the book page shows the right main button for each progress state', async ({ page }) => {
  await page.goto(`/books/${SCARLET}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A Study in Scarlet' })).toBeVisible();
  await expect(mainAction(page)).toHaveText('START');
  await expect(mainAction(page)).toHaveAttribute('href', `/prompt/${SCARLET}__003`);
  await expect(page.getByText('FREE', { exact: true })).toBeVisible();

  await putRecords(page, [
    { store: 'booksStats', key: SCARLET, value: bookStats(0.4, '004') },
    { store: 'chaptersStats', key: `${SCARLET}__003`, value: chapterStats(1, 900) },
    { store: 'chaptersStats', key: `${SCARLET}__004`, value: chapterStats(0.5, 1_000) },
  ]);
  await page.reload();
  await expect(mainAction(page)).toHaveText('CONTINUE (40%)');
  await expect(mainAction(page)).toHaveAttribute('href', `/prompt/${SCARLET}__004`);
  await expect(page.getByRole('region', { name: 'Book stats' })).toContainText('52 wpm');
  await expect(page.getByRole('region', { name: 'Book stats' })).toContainText('1m 05s');
  await expect(page.getByRole('link', { name: 'Show Full Stats' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Book actions' }).click();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(mainAction(page)).toHaveText('TRY AGAIN');
  await expect(page.locator('.badge--done')).toHaveText('Done');
  await expect(page.getByRole('link', { name: 'Show Full Stats' })).toHaveAttribute(
    'href',
    `/results/${SCARLET}`,
  );

  await page.getByRole('button', { name: 'Book actions' }).click();
  await page.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(mainAction(page)).toHaveText('START');
});

test('a paywalled book offers the upgrade where plans are sold, and a book with nothing to type is EMPTY', async ({
  page,
}) => {
  // The test build sells no plans: the page says what premium is, with nothing leading to /pricing.
  await page.goto('/books/bram-stoker--dracula');
  await expect(page.getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^This is a premium book: its chapters open with a Starter or Pro plan/),
  ).toBeVisible();
  await expect(mainAction(page)).toHaveCount(0);
  // In development mode the plans are on sale (the sandbox), and UPGRADE leads to them.
  await page.evaluate(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  await page.reload();
  await expect(mainAction(page)).toHaveText('UPGRADE');
  await expect(mainAction(page)).toHaveAttribute('href', '/pricing');
  await page.evaluate(() => window.localStorage.removeItem('typeshelf:dev-mode'));

  const info = sampleBookInfo({
    id: 'nobody--blank-pages',
    title: 'Blank Pages',
    titleAlpha: 'blank pages',
    author: 'Nobody',
    description: 'Nothing to type.',
    chapters: [{ id: '000', title: 'Contents', mode: 'hide', length: 120 }],
    createdAt: 1,
    updatedAt: 1,
  });
  await putRecords(page, [
    { store: 'customBooksInfo', key: info.id, value: info },
    { store: 'customBooksContent', key: info.id, value: { '000': ['Contents'] } },
  ]);
  await page.goto(`/books/${info.id}`);
  await expect(mainAction(page)).toHaveText('EMPTY');
  await expect(page.getByText('PREMIUM', { exact: true })).toHaveCount(0);
});

test('chapters, description, rights and source are shown as the spec says', async ({ page }) => {
  await page.goto(`/books/${SCARLET}#toc`);
  const toc = page.getByRole('region', { name: 'Chapters' });
  await expect(toc.getByText('I: Mr. Sherlock Holmes')).toBeVisible();
  await expect(toc.getByText('Titlepage')).toHaveCount(0);
  const skipped = toc.locator('.chapter-list__item--skip').first();
  await expect(skipped).toContainText('SKIP THIS');
  await expect(skipped).toContainText('Not needed for 100% completion.');
  await expect(page.getByRole('link', { name: 'gutenberg.org' })).toHaveAttribute(
    'href',
    'https://www.gutenberg.org/ebooks/244',
  );
  await expect(page.getByRole('link', { name: 'Arthur Conan Doyle' })).toHaveAttribute(
    'href',
    '/books?author=Arthur+Conan+Doyle',
  );
  await expect(page.getByRole('link', { name: 'CC0 1.0 Universal Public Domain Dedication' })).toHaveCount(0);
  await page.getByRole('button', { name: 'more' }).click();
  await expect(page.getByRole('link', { name: 'CC0 1.0 Universal Public Domain Dedication' })).toBeVisible();
  await page.getByRole('button', { name: 'less' }).click();
  await expect(page.getByRole('link', { name: 'CC0 1.0 Universal Public Domain Dedication' })).toHaveCount(0);
});

test('favourites persist and fill the favourites tab', async ({ page }) => {
  await page.goto(`/books/${SCARLET}`);
  const heart = page.getByRole('button', { name: 'Favourite' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/books?tab=favorites');
  await expect(page.getByText('Found 1 book')).toBeVisible();
  await expect(page.locator('.book-tile__title')).toHaveText(['A Study in Scarlet']);
});

test('a free catalogue book exports as a TBF with its chapters; a paywalled one offers no export', async ({
  page,
}) => {
  await page.goto(`/books/${SCARLET}`);
  await page.getByRole('button', { name: 'Book actions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as TBF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('arthur-conan-doyle--a-study-in-scarlet.tbf');
  const tbf = JSON.parse(gunzipSync(readFileSync((await file.path())!)).toString('utf8'));
  expect(tbf).toMatchObject({ type: 'tbf', version: 1 });
  expect(tbf.books[0].info.id).toBe(SCARLET);
  expect(tbf.books[0].content['003'][0]).toMatch(/\w/);

  await page.goto('/books/bram-stoker--dracula');
  await page.getByRole('button', { name: 'Book actions' }).click();
  await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as TBF' })).toHaveCount(0);
});

test('the book page has no serious accessibility violations', async ({ page }) => {
  await page.goto(`/books/${SCARLET}`);
  await expect(mainAction(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
