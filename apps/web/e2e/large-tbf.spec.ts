import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FREE_CUSTOM_BOOKS_LIMIT } from '@typeshelf/core/library';
import { largeTbf } from '@typeshelf/fixtures';
import { chooser } from './upload-helpers';

/**
 * The browser reads the same large TBFs as Node does (packages/epub/test/large-tbf.test.ts):
 * built here, written to a temporary file (the chooser reads it from disk), never checked in.
 */

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'typeshelf-large-tbf-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a 32 MB TBF of sixteen books imports as the free limit allows, the page answering throughout', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const path = join(dir, 'typeshelf--all-books.tbf');
  writeFileSync(path, largeTbf({ books: 16, chapters: 2, chapterCharacters: 1_000_000 }).bytes);
  await page.goto('/upload');
  await chooser(page).setInputFiles(path);
  // The conversion runs in its worker: the screen still draws its progress and its Cancel button.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Converting' })).toBeVisible();
  await expect(page).toHaveURL('/books?tab=private', { timeout: 240_000 });
  await expect(page.locator('.library__count')).toContainText(`Found ${FREE_CUSTOM_BOOKS_LIMIT} books`, {
    timeout: 60_000,
  });
});

test('a TBF of one book past the character limit is refused with the message Node gives', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const path = join(dir, 'nobody--too-long.tbf');
  writeFileSync(path, largeTbf({ books: 1, chapters: 17, chapterCharacters: 1_000_000 }).bytes);
  await page.goto('/upload');
  await chooser(page).setInputFiles(path);
  await expect(page.locator('.upload__error')).toHaveText(
    "The file you're trying to upload is corrupted and cannot be loaded.",
    { timeout: 120_000 },
  );
  await page.goto('/books?tab=private');
  await expect(page.locator('.library__count')).toContainText('Found 0 books', { timeout: 15_000 });
});
