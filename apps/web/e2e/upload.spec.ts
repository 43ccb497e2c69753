import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { chooser, EPUBS, epub, uploadAlice } from './upload-helpers';

const MESSAGES = {
  invalid: "The file you're trying to upload is not a valid EPUB and cannot be loaded.",
  encrypted: "The file you're trying to upload is encrypted and cannot be loaded.",
  unexpected: 'We encountered an unexpected error when trying to load the file.',
  format: 'Incorrect file format.',
  corrupted: "The file you're trying to upload is corrupted and cannot be loaded.",
  notTbf: "The file you're trying to upload is not a valid TBF and cannot be loaded.",
};

/** Files the spec's rules refuse, with the message each must show. */
const REFUSED: Record<string, string> = {
  'ec_epub3_ocf-container-file-missing-fatal.epub': MESSAGES.invalid,
  'ec_epub3_ocf-container-not-ocf-error.epub': MESSAGES.invalid,
  'ec_epub3_ocf-encryption-unknown-valid.epub': MESSAGES.encrypted,
  'ec_epub3_ocf-encryption-duplicate-ids-error.epub': MESSAGES.encrypted,
  'ec_epub3_ocf-mimetype-file-incorrect-value-error.epub': MESSAGES.invalid,
  'ec_epub3_ocf-mimetype-file-leading-spaces-error.epub': MESSAGES.invalid,
  'ec_epub3_ocf-mimetype-file-missing-error.epub': MESSAGES.invalid,
  'ec_epub3_ocf-mimetype-file-missing-error_expanded-zipped-by-us.epub': MESSAGES.invalid,
  'ec_epub3_ocf-mimetype-file-trailing-newline-error.epub': MESSAGES.invalid,
  'ec_epub3_ocf-package-document-missing-fatal.epub': MESSAGES.invalid,
  'ec_epub3_ocf-zip-unreadable-empty-fatal.epub': MESSAGES.invalid,
  'ec_epub3_ocf-zip-unreadable-image-with-epub-extension-fatal.epub': MESSAGES.invalid,
  'ec_epub3_ocf-zip-unreadable-no-end-header-fatal.epub': MESSAGES.invalid,
  'w3c_ocf-zip-comp.epub': MESSAGES.invalid,
  'w3c_pub-xml-names.epub': MESSAGES.invalid,
  'w3c_pub-xml-non-validating_unclosed.epub': MESSAGES.invalid,
};

test('uploading a real EPUB goes to its edit page; saving puts it on the private tab, and it survives a reload', async ({
  page,
}) => {
  const id = await uploadAlice(page);
  await expect(page.getByRole('heading', { name: 'Edit Book Data' })).toBeVisible();
  const title = page.getByLabel('Title');
  await expect(title).not.toHaveValue('');
  await title.fill('Alice, Edited');
  await page.getByLabel('Author').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alice, Edited' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unknown' })).toBeVisible();

  await page.goto('/books?tab=private');
  await expect(page.locator('.book-tile:not(.book-tile--add) .book-tile__title')).toHaveText([
    'Alice, Edited',
  ]);
  await page.reload();
  await expect(page.locator('.book-tile:not(.book-tile--add) .book-tile__title')).toHaveText([
    'Alice, Edited',
  ]);
  await page.getByRole('link', { name: /Alice, Edited/ }).click();
  await expect(page.locator('.main-action')).toHaveText('START');
});

test('required fields are marked, an incomplete save is refused, and Cancel after an upload deletes the book', async ({
  page,
}) => {
  const id = await uploadAlice(page);
  await page.getByLabel('Title').fill('  ');
  await expect(page.getByText('*required')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Incomplete data')).toBeVisible();
  await expect(page.getByText('Fill all the required fields.')).toBeVisible();
  await expect(page).toHaveURL(/edit\?new=true$/);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/upload');
  await page.goto('/books?tab=private');
  await expect(page.getByText('Found 0 books')).toBeVisible();
  await page.goto(`/books/${id}`);
  await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
});

test('an exported TBF imports back onto its book page', async ({ page }) => {
  const id = await uploadAlice(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);
  await page.getByRole('button', { name: 'Book actions' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as TBF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.tbf$/);
  const bytes = readFileSync((await file.path())!);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Book actions' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/books?tab=private');
  await expect(page.getByText('Found 0 books')).toBeVisible();

  await page.goto('/upload');
  await chooser(page).setInputFiles({ name: file.suggestedFilename(), mimeType: '', buffer: bytes });
  await expect(page).toHaveURL(`/books/${id}`, { timeout: 20_000 });
  await expect(page.locator('.main-action')).toHaveText('START');
});

test('files that are not books get the spec messages', async ({ page }) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.format })).toBeVisible();
  await chooser(page).setInputFiles({
    name: 'broken.tbf',
    mimeType: '',
    buffer: Buffer.from('not gzip at all'),
  });
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.corrupted })).toBeVisible();
  await chooser(page).setInputFiles({
    name: 'other.tbf',
    mimeType: '',
    buffer: Buffer.from(JSON.stringify({ type: 'save', version: 1, books: [] })),
  });
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.notTbf })).toBeVisible();
});

