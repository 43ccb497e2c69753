import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { cellStats, type ProgressRecords } from '@typeshelf/core/progress';
import { civilDate, dayNumber, sizeCategory, type TypedParagraphStats } from '@typeshelf/core/stats';
import { generatedProgress } from '@typeshelf/fixtures';
import { seriousViolations } from './axe';
import { loadLegacyHistory } from './history-helpers';
import { collectErrors } from './local-data-helpers';

test.use({ timezoneId: 'UTC' });

const BOOKS = ['typeshelf--first-steps', 'arthur-conan-doyle--a-study-in-scarlet'];
const utc = () => 0;
const MIN = 60_000;

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Every typed paragraph of the records, with its place. */
function typedParagraphs(records: ProgressRecords) {
  const all: { bookId: string; chapterId: string; paragraph: number; stats: TypedParagraphStats }[] = [];
  for (const [bookId, chapters] of Object.entries(records.paragraphs)) {
    for (const [chapterId, cells] of Object.entries(chapters)) {
      cells.forEach((cell, paragraph) => {
        const stats = cellStats(cell);
        if (stats?.type === 'typed') all.push({ bookId, chapterId, paragraph, stats });
      });
    }
  }
  return all;
}

/** 400 paragraphs over the last 60 days, ending an hour ago. */
function history(): ProgressRecords {
  return generatedProgress({
    seed: 7,
    paragraphs: 400,
    days: 60,
    end: Date.now() - 3_600_000,
    books: BOOKS,
    chaptersPerBook: 4,
  });
}

async function openStats(page: Page, records: ProgressRecords) {
  await page.goto('/');
  await loadLegacyHistory(page, records);
  await page.goto('/stats');
  // The first visit builds the view from the migrated records: give a busy machine time.
  await expect(page.locator('.recent-stats__table tbody tr').first()).toBeVisible({ timeout: 20_000 });
}

