/**
 * A save file imported on a Pro account: the progress it brings never went
 * through the pending queue, yet it reaches the server and shows on another
 * device of the account (open on the prompt) without a reload.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, useStack as pointAtStack, test } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import {
  createAccount,
  openDevice,
  type ParagraphRow,
  serverRows,
  syncIdle,
  typedRows,
} from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });
const status = (page: Page, paragraph: number) => page.locator(`[data-paragraph="${paragraph}"]`);

test('a save file imported on a Pro account reaches the server and the other device', async ({ browser }) => {
  // The save file: two paragraphs typed without an account, exported.
  const anonymous = await browser.newContext();
  const typist = await anonymous.newPage();
  await pointAtStack(typist, stack());
  await openPrompt(typist, TUTORIAL, '000');
  for (const text of catalogueChapter(TUTORIAL, '000').slice(0, 2)) {
    await typeText(typist, text, 0);
    await typist.keyboard.press('Enter');
  }
  await expect(status(typist, 1)).toHaveAttribute('data-status', 'typed');
  await typist.goto('/settings#manage-data');
  const [download] = await Promise.all([
    typist.waitForEvent('download'),
    typist.getByRole('button', { name: 'Export save file' }).click(),
  ]);
  const save = { name: download.suggestedFilename(), buffer: readFileSync(await download.path()) };
  await anonymous.close();

  const account = await createAccount(stack(), `save-pro-${Date.now()}@example.com`, true);
  const a = await openDevice(browser, stack(), account);
  const b = await openDevice(browser, stack(), account);
  await openPrompt(b.page, TUTORIAL, '000');
  await syncIdle(b.page);
  await expect(b.page.locator('html')).toHaveAttribute('data-realtime', 'live');
  await expect(status(b.page, 0)).toHaveAttribute('data-status', 'current');

  await a.page.goto('/settings#manage-data');
  await syncIdle(a.page);
  await a.page
    .locator('input[type="file"][aria-label="Import save file"]')
    .setInputFiles({ ...save, mimeType: 'application/octet-stream' });
  await expect(
    a.page.getByTestId('notification').filter({ hasText: 'Save file imported successfully' }),
  ).toBeVisible();

  await expect
    .poll(async () =>
      typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed'))
        .map((row) => [row.chapter, row.paragraph])
        .sort(),
    )
    .toEqual([
      [0, 0],
      [0, 1],
    ]);
  await expect(status(b.page, 0)).toHaveAttribute('data-status', 'typed');
  await expect(status(b.page, 1)).toHaveAttribute('data-status', 'typed');
  await expect(status(b.page, 2)).toHaveAttribute('data-status', 'current');
  await a.context.close();
  await b.context.close();
});