test('each invalid fixture shows its message, or is read cleanly', async ({ page }) => {
  test.setTimeout(180_000);
  const manifest = JSON.parse(readFileSync(`${EPUBS}/MANIFEST.json`, 'utf8')) as {
    files: { file: string }[];
  };
  const files = manifest.files
    .map((entry) => entry.file)
    .filter((path) => path.startsWith('invalid/'))
    .map((path) => path.slice('invalid/'.length));
  expect(files.length).toBeGreaterThan(30);
  const known = Object.values(MESSAGES);
  // One page takes every file in turn, as a typist trying them one after the other would: a file
  // read cleanly is cancelled back to /upload, and a refused one's message stays until the next
  // file starts converting, which removes it; marking it lets the wait below see only the new
  // file's outcome. (A full load a file made this test the suite's longest.)
  await page.goto('/upload');
  const error = page.locator('.upload__error');
  const outcome = page
    .locator('.upload__error:not([data-previous])')
    .or(page.getByRole('heading', { name: 'Edit Book Data' }));
  for (const name of files) {
    if ((await error.count()) > 0) await error.evaluate((node) => node.setAttribute('data-previous', ''));
    await chooser(page).setInputFiles(epub(`invalid/${name}`));
    await expect(outcome).toBeVisible({ timeout: 20_000 });
    if (REFUSED[name]) {
      await expect(error, name).toHaveText(REFUSED[name]);
    } else if (await error.isVisible()) {
      expect(known, name).toContain(await error.textContent());
      expect(await error.textContent(), name).not.toBe(MESSAGES.unexpected);
    } else {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL('/upload');
    }
  }
});

test('the extra-info lookup fills empty fields, or says it found nothing', async ({ page }) => {
  let found = true;
  await page.route('https://openlibrary.org/**', (route) => {
    const url = route.request().url();
    if (url.includes('/search.json')) {
      return route.fulfill({
        json: found
          ? { docs: [{ key: '/works/OL138052W', first_publish_year: 1865, readinglog_count: 4242 }] }
          : { docs: [] },
      });
    }
    return route.fulfill({
      json: { description: 'A girl follows a rabbit.', subjects: ['Fantasy fiction'] },
    });
  });
  await uploadAlice(page);
  await page.getByLabel('Popularity').fill('');
  await page.getByLabel('Open Library id or link').fill('');
  await page.getByRole('button', { name: 'Find missing info' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Missing info loaded!' })).toBeVisible();
  await expect(page.getByLabel('Popularity')).toHaveValue('4242');
  await expect(page.getByLabel('Open Library id or link')).toHaveValue('OL138052W');

  found = false;
  await page.getByLabel('Goodreads id or link').fill('');
  await page.getByRole('button', { name: 'Find missing info' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Look up this book' })
      .getByRole('status')
      .filter({ hasText: 'No extra info found.' }),
  ).toBeVisible();
});

test('catalogue books cannot be edited outside development mode', async ({ page }) => {
  await page.goto('/books/arthur-conan-doyle--a-study-in-scarlet/edit');
  await expect(page.getByText("You can't edit this book. Only private books can be edited.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('upload and edit screens have no serious accessibility violations', async ({ page }) => {
  // Two full axe runs and an upload: over a minute when the machine is busy.
  test.setTimeout(120_000);
  const check = async () => {
    expect(await seriousViolations(page)).toEqual([]);
  };
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload a book' })).toBeVisible();
  await check();
  await uploadAlice(page);
  await expect(page.getByLabel('Title')).toBeVisible();
  await check();
});
