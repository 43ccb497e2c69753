import { expect, test } from '@playwright/test';
import { chooser, tbf } from './upload-helpers';

/** Files that lie about what they hold, and text that is pathological to type into. */

test('a TBF listing 100,000 chapters with no text is refused with the import message', async ({ page }) => {
  const chapters = Array.from({ length: 100_000 }, (_, i) => ({
    id: String(i).padStart(6, '0'),
    title: '',
    mode: 'type',
    length: 1,
  }));
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('hostile--chapters', 'Chapters', { chapters }, []));
  await expect(page.locator('.upload__error')).toHaveText(
    "The file you're trying to upload is corrupted and cannot be loaded.",
    { timeout: 30_000 },
  );
  await page.goto('/books?tab=private');
  await expect(page.getByText('Chapters', { exact: true })).toHaveCount(0);
});

test('the replace-or-keep question names the stored book, not the incoming one', async ({ page }) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('same--book', 'The Stored Title'));
  await expect(page).toHaveURL('/books/same--book', { timeout: 30_000 });
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('same--book', 'The Incoming Title'));
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('“The Stored Title” is already in your private books', { timeout: 30_000 });
  await expect(ask).not.toContainText('The Incoming Title');
});

test('a 1,000-character paste into a 100,000-character word is typed whole', async ({ page }) => {
  const word = 'a'.repeat(100_000);
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf('long--word', 'Long Word', {}, [`${word} end.`]));
  await expect(page).toHaveURL('/books/long--word', { timeout: 30_000 });
  await page.goto('/prompt/long--word__000');
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
  await page.keyboard.type('aaaa');
  const typed = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-paragraph="0"] [data-state="c"]')].reduce(
        (sum, el) => sum + (el.textContent?.length ?? 0),
        0,
      ),
    );
  await expect.poll(typed).toBe(4);
  const start = Date.now();
  await page.keyboard.insertText('a'.repeat(1000));
  await expect.poll(typed, { timeout: 30_000 }).toBe(1004);
  // A figure for the log, not a limit: timing depends on the machine.
  console.log(`1,000-character paste into a 100,000-character word: ${Date.now() - start} ms until drawn`);
  await page.keyboard.insertText('a'.repeat(1000));
  await expect.poll(typed, { timeout: 30_000 }).toBe(2004);
});
