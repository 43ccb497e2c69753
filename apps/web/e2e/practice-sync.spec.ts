/**
 * The drill history of a Pro account across two devices, against the local
 * stack: a drill typed on one device reaches the server as practice points
 * and the other device's history, without touching either device's books.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, test } from './account-stack';
import { typeText } from './prompt-helpers';
import { createAccount, openDevice, serverRows, syncIdle } from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });

/** The items of the drill history a device keeps, over all its profiles. */
function historyItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('typeshelf-practice:')) continue;
      const record = JSON.parse(localStorage.getItem(key) ?? '{}') as { history?: Record<string, unknown> };
      items.push(...Object.keys(record.history ?? {}));
    }
    return items.sort();
  });
}

test('a drill typed on one Pro device reaches the server and the other device', async ({ browser }) => {
  const account = await createAccount(stack(), `practice-sync-${Date.now()}@example.com`, true);
  const a = await openDevice(browser, stack(), account);
  const b = await openDevice(browser, stack(), account);
  await syncIdle(a.page);
  await syncIdle(b.page);

  // A word missed before, as a typed paragraph would have noted it in the device's journal.
  await a.page.evaluate((userId) => {
    const journal = { words: { river: { count: 2, last: Date.now() } }, pairs: {} };
    localStorage.setItem(`typeshelf-practice:${userId}`, JSON.stringify({ journal }));
  }, account.userId);
  await a.page.goto('/practice?words=river');
  const paragraph = a.page.locator('.prompt-paragraph').first();
  await expect(paragraph).toContainText('river');
  const text = ((await paragraph.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await a.page.getByLabel('Typing input').focus();
  await typeText(a.page, text, 10);
  await a.page.keyboard.press('Enter');
  await expect(a.page.getByRole('heading', { name: 'Drill complete' })).toBeVisible();

  await expect
    .poll(async () =>
      (await serverRows<{ item: string }>(stack(), account, 'practice_points')).map((r) => r.item),
    )
    .toContain('word:river');
  // The other device hears of it live (or at its next pull) and joins it into its history.
  await expect.poll(() => historyItems(b.page)).toContain('word:river');
  await b.page.goto('/practice');
  await syncIdle(b.page);
  expect(await historyItems(b.page)).toContain('word:river');
  await a.context.close();
  await b.context.close();
});
