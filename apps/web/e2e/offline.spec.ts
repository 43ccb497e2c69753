/**
 * The installable, offline app: these tests let the service worker run (every
 * other test blocks it, so no test ever meets a worker or cache another left).
 */
import { expect, test } from '@playwright/test';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';

test.use({ serviceWorkers: 'allow' });

test('the app meets the install criteria: a manifest with icons and a service worker controlling the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Typeshelf', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // Chromium's own verdict: no installability error (a test browser's private profile is one, not the app's).
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
});

test('after one visit the app starts with the network gone: home, library, a book, the prompt, results, stats and settings', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const online = await context.newPage();
  await online.goto('/');
  await expect(online.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  await online.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Opening the chapter once caches it (the book page and its cover come with it).
  await online.goto(`/books/${TUTORIAL}`);
  await expect(online.getByRole('heading', { level: 1, name: 'First Steps' })).toBeVisible();
  await openPrompt(online, TUTORIAL, '000');
  await online.close();

  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  await page.goto('/books');
  await expect(page.getByText(/^Found \d+ books$/)).toBeVisible();
  await expect(page.locator('.book-grid .book-tile__title').first()).toBeVisible();
  await page.goto(`/books/${TUTORIAL}`);
  await expect(page.getByRole('heading', { level: 1, name: 'First Steps' })).toBeVisible();
  await openPrompt(page, TUTORIAL, '000');
  for (const text of paragraphs) {
    await typeText(page, text, 0);
    await page.keyboard.press('Enter');
  }
  await page.waitForURL(`**/results/${TUTORIAL}__000`);
  const typed = paragraphs.reduce((sum, p) => sum + [...p].length, 0);
  await expect(page.locator('[data-stat="typed"] .stats-value')).toHaveText(typed.toLocaleString('en'));
  await expect(page.locator('[data-stat="acc"] .stats-value')).toHaveText('100');
  await page.goto('/stats');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Progress made offline is kept through another cold start: the results are there to read again.
  await page.close();
  const again = await context.newPage();
  await again.goto(`/results/${TUTORIAL}__000`);
  await expect(again.locator('[data-stat="typed"] .stats-value')).toHaveText(typed.toLocaleString('en'));
});

test('"Make available offline" caches a whole book: a chapter never opened opens with the network gone', async ({
  context,
  page,
}) => {
  const book = 'h-g-wells--the-time-machine';
  await page.goto(`/books/${book}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Time Machine' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByRole('button', { name: 'Book actions' }).click();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Available offline', { exact: true })).toBeVisible();

  await context.setOffline(true);
  const first = catalogueChapter(book, '010')[0]!;
  await openPrompt(page, book, '010');
  await expect(page.locator('[data-paragraph="0"]')).toContainText(first.slice(0, 40));
});
