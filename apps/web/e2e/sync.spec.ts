import { type Browser, expect as baseExpect } from '@playwright/test';
import { accountStackForFile, useStack as pointAtStack, test } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import {
  createAccount,
  expectOneServerRow,
  logIn,
  openDevice,
  type ParagraphRow,
  pendingCount,
  serverRows,
  storedCell,
  type TestAccount,
  type TypedCell,
  typedRows,
} from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });

const device = (browser: Browser, account: TestAccount) => openDevice(browser, stack(), account);

test('typed on device A, device B shows the same paragraphs, chapter and book stats and resumes there', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-a-${Date.now()}@example.com`, true);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const a = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  for (const text of paragraphs.slice(0, 2)) {
    await typeText(a.page, text, 0);
    await a.page.keyboard.press('Enter');
  }
  await expect(a.page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  // The server holds each typed paragraph once.
  await expect
    .poll(async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length)
    .toBe(2);
  const rows = await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed');
  expect(rows.map((row) => [row.book_id, row.chapter, row.paragraph]).sort()).toEqual([
    [TUTORIAL, 0, 0],
    [TUTORIAL, 0, 1],
  ]);
  // The reading position follows in the same send, just after the paragraphs.
  await expect
    .poll(async () =>
      (await serverRows<{ last_paragraph: number }>(stack(), account, 'reading_progress')).map(
        (row) => row.last_paragraph,
      ),
    )
    .toEqual([1]);

  await a.page.goto(`/books/${TUTORIAL}`);
  const chapterRowA = a.page.locator('.chapter-list__item').first();
  await expect(chapterRowA).toContainText('%');
  const shownOnA = (await chapterRowA.textContent()) ?? '';

  const b = await device(browser, account);
  await b.page.goto(`/books/${TUTORIAL}`);
  // The pull lands after start-up; the book page follows the profile's writes.
  await expect(b.page.locator('.chapter-list__item').first()).toHaveText(shownOnA);
  await openPrompt(b.page, TUTORIAL, '000');
  await expect(b.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect(b.page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  await expect(b.page.locator('[data-paragraph="2"]')).toHaveAttribute('data-status', 'current');
  await expect(b.page.locator('.prompt-progress')).toHaveText(`2 / ${paragraphs.length} paragraphs`);
  await a.context.close();
  await b.context.close();
});

test('offline on device A, a chapter typed, back online: nothing lost, the queue drains once', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-off-${Date.now()}@example.com`, true);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const a = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  await a.context.setOffline(true);
  await expect(a.page.getByText('You are offline. Your progress is kept on this device.')).toBeVisible();
  const sends: string[] = [];
  a.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/paragraphs_typed'))
      sends.push(request.url());
  });
  // Typing never waits on the network: the whole chapter while offline.
  for (const text of paragraphs.slice(0, -1)) {
    await typeText(a.page, text, 0);
    await a.page.keyboard.press('Enter');
  }
  await expect(a.page.locator(`[data-paragraph="${paragraphs.length - 2}"]`)).toHaveAttribute(
    'data-status',
    'typed',
  );
  expect(await serverRows(stack(), account, 'paragraphs_typed')).toEqual([]);

  await a.context.setOffline(false);
  await expect(a.page.getByText('Connection restored.')).toBeVisible();
  await expect(a.page.getByText('Your progress was synchronized.')).toBeVisible();
  const rows = typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed'));
  expect(rows.map((row) => row.paragraph).sort((x, y) => x - y)).toEqual(
    paragraphs.slice(0, -1).map((_, i) => i),
  );
  // The queue drained in one batch, and nothing is left in it.
  expect(sends).toHaveLength(1);
  expect(await pendingCount(a.page, account.userId)).toBe(0);
  await a.context.close();
});

