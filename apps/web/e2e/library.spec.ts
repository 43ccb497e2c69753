import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';

const titles = (page: Page) => page.locator('.book-grid .book-tile__title').allTextContents();

test('a search with one typo finds the Sherlock Holmes books', async ({ page }) => {
  await page.goto('/books');
  await expect(page.getByText(/^Found \d+ books$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search books' }).fill('sherlok');
  await expect(page).toHaveURL(/search=sherlok/);
  await expect(page).toHaveURL(/order=relevance/);
  // The search answers from its worker, after the address has changed.
  await expect
    .poll(() => titles(page))
    .toEqual(expect.arrayContaining(['The Adventures of Sherlock Holmes', 'The Memoirs of Sherlock Holmes']));
  await expect(page.getByRole('link', { name: 'Remove search: sherlok' })).toBeVisible();
});

test('sorting and paging survive a reload through the address, and arrow keys turn pages', async ({
  page,
}) => {
  await page.goto('/books');
  await expect(page.getByText(/^Found \d+ books$/)).toBeVisible();
  await page.getByLabel('Sort by').selectOption('title');
  await expect(page).toHaveURL(/order=title/);
  const firstPage = await titles(page);
  expect(firstPage).toHaveLength(24);
  await page.locator('body').press('ArrowRight');
  await expect(page).toHaveURL(/page=2/);
  const secondPage = await titles(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toContain(firstPage[0]);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  await expect(
    page.getByRole('navigation', { name: 'Pages, top' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await titles(page)).toEqual(secondPage);

  await page.locator('body').press('ArrowLeft');
  await expect(page).not.toHaveURL(/page=/);
  expect(await titles(page)).toEqual(firstPage);
});

test('filters make chips that survive a reload; each chip removes its criterion and CLEAR removes all', async ({
  page,
}) => {
  await page.goto('/books');
  const genres = page.getByRole('navigation', { name: 'Genres' });
  await expect(genres.getByRole('link').first()).toBeVisible();
  const genre = genres.getByRole('link', { name: /^Fiction\b/ });
  const count = Number((await genre.locator('.genre-filter__count').textContent()) ?? '0');
  await genre.click();
  await expect(page).toHaveURL(/genre=fiction/);
  await expect(page.getByText(`Found ${count} book${count === 1 ? '' : 's'}`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search books' }).fill('the');
  await expect(page).toHaveURL(/search=the/);
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Remove genre: Fiction' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove search: the' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search books' })).toHaveValue('the');

  await page.getByRole('link', { name: 'Remove search: the' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Remove genre: Fiction' }).click();
  await expect(page).not.toHaveURL(/genre=/);

  await page.goto('/books?genre=fiction&author=Jane%20Austen&page=1');
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/books$/);
});

test('tabs change the list, and the private tab offers to add a book', async ({ page }) => {
  await page.goto('/books?author=Jane%20Austen');
  await page.getByRole('navigation', { name: 'Library tabs' }).getByRole('link', { name: 'Private' }).click();
  await expect(page).toHaveURL(/tab=private/);
  await expect(page).not.toHaveURL(/author=/);
  await expect(page.getByText('Found 0 books')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a book' })).toHaveAttribute('href', '/upload');
  await expect(page.getByLabel('Show in progress')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Library tabs' })
    .getByRole('link', { name: 'In Progress' })
    .click();
  await expect(page.getByLabel('Show in progress')).toHaveCount(0);
});

test('mobile pages hold 12 books, desktop pages 24', async ({ page }) => {
  await page.goto('/books');
  await expect(page.getByText(/^Found \d+ books$/)).toBeVisible();
  expect(await titles(page)).toHaveLength(24);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(async () => (await titles(page)).length).toBe(12);
});

test('the mobile search button focuses the search box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Search books' }).click();
  await expect(page).toHaveURL(/focus=true/);
  await expect(page.getByRole('searchbox', { name: 'Search books' })).toBeFocused();
});

test('the library has no serious accessibility violations', async ({ page }) => {
  await page.goto('/books?search=holmes');
  await expect(page.getByText(/^Found \d+ books?$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
