/**
 * Settings and private books across two devices of one Pro account, against
 * the local stack: settings edited on both while offline end identical
 * whichever reconnects first; a private book uploaded on one device is
 * typed on the other, and leaves it once removed on the first.
 */
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, test } from './account-stack';
import { typeText } from './prompt-helpers';
import {
  createAccount,
  openDevice,
  type ParagraphRow,
  serverFiles,
  serverRows,
  storedValues,
  syncIdle,
  type TestAccount,
  typedRows,
} from './sync-helpers';
import { chooser, tbf } from './upload-helpers';

const stack = accountStackForFile();
// Each test has its own account and devices: the two workers share the file's long tests out.
test.describe.configure({ mode: 'parallel' });
const expect = baseExpect.configure({ timeout: 20_000 });

const device = (browser: Browser, account: TestAccount) => openDevice(browser, stack(), account);

interface SettingsRow {
  desktop: Record<string, unknown> | null;
  mobile: Record<string, unknown> | null;
  shared: Record<string, unknown> | null;
}

/** A device's stored settings parts. */
/**
 * A device section without `ui.lastVersion`: each device notes there which app
 * last wrote its data, without sending it (it rides along when the user's own
 * change is sent), so devices and the server may differ in it alone.
 */
function withoutVersion(section: Record<string, unknown> | null): Record<string, unknown> | null {
  if (section === null) return null;
  const { lastVersion: _, ...ui } = (section.ui ?? {}) as Record<string, unknown>;
  const rest = { ...section, ui };
  return Object.keys(rest).length === 1 && Object.keys(ui).length === 0 ? null : rest;
}

async function deviceSettings(page: Page, userId: string): Promise<SettingsRow> {
  const stored = await storedValues(page, userId, 'settings');
  const part = (name: string) => (stored[name] ?? null) as Record<string, unknown> | null;
  return {
    desktop: withoutVersion(part('desktop')),
    mobile: withoutVersion(part('mobile')),
    shared: part('shared'),
  };
}

async function serverSettings(account: TestAccount): Promise<SettingsRow | null> {
  const [row] = await serverRows<SettingsRow>(stack(), account, 'settings');
  return row
    ? { desktop: withoutVersion(row.desktop), mobile: withoutVersion(row.mobile), shared: row.shared }
    : null;
}

async function chooseDailyGoal(page: Page, minutes: number) {
  await page.locator('#typing-mode summary').click();
  await page.locator('#typing-mode').getByText(`${minutes} min`, { exact: true }).click();
  await expect(page.locator('#typing-mode').getByRole('radio', { name: `${minutes} min` })).toBeChecked();
}

for (const first of ['A', 'B'] as const) {
  test(`settings edited on both devices offline, ${first} reconnects first: identical everywhere, newer part wins`, async ({
    browser,
  }) => {
    const account = await createAccount(
      stack(),
      `sync-set-${first.toLowerCase()}-${Date.now()}@example.com`,
      true,
    );
    const a = await device(browser, account);
    const b = await device(browser, account);
    for (const { page, context } of [a, b]) {
      await page.goto('/settings#screen-keyboard');
      await expect(page.locator('#screen-keyboard').getByRole('radio', { name: '2 px' })).toBeChecked();
      await syncIdle(page);
      await context.setOffline(true);
    }
    // A changes its desktop keys and the shared goal; B then changes the shared goal (the newer).
    await a.page.locator('#screen-keyboard').getByText('6 px').click();
    await expect(a.page.locator('#screen-keyboard').getByRole('radio', { name: '6 px' })).toBeChecked();
    await chooseDailyGoal(a.page, 25);
    await chooseDailyGoal(b.page, 10);

    const order = first === 'A' ? [a, b] : [b, a];
    await order[0]!.context.setOffline(false);
    await expect.poll(() => serverSettings(account)).not.toBeNull();
    await order[1]!.context.setOffline(false);
    // The server keeps A's desktop part (B never wrote one) and B's newer shared part.
    await expect
      .poll(async () => {
        const row = await serverSettings(account);
        return [
          (row?.desktop?.typingPrompt as { keyboardThickness?: number } | undefined)?.keyboardThickness,
          row?.shared?.dailyGoal,
        ];
      })
      .toEqual([6, 10]);

    // Each device reconciles at start-up: reopen both, and both show and store the same.
    const server = await serverSettings(account);
    for (const { page } of [a, b]) {
      await page.goto('/');
      await syncIdle(page);
      await page.goto('/settings#typing-mode');
      await expect(page.locator('#typing-mode').getByRole('radio', { name: '10 min' })).toBeChecked();
      await page.goto('/settings#screen-keyboard');
      await expect(page.locator('#screen-keyboard').getByRole('radio', { name: '6 px' })).toBeChecked();
      await expect.poll(() => deviceSettings(page, account.userId)).toEqual(server);
    }
    await a.context.close();
    await b.context.close();
  });
}