test('the sync code failing to load as the page starts is loaded again, and progress reaches the server', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-chunk-${Date.now()}@example.com`, true);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const context = await browser.newContext();
  const page = await context.newPage();
  // The connection drops as the sync's code is fetched: its first request fails, as offline.
  let refused = 0;
  await page.route(/\/assets\/server-sync-[^/]*\.js$/, (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await pointAtStack(page, stack());
  await logIn(page, account);
  await openPrompt(page, TUTORIAL, '000');
  await typeText(page, paragraphs[0]!, 0);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect
    .poll(async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length)
    .toBe(1);
  expect(refused).toBe(1);
  await context.close();
});

test('a prompt opened while a kept session is restored types into the account at once, and it reaches the server', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `sync-restore-${Date.now()}@example.com`, true);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const a = await device(browser, account);
  // The reload finds the session kept; the code that confirms it is held back meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await a.page.route(/\/assets\/session-machine-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openPrompt(a.page, TUTORIAL, '000');
  await typeText(a.page, paragraphs[0]!, 0);
  await a.page.keyboard.press('Enter');
  await expect(a.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  // Stored in the account's own profile, not the anonymous one, before the session is confirmed.
  await expect.poll(() => storedCell(a.page, account.userId, `${TUTORIAL}__000__0`)).not.toBeNull();
  release();
  await expect
    .poll(async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length)
    .toBe(1);
  await a.context.close();
});

test('a non-premium account sends nothing to the server', async ({ browser }) => {
  const account = await createAccount(stack(), `sync-free-${Date.now()}@example.com`, false);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const a = await device(browser, account);
  const sends: string[] = [];
  a.page.on('request', (request) => {
    if (request.url().includes('/rest/v1/') && !request.url().includes('/rpc/get_premium'))
      sends.push(request.url());
  });
  await openPrompt(a.page, TUTORIAL, '000');
  for (const text of paragraphs.slice(0, 2)) {
    await typeText(a.page, text, 0);
    await a.page.keyboard.press('Enter');
  }
  await expect(a.page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  await a.page.goto(`/books/${TUTORIAL}`);
  await expect(a.page.locator('.chapter-list__item').first()).toContainText('%');
  // Checked on the server: no row of any synced table.
  for (const table of ['paragraphs_typed', 'reading_progress', 'settings', 'custom_books'])
    expect(await serverRows(stack(), account, table)).toEqual([]);
  expect(sends).toEqual([]);
  await a.context.close();
});

for (const first of ['A', 'B'] as const) {
  test(`both devices edit the same paragraph offline, ${first} reconnects first: identical records everywhere`, async ({
    browser,
  }) => {
    const account = await createAccount(
      stack(),
      `sync-both-${first.toLowerCase()}-${Date.now()}@example.com`,
      true,
    );
    const paragraphs = catalogueChapter(TUTORIAL, '000');
    const a = await device(browser, account);
    const b = await device(browser, account);
    for (const { page, context } of [a, b]) {
      await openPrompt(page, TUTORIAL, '000');
      await context.setOffline(true);
    }
    // A types the first paragraph, then B types it too (later, so B's result is the newest).
    await typeText(a.page, paragraphs[0]!, 0);
    await a.page.keyboard.press('Enter');
    await expect(a.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
    await typeText(b.page, paragraphs[0]!, 30);
    await b.page.keyboard.press('Enter');
    await expect(b.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');

    const order = first === 'A' ? [a, b] : [b, a];
    for (const { page, context } of order) {
      await context.setOffline(false);
      await expect(page.getByText('Your progress was synchronized.')).toBeVisible();
    }
    // Each device pulls at start-up: reopen both.
    for (const { page } of [a, b]) {
      await page.goto(`/books/${TUTORIAL}`);
      await expect(page.locator('.chapter-list__item').first()).toContainText('%');
    }
    const key = `${TUTORIAL}__000__0`;
    await expect
      .poll(() => storedCell(a.page, account.userId, key).then(JSON.stringify))
      .toBe(JSON.stringify(await storedCell(b.page, account.userId, key)));
    await expectOneServerRow(stack(), account, (await storedCell(b.page, account.userId, key)) as TypedCell);
    await a.context.close();
    await b.context.close();
  });
}

test('anonymous progress moves into a new account, then shows on a second device', async ({ browser }) => {
  const account = await createAccount(stack(), `sync-anon-${Date.now()}@example.com`, true);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const context = await browser.newContext();
  const page = await context.newPage();
  await pointAtStack(page, stack());
  await openPrompt(page, TUTORIAL, '000');
  await typeText(page, paragraphs[0]!, 0);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await logIn(page, account);
  const offer = page.getByRole('dialog', { name: 'Transfer your progress?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Transfer progress' }).click();
  await expect(page.getByText('Progress transferred to your account.')).toBeVisible();
  await expect
    .poll(async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length)
    .toBe(1);

  const b = await device(browser, account);
  await openPrompt(b.page, TUTORIAL, '000');
  await b.page.goto(`/books/${TUTORIAL}`);
  await expect(b.page.locator('.chapter-list__item').first()).not.toContainText('not started');
  await openPrompt(b.page, TUTORIAL, '000');
  await expect(b.page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  // Asked once: the account is onboarded now.
  await expect(b.page.getByRole('dialog', { name: 'Transfer your progress?' })).toHaveCount(0);
  await context.close();
  await b.context.close();
});
