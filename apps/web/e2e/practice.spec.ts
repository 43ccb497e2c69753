/**
 * Practice from the typist's own mistakes: a chapter finished with a typo
 * offers its missed word on the results screen; the drill is typed in the
 * same prompt, shows its figures per word, and leaves the book's progress and
 * the day's stats as they were.
 */
import { expect, type Page, test } from '@playwright/test';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';

/** Every store row of the anonymous profile's progress that a drill must not touch. */
function progressRows(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const out: Record<string, unknown> = {};
    for (const name of ['paragraphsStats', 'chaptersStats', 'booksStats', 'dailyStats']) {
      out[name] = await new Promise((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
    return JSON.stringify(out);
  });
}

test('the results screen leads to a drill of the missed words, kept apart from book progress', async ({
  page,
}) => {
  // A whole chapter typed key by key: slow on a loaded two-core machine.
  test.setTimeout(300_000);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  await openPrompt(page, TUTORIAL, '000');
  for (const [i, text] of paragraphs.entries()) {
    if (i === 0) {
      // One typo on the first word's third letter, corrected: the word still counts as missed.
      await typeText(page, text.slice(0, 2), 0);
      await page.keyboard.press(text[2] === 'q' ? 'z' : 'q');
      await page.keyboard.press('Backspace');
      await typeText(page, text.slice(2), 0);
    } else await typeText(page, text, 0);
    await page.keyboard.press('Enter');
  }
  await page.waitForURL(`**/results/${TUTORIAL}__000`);
  const missed = (paragraphs[0]?.split(' ')[0] ?? '').replace(/[^\p{L}\p{N}'-]/gu, '').toLowerCase();
  const link = page.getByRole('link', { name: 'Practise the 1 word you missed' });
  await expect(link).toBeVisible();
  const before = await progressRows(page);

  await link.click();
  await page.waitForURL(/\/practice\?words=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await page.locator('.prompt-paragraph').first().waitFor();
  await expect(page.locator('.prompt-paragraph').first()).toHaveText(new RegExp(`${missed}\\s${missed}`));
  await page.getByLabel('Typing input').focus();
  // A typo in the drill too: it shows as one and is counted.
  await page.keyboard.press(missed[0] === 'q' ? 'z' : 'q');
  await expect(page.locator('[data-paragraph="0"] [data-char="0"]')).toHaveAttribute('data-state', 'x');
  await page.keyboard.press('Backspace');
  await typeText(page, `${missed} ${missed}`, 20);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Drill complete' })).toBeVisible();
  const row = page.locator(`[data-item="word:${missed}"]`);
  await expect(row).toContainText(/\d+ wpm/);
  await expect(row.locator('td').nth(1)).toHaveText('1');
  await expect(row).toContainText('First drill');
  expect(await progressRows(page)).toBe(before);

  // A second drill shows the word's trend over both.
  await page.getByRole('button', { name: 'Practise again' }).click();
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
  await typeText(page, `${missed} ${missed}`, 20);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-item="word:${missed}"]`)).toContainText(/→ \d+ wpm over 2 drills/);
  expect(await progressRows(page)).toBe(before);

  // /stats leads to the drills of every book's mistakes.
  await page.goto('/stats');
  await page.getByRole('link', { name: 'Practise your mistakes' }).click();
  await page.waitForURL('**/practice');
  await expect(page.locator('.prompt-paragraph').first()).toContainText(missed);
});

test('the goal switch is in /settings under the daily goal, and the practice screen follows it', async ({
  page,
}) => {
  await page.goto('/settings#typing-mode');
  const inSettings = page.getByRole('switch', { name: 'Count practice towards the daily goal' });
  await expect(inSettings).not.toBeChecked();
  await inSettings.click();
  await expect(inSettings).toBeChecked();
  await page.goto('/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  const onPractice = page.getByRole('switch', { name: 'Count practice towards the daily goal' });
  await expect(onPractice).toBeChecked();
  await onPractice.click();
  await page.goto('/settings#typing-mode');
  await expect(page.getByRole('switch', { name: 'Count practice towards the daily goal' })).not.toBeChecked();
});