test('a private book uploaded on device A appears on B and is typed there; removed on A, it leaves B', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-books-${Date.now()}@example.com`, true);
  const id = 'nobody--synced-book';
  const text = 'A short line of text.';
  const a = await device(browser, account);
  await a.page.goto('/upload');
  await chooser(a.page).setInputFiles(tbf(id, 'Synced book', {}, [text]));
  await expect(a.page).toHaveURL(`/books/${id}`, { timeout: 30_000 });
  // On the server: the book's row (active) and its file, books/{id}.tbf in the user's bucket.
  await expect
    .poll(async () =>
      (await serverRows<{ book_id: string; active: boolean }>(stack(), account, 'custom_books')).map(
        (row) => [row.book_id, row.active],
      ),
    )
    .toEqual([[id, true]]);
  await expect.poll(() => serverFiles(stack(), account)).toEqual([`${id}.tbf`]);

  const b = await device(browser, account);
  await b.page.goto('/books?tab=private');
  await expect(b.page.getByText('Found 1 book', { exact: true })).toBeVisible();
  await b.page.goto(`/books/${id}`);
  await expect(b.page.getByRole('heading', { name: 'Synced book' })).toBeVisible();
  await b.page.goto(`/prompt/${id}__000`);
  await b.page.locator('.prompt-paragraph').first().waitFor();
  await b.page.getByLabel('Typing input').focus();
  await typeText(b.page, text, 0);
  await b.page.keyboard.press('Enter');
  // Its one paragraph typed, the chapter is done: the prompt leaves for the results once it is saved.
  await expect(b.page).toHaveURL(`/results/${id}__000`);
  await expect
    .poll(async () =>
      typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).map(
        (row) => row.book_id,
      ),
    )
    .toEqual([id]);

  // A removes the book while its start-up sync is under way: the file listing (after the books'
  // info) is held until the removal is made, so the sync's file step meets a removal its info step
  // did not see. The removal must stand, not be undone by downloading the book again.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await a.page.route('**/storage/v1/object/list/**', async (route) => {
    await held;
    await route.continue();
  });
  a.page.once('dialog', (dialog) => void dialog.accept());
  const listing = a.page.waitForRequest('**/storage/v1/object/list/**');
  await a.page.goto(`/books/${id}`);
  await listing;
  await a.page.getByRole('button', { name: 'Book actions' }).click();
  await a.page.getByRole('button', { name: 'Delete' }).click();
  await expect(a.page).toHaveURL('/books?tab=private');
  release();
  await expect
    .poll(async () =>
      (await serverRows<{ active: boolean }>(stack(), account, 'custom_books')).map((row) => row.active),
    )
    .toEqual([false]);

  await b.page.goto('/books?tab=private');
  await expect(b.page.getByText('Found 0 books')).toBeVisible();
  expect(Object.keys(await storedValues(b.page, account.userId, 'customBooksContent'))).toEqual([]);
  await a.context.close();
  await b.context.close();
});
