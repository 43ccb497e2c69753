import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { cachedIndexSize } from './local-data-helpers';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('the health check shows the tutorial book metadata, its first paragraph and the images', async ({
  page,
}) => {
  await page.goto('/healthcheck');
  await expect(page.getByRole('heading', { name: 'Health check' })).toBeVisible();
  await expect(page.getByText('First Steps', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.healthcheck blockquote')).not.toBeEmpty();
  await expect(page.getByRole('img', { name: 'Tutorial book cover' })).toBeVisible();
  await expect(page.getByText("Can't fetch book metadata")).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the health check names what it could not fetch', async ({ page }) => {
  await page.route('**/books/typeshelf--first-steps/info.json', (route) => route.fulfill({ status: 500 }));
  await page.route('**/books/typeshelf--first-steps/000.gz', (route) => route.fulfill({ status: 404 }));
  await page.goto('/healthcheck');
  await expect(page.getByText("Can't fetch book metadata")).toBeVisible();
  await expect(page.getByText("Can't fetch book content")).toBeVisible();
});

test('the favicon and the background image of the static assets are served', async ({ request }) => {
  for (const path of ['/favicon.ico', '/images/bg.webp']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^image\//);
  }
});

test('a prompt for a book that exists nowhere says so and leads back to the library', async ({ page }) => {
  await page.goto('/prompt/no-such-book__000');
  await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
  await expect(page.getByText('There is no book at this address.')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page).toHaveTitle('Book not found - Typeshelf');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page).toHaveURL(/\/books$/);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failed index fetch shows the spec notification, which can be closed, and an empty library', async ({
  page,
}) => {
  await page.route('**/books/_meta_/index_*', (route) => route.fulfill({ status: 503 }));
  await page.goto('/books');
  const alert = page.getByRole('alert').filter({ hasText: 'Error fetching books index' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'There was an unexpected error when we tried to fetch the books index, please reload the page and try again.',
  );
  await expect(page.getByText('Found 0 books')).toBeVisible();
  await alert.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByText('Error fetching books index')).toHaveCount(0);
});

test('the cached index is used when the network fails on a later visit', async ({ page }) => {
  await page.goto('/books');
  await expect(page.getByText(/^Found \d+ books$/)).toBeVisible();
  const found = await page.getByText(/^Found \d+ books$/).textContent();
  // The library lists the books before their chapters have arrived; the cache is written after.
  await expect.poll(() => cachedIndexSize(page)).toBe(Number(found?.match(/\d+/)?.[0]));
  await page.route('**/books/_meta_/index_*', (route) => route.fulfill({ status: 503 }));
  await page.reload();
  await expect(page.getByText(found!)).toBeVisible();
  await expect(page.getByText('Error fetching books index')).toHaveCount(0);
});

test('home, library and book page keep their contrast in dark mode', async ({ page }) => {
  // Three full axe passes: on a busy machine they alone can take a minute.
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/books?genre=fiction');
  await expect(page.getByText(/^Found \d+ books?$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/books/arthur-conan-doyle--a-study-in-scarlet');
  await expect(page.locator('.main-action')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the actions menu works from the keyboard', async ({ page }) => {
  await page.goto('/books/arthur-conan-doyle--a-study-in-scarlet');
  const menu = page.getByRole('button', { name: 'Book actions' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mark as done' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('moving to another page puts the focus at the start of its content', async ({ page }) => {
  await page.goto('/books');
  await page
    .getByRole('link', { name: /A Study in Scarlet/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/books\/arthur-conan-doyle--a-study-in-scarlet$/);
  await expect(page.locator('#main')).toBeFocused();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload' }).click();
  await expect(page.locator('#main')).toBeFocused();
});
