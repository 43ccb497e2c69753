import { expect, test } from '@playwright/test';
import { ALICE, chooser, epub, tbf, uploadAlice } from './upload-helpers';

/** Imports never overwrite or hide a book silently. */

const shots = process.env.TYPESHELF_SCREENSHOTS;

test('uploading a book already in the private books asks; Keep both stores a copy, Replace overwrites', async ({
  page,
}) => {
  const id = await uploadAlice(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);

  await page.goto('/upload');
  await chooser(page).setInputFiles(epub(ALICE));
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('is already in your private books', { timeout: 30_000 });
  if (shots) await page.screenshot({ path: `${shots}/upload-conflict-desktop.png` });
  // Nothing is stored while the question is open.
  await ask.getByRole('button', { name: 'Keep both' }).click();
  await expect(page).toHaveURL(`/books/${id}-2/edit?new=true`, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}-2`);

  await page.goto('/upload');
  await chooser(page).setInputFiles(epub(ALICE));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await expect(page).toHaveURL(`/books/${id}/edit?new=true`, { timeout: 20_000 });

  await page.goto('/books?tab=private');
  await expect(page.getByText('Found 2 books')).toBeVisible();
});

test('cancelling the question stores nothing', async ({ page }) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('nobody--first-import', 'First import'));
  await expect(page).toHaveURL('/books/nobody--first-import', { timeout: 20_000 });
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('nobody--first-import', 'Other text'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.goto('/books/nobody--first-import');
  await expect(page.getByRole('heading', { name: 'First import' })).toBeVisible();
});

test('a TBF under a catalogue book’s id is stored as a copy that opens', async ({ page }) => {
  await page.goto('/');
  const index = (await (await page.request.get('/books/_meta_/index_1.json')).json()) as {
    books: { id: string }[];
  };
  const catalogueId = index.books[0]!.id;
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf(catalogueId, 'My own text'));
  await expect(page).toHaveURL(`/books/${catalogueId}-2`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'My own text' })).toBeVisible();
});

test('a TBF whose id is not a slug is refused before anything is stored', async ({ page }) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('x__002', 'Sneaky'));
  await expect(page.getByRole('alert').filter({ hasText: 'not a valid TBF' })).toBeVisible();
  await page.goto('/books?tab=private');
  await expect(page.getByText('Found 0 books')).toBeVisible();
});
