/**
 * Reconcile, not only replay: progress that never entered the pending queue
 * (typed while the account was free) reaches the server once the account is
 * Pro, and a second device then shows every chapter of it.
 */
import { expect as baseExpect } from '@playwright/test';
import { subscriptionCreated } from './account-helpers';
import { accountStackForFile, test } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import { createAccount, openDevice, type ParagraphRow, serverRows, typedRows } from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });

test('free → Pro with local history: every chapter typed while free reaches the server and a second device', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `reconcile-up-${Date.now()}@example.com`, false);
  const a = await openDevice(browser, stack(), account);
  for (const chapter of ['000', '001']) {
    await openPrompt(a.page, TUTORIAL, chapter);
    await typeText(a.page, catalogueChapter(TUTORIAL, chapter)[0] as string, 0);
    await a.page.keyboard.press('Enter');
    await expect(a.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  }
  // Free: nothing goes to the server.
  expect(await serverRows(stack(), account, 'paragraphs_typed')).toEqual([]);

  const response = await stack().deliverWebhook(subscriptionCreated(account.userId));
  expect(response.status).toBe(200);
  await a.page.reload();
  await expect(a.page.locator('html')).toHaveAttribute('data-sync', 'idle', { timeout: 90_000 });
  await expect
    .poll(async () =>
      typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed'))
        .map((row) => [row.chapter, row.paragraph])
        .sort(),
    )
    .toEqual([
      [0, 0],
      [1, 0],
    ]);

  const b = await openDevice(browser, stack(), account);
  // Start-up on a busy machine can take longer than the helper's 30 s.
  await expect(b.page.locator('html')).toHaveAttribute('data-sync', 'idle', { timeout: 90_000 });
  for (const chapter of ['000', '001']) {
    await openPrompt(b.page, TUTORIAL, chapter);
    await expect(b.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  }
  await a.context.close();
  await b.context.close();
});