test('a new typist sees how to start instead of empty tables', async ({ page }) => {
  test.slow();
  const errors = collectErrors(page);
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'No stats yet' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Pick a book' })).toHaveAttribute('href', '/books');
  await expect(page.getByText('Your last 50 typed paragraphs will be listed here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await expect(page.locator('.heatmap__cell[data-level="0"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});

test('a generated history shows the right recent list, bests, heatmap levels and chart points', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const records = history();
  const typed = typedParagraphs(records).sort((a, b) => b.stats.timestamp - a.stats.timestamp);
  await openStats(page, records);

  // Recent: the newest paragraph first, 50 rows, its book's title as a link to its chapter.
  const rows = page.locator('.recent-stats__table tbody tr');
  await expect(rows).toHaveCount(50);
  const newest = typed[0]!;
  await expect(rows.first().locator('td').nth(1)).toHaveText(String(Math.round(newest.stats.wpm.value)));
  await expect(rows.first().getByRole('link')).toHaveAttribute(
    'href',
    `/results/${newest.bookId}__${newest.chapterId}?show=chapter`,
  );
  await expect(rows.first().getByRole('link')).toHaveText(
    newest.bookId === BOOKS[1] ? 'A Study in Scarlet' : /First Steps/,
  );
  const average = records.summary.average!;
  await expect(page.locator('[data-metric="wpm"] .recent-stats__value')).toHaveText(
    `${Math.round(average.wpm)} wpm`,
  );

  // Bests: the fastest medium paragraph (125–249 characters of at least 50), linked to its chapter.
  const medium = typed.filter((p) => sizeCategory(p.stats.length) === 'medium');
  const fastest = medium.reduce((a, b) => (b.stats.wpm.value > a.stats.wpm.value ? b : a));
  const cell = page
    .getByRole('region', { name: 'Paragraphs' })
    .locator('tr[data-category="medium"] td[data-metric="wpm"] a');
  await expect(cell).toHaveText(String(Math.round(fastest.stats.wpm.value)));
  await expect(cell).toHaveAttribute('href', /^\/results\/.+__\d{3}\?show=chapter$/);
  await expect(page.getByRole('region', { name: 'Books' }).locator('td a').first()).toHaveAttribute(
    'href',
    /^\/results\/[^_]+$/,
  );

  // Heatmap: each chosen day at the level its minutes give, and today's later days marked future.
  const minutesByDay = new Map<string, number>();
  for (const p of typed) {
    const label = civilDate(dayNumber(p.stats.timestamp, utc));
    minutesByDay.set(label, (minutesByDay.get(label) ?? 0) + p.stats.time / MIN);
  }
  const chosen = [...minutesByDay.entries()].slice(0, 12);
  for (const [label, minutes] of chosen) {
    const level = Math.min(5, Math.max(1, Math.floor(minutes / 5)));
    await expect(page.locator(`.heatmap__cell[data-day="${label}"]`)).toHaveAttribute(
      'data-level',
      String(level),
    );
  }
  const quiet = civilDate(dayNumber(Date.now(), utc) - 80);
  await expect(page.locator(`.heatmap__cell[data-day="${quiet}"]`)).toHaveAttribute('data-level', '0');
  const goalDays = [...minutesByDay.values()].filter((m) => m >= 15).length;
  await expect(page.locator('.heatmap__grid .heatmap__cell[data-goal]')).toHaveCount(goalDays);

  // Daily chart points, through the table beside the canvas.
  const [day, minutes] = chosen.at(-1)!;
  const ofDay = typed.filter((p) => civilDate(dayNumber(p.stats.timestamp, utc)) === day);
  const wpm =
    ofDay.reduce((s, p) => s + p.stats.wpm.value * p.stats.wpm.weight, 0) /
    ofDay.reduce((s, p) => s + p.stats.wpm.weight, 0);
  await page.getByText('Daily figures as a table').click();
  const row = page.locator(`.long-term-chart__data tr[data-day="${day}"]`).first();
  if (dayNumber(Date.now(), utc) - dayNumber(Date.parse(day), utc) < 30) {
    await expect(row.locator('td').first()).toHaveText(`${Math.round(wpm)} wpm`);
    expect(minutes).toBeGreaterThan(0);
  }
  await expect(page.locator('.long-term-chart__canvas canvas').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the stats of a typist with history are axe clean', async ({ page }) => {
  test.slow();
  await openStats(page, history());
  await page.getByText('Weekly figures as a table').click();
  await expectNoSeriousViolations(page);
});

test('the heatmap is one tab stop, moved through with the arrow keys, each day named', async ({ page }) => {
  await openStats(page, history());
  const grid = page.getByRole('grid', { name: 'Typing activity, last 52 weeks' });
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
  await grid.locator('[tabindex="0"]').focus();
  const today = civilDate(dayNumber(Date.now(), utc));
  await expect(page.locator(':focus')).toHaveAttribute('data-day', today);
  await page.keyboard.press('ArrowLeft');
  const weekAgo = civilDate(dayNumber(Date.now(), utc) - 7);
  await expect(page.locator(':focus')).toHaveAttribute('data-day', weekAgo);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^\d{1,2} \w+ \d{4}: /);
  await page.keyboard.press('Home');
  await expect(page.locator(':focus')).toHaveAttribute('data-column', '0');
});

test('the whole history downloads as CSV and as JSON', async ({ page }) => {
  const records = history();
  await openStats(page, records);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^typeshelf-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await csv.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'bookId,bookTitle,chapterId,paragraph,type,startedAt,finishedAt,length,timeMs,wpm,raw,accuracy,consistency',
  );
  expect(lines).toHaveLength(401);
  expect(lines.slice(1).every((line) => BOOKS.some((id) => line.startsWith(`${id},`)))).toBe(true);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(data).toMatchObject({ format: 'typeshelf-history', version: 1 });
  expect(data.paragraphs).toHaveLength(400);
  expect(data.paragraphs[0]).toMatchObject({ type: 'typed', bookTitle: expect.any(String) });
});
