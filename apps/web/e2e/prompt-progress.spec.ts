import { expect, test } from '@playwright/test';
import { catalogueChapter, clickChar, openPrompt, TUTORIAL, typeText } from './prompt-helpers';

test('closing the page mid-chapter loses no finished paragraph and typing resumes where it stopped', async ({
  context,
}) => {
  // Two pages each type paragraphs key by key: a busy machine needs more than the default minute.
  test.setTimeout(180_000);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  let page = await context.newPage();
  await openPrompt(page, TUTORIAL, '000');
  for (const text of paragraphs.slice(0, 2)) {
    await typeText(page, text, 0);
    await page.keyboard.press('Enter');
  }
  // Half of the third paragraph, then the tab closes straight after the last Enter's save began.
  await typeText(page, paragraphs[2]!.slice(0, 20), 0);
  await page.close({ runBeforeUnload: true });

  page = await context.newPage();
  await openPrompt(page, TUTORIAL, '000');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  const third = page.locator('[data-paragraph="2"]');
  await expect(third).toHaveAttribute('data-status', 'current');
  // The unfinished paragraph starts over: nothing of it counts as typed.
  await expect(third.locator('[data-state="c"], [data-state="x"]')).toHaveCount(0);
  await expect(page.locator('.prompt-progress')).toHaveText(`2 / ${paragraphs.length} paragraphs`);

  await typeText(page, paragraphs[2]!, 0);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/results/${TUTORIAL}__000`);
  await expect(page.locator('[data-stat="typed"] .stats-value')).toHaveText(
    paragraphs.reduce((sum, p) => sum + [...p].length, 0).toLocaleString('en'),
  );
});

test('reading mode marks paragraphs read and the book page shows the chapter progress', async ({ page }) => {
  const paragraphs = catalogueChapter(TUTORIAL, '002');
  await openPrompt(page, TUTORIAL, '002');
  await page.getByRole('button', { name: 'Typing mode' }).click();
  await expect(page.getByRole('button', { name: 'Reading mode' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.prompt-caret')).toBeHidden();
  await expect(page.locator('.prompt-caret-canvas')).toHaveAttribute('data-caret', 'hidden');

  // Typing keys only alert; Enter marks the paragraph read.
  await page.keyboard.press('a');
  await expect(page.locator('.prompt-alert')).toHaveText("You can't type in reading mode.");
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'read');
  await expect(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'current');
  // Clicking the last read paragraph again un-reads it; clicking a later one reads every earlier one too.
  await clickChar(page, 0, 0);
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'current');
  await clickChar(page, 1, 3);
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'read');
  await expect(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'read');
  await expect(page.locator('.prompt-progress')).toHaveText(`2 / ${paragraphs.length} paragraphs`);

  const total = paragraphs.reduce((sum, p) => sum + [...p].length, 0);
  const read = [...paragraphs[0]!].length + [...paragraphs[1]!].length;
  await page.goto(`/books/${TUTORIAL}`);
  const row = page.locator('.chapter-list__item').filter({ hasText: 'Reading the Prompt and the Caret' });
  await expect(row).toContainText(`${Math.floor((read / total) * 100)}%`);
});

test('a burst of keys then a killed tab loses no finished paragraph, over ten trials', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const finished = Math.min(3, paragraphs.length - 1);
  for (let trial = 0; trial < 10; trial += 1) {
    // A fresh context a trial, so each starts with empty storage.
    const context = await browser.newContext({ baseURL });
    let page = await context.newPage();
    await openPrompt(page, TUTORIAL, '000');
    // Finished paragraphs sent back to back, as a paste or an IME burst sends them.
    await page.keyboard.type(`${paragraphs.slice(0, finished).join('\n')}\n`, { delay: 0 });
    // The tab dies 0–9 ms after the last key, with no unload handler run.
    await new Promise((resolve) => setTimeout(resolve, trial));
    await page.close({ runBeforeUnload: false });

    page = await context.newPage();
    await openPrompt(page, TUTORIAL, '000');
    for (let index = 0; index < finished; index += 1) {
      await expect(
        page.locator(`[data-paragraph="${index}"]`),
        `trial ${trial}, paragraph ${index}`,
      ).toHaveAttribute('data-status', 'typed');
    }
    await context.close();
  }
});
