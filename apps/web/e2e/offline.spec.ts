/**
 * The installable, offline app: these tests let the service worker run (every
 * other test blocks it, so no test ever meets a worker or cache another left).
 */
import { expect, test } from '@playwright/test';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import { startVersionServer } from './version-server';

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

test('a new version is announced with Reload and Later, never on the prompt, and Reload brings it in', async ({
  page,
  baseURL,
}) => {
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const server = await startVersionServer(baseURL!);
  await page.goto(`${server.url}/books/${TUTORIAL}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit installs the worker; the next page load is the one it controls.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const notice = page.getByRole('status', { name: 'New version' });
  const deploy = async () => {
    server.deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  };
  const waiting = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

  // Into the chapter by the app's own link (no page load), then a new version arrives mid-paragraph.
  await page.locator('a.main-action').click();
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
  await typeText(page, paragraphs[0]!.slice(0, 10), 0);
  await deploy();
  await expect.poll(waiting).toBe(true);
  // The typist is not asked, nor is anything swapped: the paragraph goes on where it was.
  await typeText(page, paragraphs[0]!.slice(10), 10);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect(notice).toBeHidden();

  // Leaving the chapter shows the prompt; Reload brings the new version in.
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/books/${TUTORIAL}`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('A new version of Typeshelf is available.');
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await expect.poll(waiting).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'First Steps' })).toBeVisible();
  await expect(notice).toBeHidden();
  // What was typed before the new version came in is kept.
  await expect(page.locator('a.main-action')).toHaveText(/^CONTINUE \(\d+%\)$/);

  // The next version: Later puts the prompt away until a newer one.
  await deploy();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Later' }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(`${server.url}/books`);
  await expect(notice).toBeHidden();
  await page.close();
  await server.close();
});
