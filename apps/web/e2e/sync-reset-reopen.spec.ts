/**
 * A Pro account's sync when things go wrong or get wiped, against the local
 * stack: the page closed while a send is on the wire and reopened loses and
 * doubles nothing; "Delete progress" in the data-management settings resets
 * the server's rows, and another device clears them too.
 */
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, test, useStack } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import {
  createAccount,
  openDevice,
  type ParagraphRow,
  pendingCount,
  serverRows,
  storedValues,
  syncIdle,
  type TestAccount,
  typedRows,
} from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });

const device = (browser: Browser, account: TestAccount) => openDevice(browser, stack(), account);

async function typeParagraphs(page: Page, paragraphs: readonly string[]) {
  for (const text of paragraphs) {
    await typeText(page, text, 0);
    await page.keyboard.press('Enter');
  }
  await expect(page.locator(`[data-paragraph="${paragraphs.length - 1}"]`)).toHaveAttribute(
    'data-status',
    'typed',
  );
}

/** What a device holds for the chapter: each stored paragraph cell and the chapter's stats, by key. */
async function chapterRecords(page: Page, userId: string) {
  const [paragraphs, chapters] = await Promise.all([
    storedValues(page, userId, 'paragraphsStats'),
    storedValues(page, userId, 'chaptersStats'),
  ]);
  return { paragraphs, chapters };
}

test('the page closed while a send is on the wire, then reopened: nothing lost, nothing doubled', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-close-${Date.now()}@example.com`, true);
  // Two of the chapter's three: the prompt then resumes at the third.
  const paragraphs = catalogueChapter(TUTORIAL, '000').slice(0, 2);
  const { context, page } = await device(browser, account);
  await openPrompt(page, TUTORIAL, '000');
  await context.setOffline(true);
  await typeParagraphs(page, paragraphs);
  expect(await pendingCount(page, account.userId)).toBe(paragraphs.length);
  const before = await chapterRecords(page, account.userId);

  // The send reaches the server, but its answer never comes back: the connection drops, then the page closes.
  let reached!: () => void;
  const onServer = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route('**/rest/v1/paragraphs_typed*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    reached();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await onServer;
  await page.close();
  expect(typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed'))).toHaveLength(
    paragraphs.length,
  );

  const reopened = await context.newPage();
  await useStack(reopened, stack());
  await reopened.goto(`/books/${TUTORIAL}`);
  // The queue still held the unanswered items: they are sent again, and then it is empty.
  await expect.poll(() => pendingCount(reopened, account.userId)).toBe(0);
  const rows = await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed');
  expect(rows.map((row) => row.paragraph).sort()).toEqual(paragraphs.map((_, i) => i));
  // The device's records are as they were before the close: the pull merged nothing twice.
  expect(await chapterRecords(reopened, account.userId)).toEqual(before);
  await openPrompt(reopened, TUTORIAL, '000');
  await expect(reopened.locator('.prompt-progress')).toHaveText(
    `${paragraphs.length} / ${catalogueChapter(TUTORIAL, '000').length} paragraphs`,
  );
  await context.close();
});

test('"Delete progress" in the data-management settings resets the server rows, and another device clears too', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-reset-${Date.now()}@example.com`, true);
  const paragraphs = catalogueChapter(TUTORIAL, '000').slice(0, 2);
  const a = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  await typeParagraphs(a.page, paragraphs);
  await expect
    .poll(async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length)
    .toBe(2);

  const b = await device(browser, account);
  // B's start-up brings A's results down before the prompt opens on them.
  await b.page.goto(`/books/${TUTORIAL}`);
  await syncIdle(b.page);
  await openPrompt(b.page, TUTORIAL, '000');
  await expect(b.page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');

  await a.page.goto('/settings#manage-data');
  await syncIdle(a.page);
  // The address's hash opens the section already.
  const manage = a.page.locator('#manage-data');
  if ((await manage.getAttribute('open')) === null) await manage.locator('summary').click();
  await manage.getByRole('button', { name: 'Delete progress', exact: true }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Delete progress?' });
  await dialog.getByLabel(/to confirm/).fill('delete progress');
  await dialog.getByRole('button', { name: 'Delete progress', exact: true }).click();
  await expect(a.page.getByText('Progress cleared!')).toBeVisible();

  // A soft delete: the rows stay, their stats zeroed and the reading positions at -1.
  await expect
    .poll(async () =>
      (await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).map((row) => row.wpm),
    )
    .toEqual([0, 0]);
  expect(
    (await serverRows<{ last_paragraph: number }>(stack(), account, 'reading_progress')).map(
      (row) => row.last_paragraph,
    ),
  ).toEqual([-1]);

  // B pulls the reset when it comes back to the app.
  await b.page.goto(`/books/${TUTORIAL}`);
  await syncIdle(b.page);
  await openPrompt(b.page, TUTORIAL, '000');
  await expect(b.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'current');
  await expect(b.page.locator('.prompt-progress')).toHaveText(
    `0 / ${catalogueChapter(TUTORIAL, '000').length} paragraphs`,
  );
  // And A's own later start-up does not bring the old results back.
  await openPrompt(a.page, TUTORIAL, '000');
  await expect(a.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'current');
  await a.context.close();
  await b.context.close();
});
