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

/** Opens a one-paragraph private book's prompt, types four letters, pastes 1,000; ms until the paste is drawn. */
async function pasteInto(
  page: import('@playwright/test').Page,
  id: string,
  paragraph: string,
  paste: string,
): Promise<number> {
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf(id, id, {}, [paragraph]));
  await expect(page).toHaveURL(`/books/${id}`, { timeout: 30_000 });
  await page.goto(`/prompt/${id}__000`);
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
  await page.keyboard.insertText(paste);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-paragraph="0"] [data-state="c"]')].reduce(
        (sum, el) => sum + (el.textContent?.length ?? 0),
        0,
      ) === 1004,
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  return Date.now() - start;
}

test('a 1,000-character paste into a 100,000-character word is typed whole', async ({ page }) => {
  const long = await pasteInto(page, 'long--word', `${'a'.repeat(100_000)} end.`, 'a'.repeat(1000));
  const short = await pasteInto(page, 'short--words', `${'aaaa '.repeat(250)}end.`, ' aaaa'.repeat(200));
  // Figures for the log, not limits: timing depends on the machine.
  console.log(
    `1,000-character paste drawn in ${long} ms into a 100,000-character word, ${short} ms into a short one`,
  );
});
