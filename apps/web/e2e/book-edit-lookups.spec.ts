/**
 * The book edit screen's lookups against the local backend's book-info
 * stand-in (supabase/local/metadata-api.mjs), put where the build looks for
 * Open Library: suggestions, extra covers, missing info, nothing found and a
 * service out of reach; and the generated cover of a book uploaded without one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { chooser, epub, tbf, uploadAlice } from './upload-helpers';

let server: Server;
let standIn: string;

test.beforeAll(async () => {
  const module = new URL('../../../supabase/local/metadata-api.mjs', import.meta.url).href;
  const { handleMetadata } = (await import(module)) as {
    handleMetadata: (req: unknown, res: unknown, path: string, url: URL) => boolean;
  };
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (!handleMetadata(req, res, url.pathname, url)) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Open Library's two origins answered by the stand-in, unless `offline`. */
async function useStandIn(page: Page, offline = false) {
  for (const origin of ['https://openlibrary.org', 'https://covers.openlibrary.org']) {
    await page.route(`${origin}/**`, async (route) => {
      if (offline) return route.abort('internetdisconnected');
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${standIn}${url.pathname}${url.search}` });
      return route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': '*' },
      });
    });
  }
}

const notification = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });
/** The lookup's status line (the notifications have a status region of their own). */
const lookupStatus = (page: Page) =>
  page.getByRole('region', { name: 'Look up this book' }).getByRole('status');

test('suggestions, up to 8 extra covers, a chosen cover and the missing info', async ({ page }) => {
  // Three lookups, an upload and a save: more than a minute on a busy machine.
  test.setTimeout(150_000);
  await useStandIn(page);
  const id = await uploadAlice(page);
  await page.getByLabel('Title').fill('Alice');

  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(notification(page, 'Suggestions loaded!')).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
  await expect(suggestions).toHaveCount(2);
  await page.getByRole('button', { name: /^Use Through the Looking-Glass/ }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Through the Looking-Glass, and What Alice Found There');
  await page.getByLabel('Title').fill("Alice's Adventures in Wonderland");

  await page.getByRole('button', { name: 'Get extra covers' }).click();
  await expect(notification(page, 'Extra covers loaded!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extra covers' }).getByRole('button')).toHaveCount(8);
  await page.getByRole('button', { name: 'Use cover 3' }).click();
  await expect(page.getByRole('img', { name: /^Cover of/ })).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await page.getByLabel('Series').fill('');
  await page.getByLabel('Popularity').fill('');
  await page.getByRole('button', { name: 'Find missing info' }).click();
  await expect(notification(page, 'Missing info loaded!')).toBeVisible();
  await expect(lookupStatus(page).filter({ hasText: 'Extra info loaded.' })).toBeVisible();
  await expect(page.getByLabel('Series')).toHaveValue('Alice');
  await expect(page.getByLabel('Part')).toHaveValue('1');
  await expect(page.getByLabel('Popularity')).toHaveValue('24250');

  if (process.env.TYPESHELF_SHOTS) {
    await page.screenshot({ path: `${process.env.TYPESHELF_SHOTS}/edit-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.TYPESHELF_SHOTS}/edit-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);
  await expect(page.locator('.book-page__cover img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
});

test('a book the service does not know: nothing found, each in its own words', async ({ page }) => {
  await useStandIn(page);
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('nobody--zzyzx-qwerty', 'Zzyzx Qwerty'));
  await expect(page).toHaveURL('/books/nobody--zzyzx-qwerty');
  await page.goto('/books/nobody--zzyzx-qwerty/edit');
  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(notification(page, 'No suggestions found.')).toBeVisible();
  await page.getByRole('button', { name: 'Get extra covers' }).click();
  await expect(notification(page, 'No extra covers found.')).toBeVisible();
  await page.getByRole('button', { name: 'Find missing info' }).click();
  await expect(lookupStatus(page).filter({ hasText: 'No extra info found.' })).toBeVisible();
});

test('a work without covers says so, and a service out of reach is not "nothing found"', async ({ page }) => {
  await useStandIn(page);
  await page.goto('/upload');
  await chooser(page).setInputFiles(
    tbf('ambrose-bierce--dictionary-copy', "The Devil's Dictionary", { author: 'Ambrose Bierce' }),
  );
  await expect(page).toHaveURL('/books/ambrose-bierce--dictionary-copy');
  await page.goto('/books/ambrose-bierce--dictionary-copy/edit');
  await page.getByRole('button', { name: 'Get extra covers' }).click();
  await expect(notification(page, 'No extra covers found.')).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await useStandIn(page, true);
  await page.getByRole('button', { name: 'Find missing info' }).click();
  await expect(lookupStatus(page)).toContainText("Couldn't reach the book info service.");
  await expect(lookupStatus(page).filter({ hasText: 'No extra info found.' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(notification(page, "Couldn't reach the book info service.").first()).toBeVisible();
  await expect(notification(page, 'No suggestions found.')).toHaveCount(0);
});

test('a book uploaded without a cover gets a generated one, 320 × 480', async ({ page }) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles(epub('nonlatin-and-special/en_alice_epubjs_without-cover.epub'));
  await expect(page).toHaveURL(/\/books\/[^/]+\/edit\?new=true$/, { timeout: 30_000 });
  const cover = page.getByRole('img', { name: /^Cover of/ });
  await expect(cover).toHaveAttribute('src', /^data:image\/(webp|png)/);
  const size = await cover.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([320, 480]);
});

test('a generated cover is drawn again when the title or author is edited, and kept by the book', async ({
  page,
}) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles(epub('nonlatin-and-special/en_alice_epubjs_without-cover.epub'));
  await expect(page).toHaveURL(/\/books\/[^/]+\/edit\?new=true$/, { timeout: 30_000 });
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
  const cover = page.getByRole('img', { name: /^Cover of/ });
  await expect(cover).toHaveAttribute('src', /^data:image\/(webp|png)/);
  const uploaded = await cover.getAttribute('src');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);

  // Edited later: the picture follows the new title, then the new author.
  await page.goto(`/books/${encodeURIComponent(id)}/edit`);
  await expect(cover).toHaveAttribute('src', uploaded!);
  const title = page.locator('#edit-title');
  const author = page.locator('#edit-author');
  const originalTitle = await title.inputValue();
  await title.fill('The Hunting of the Snark');
  await expect(cover).not.toHaveAttribute('src', uploaded!);
  const retitled = await cover.getAttribute('src');
  const originalAuthor = await author.inputValue();
  await author.fill('Lewis Carroll and Friends');
  await expect(cover).not.toHaveAttribute('src', retitled!);
  // The same words draw the same picture: back to the old title and author, the old cover.
  await author.fill(originalAuthor);
  await title.fill(originalTitle);
  await expect(cover).toHaveAttribute('src', uploaded!);
  await title.fill('The Hunting of the Snark');
  await expect(cover).toHaveAttribute('src', retitled!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);
  await expect(page.locator('.book-page__cover img')).toHaveAttribute('src', retitled!);
  await page.reload();
  await expect(page.locator('.book-page__cover img')).toHaveAttribute('src', retitled!);
});

test('in development mode the external rating lookup fills rating and popularity by Goodreads id', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  await useStandIn(page);
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('nobody--rated-copy', 'Rated Copy'));
  await expect(page).toHaveURL('/books/nobody--rated-copy');
  await page.goto('/books/nobody--rated-copy/edit');
  await page.getByLabel('Goodreads id or link').fill('https://www.goodreads.com/book/show/13023.Alice');
  await page.getByRole('button', { name: 'Look up rating' }).click();
  await expect(notification(page, 'Rating loaded!')).toBeVisible();
  await expect(page.getByLabel('Rating (0 to 1)')).toHaveValue('0.81');
  await expect(page.getByLabel('Popularity')).toHaveValue('1320');
});
