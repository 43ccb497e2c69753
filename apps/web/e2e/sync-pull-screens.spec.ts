/**
 * Screens open while a pull writes the records: with Realtime down, the pull
 * on focus is what brings another device's paragraphs, and the results page,
 * the stats page and the prompt each show them without a reload; a paragraph
 * typed afterwards is saved onto the pulled records, so the other device's
 * results stay on the server as they were. A prompt opened while the
 * start-up's pull is still under way shows what it brings once it lands.
 */
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, useStack as pointAtStack, test } from './account-stack';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import {
  createAccount,
  logIn,
  openDevice,
  type ParagraphRow,
  serverRows,
  syncIdle,
  type TestAccount,
  typedRows,
} from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });
const paragraphs = catalogueChapter(TUTORIAL, '000');

const device = (browser: Browser, account: TestAccount) => openDevice(browser, stack(), account);
const status = (page: Page, paragraph: number) => page.locator(`[data-paragraph="${paragraph}"]`);

async function typeParagraph(page: Page, index: number, text = paragraphs[index]!) {
  await typeText(page, text, 0);
  await page.keyboard.press('Enter');
  await expect(status(page, index)).toHaveAttribute('data-status', 'typed');
}

/** A marker a reload would lose. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);

/** What only a pull can bring while Realtime is paused: the window gaining focus. */
const pull = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

/** The server's typed rows of the account, as paragraph → timestamp. */
async function serverTimes(account: TestAccount): Promise<Record<number, number>> {
  const rows = typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed'));
  return Object.fromEntries(rows.map((row) => [row.paragraph, row.timestamp]));
}

test('the results and stats pages open during a pull show the pulled paragraphs without a reload', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `pull-screens-${Date.now()}@example.com`, true);
  const a = await device(browser, account);
  const b = await device(browser, account);
  await openPrompt(b.page, TUTORIAL, '000');
  await typeParagraph(b.page, 0);
  await expect.poll(async () => Object.keys(await serverTimes(account))).toEqual(['0']);

  await b.page.goto(`/results/${TUTORIAL}__000?show=chapter`);
  const typedChars = b.page.locator('[data-stat="typed"] .stats-value');
  await expect(typedChars).toHaveText(String([...paragraphs[0]!].length));
  await syncIdle(b.page);
  await markDocument(b.page);
  stack().realtime.pause();
  try {
    await expect(b.page.locator('html')).toHaveAttribute('data-realtime', 'down');
    await openPrompt(a.page, TUTORIAL, '000');
    await expect(status(a.page, 1)).toHaveAttribute('data-status', 'current');
    await typeParagraph(a.page, 1);
    await expect.poll(async () => Object.keys(await serverTimes(account))).toEqual(['0', '1']);

    await pull(b.page);
    await expect(typedChars).toHaveText(String([...paragraphs[0]!].length + [...paragraphs[1]!].length));

    // The stats page, reached inside the app, follows the next pull as well.
    await b.page.evaluate(() => {
      history.pushState(null, '', '/stats');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const recent = b.page.locator('.recent-stats__table tbody tr');
    await expect(recent).toHaveCount(2);
    // The chapter's last paragraph would end it on A: A goes on in the next chapter.
    await openPrompt(a.page, TUTORIAL, '001');
    await typeParagraph(a.page, 0, catalogueChapter(TUTORIAL, '001')[0]);
    await expect
      .poll(
        async () => typedRows(await serverRows<ParagraphRow>(stack(), account, 'paragraphs_typed')).length,
      )
      .toBe(3);
    await pull(b.page);
    await expect(recent).toHaveCount(3);
    expect(await sameDocument(b.page)).toBe(true);
  } finally {
    stack().realtime.resume();
  }
  await a.context.close();
  await b.context.close();
});

test('a prompt open during a pull shows the pulled paragraphs and saves onto them, leaving the other device’s results as they were', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `pull-prompt-${Date.now()}@example.com`, true);
  const a = await device(browser, account);
  const b = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  await openPrompt(b.page, TUTORIAL, '000');
  await syncIdle(a.page);
  await syncIdle(b.page);
  await markDocument(b.page);
  stack().realtime.pause();
  try {
    await expect(b.page.locator('html')).toHaveAttribute('data-realtime', 'down');
    await typeParagraph(a.page, 0);
    await expect.poll(async () => Object.keys(await serverTimes(account))).toEqual(['0']);
    const fromA = await serverTimes(account);

    await pull(b.page);
    await expect(status(b.page, 0)).toHaveAttribute('data-status', 'typed');
    await expect(status(b.page, 1)).toHaveAttribute('data-status', 'current');
    await expect(b.page.locator('.prompt-progress')).toHaveText(`1 / ${paragraphs.length} paragraphs`);

    await typeParagraph(b.page, 1);
    await expect(b.page.locator('.prompt-progress')).toHaveText(`2 / ${paragraphs.length} paragraphs`);
    await expect.poll(async () => Object.keys(await serverTimes(account))).toEqual(['0', '1']);
    // B's save went onto the pulled records: A's paragraph is on the server as A sent it.
    expect((await serverTimes(account))[0]).toBe(fromA[0]);
    expect(await sameDocument(b.page)).toBe(true);
  } finally {
    stack().realtime.resume();
  }
  await a.context.close();
  await b.context.close();
});

test('a prompt opened during the start-up pull shows the pulled paragraphs once they land, and types on after them', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `pull-start-up-${Date.now()}@example.com`, true);
  const a = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  for (const index of [0, 1]) await typeParagraph(a.page, index);
  await expect.poll(async () => Object.keys(await serverTimes(account))).toEqual(['0', '1']);
  const fromA = await serverTimes(account);

  // Device B: every read of the paragraph rows waits until the prompt has opened on its empty records.
  const context = await browser.newContext();
  let releaseReads!: () => void;
  const readsReleased = new Promise<void>((resolve) => {
    releaseReads = resolve;
  });
  let heldReads = 0;
  await context.route('**/rest/v1/paragraphs_typed?*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    heldReads += 1;
    await readsReleased;
    // A read of a page that has since gone needs no answer.
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  await pointAtStack(page, stack());
  await logIn(page, account);
  await openPrompt(page, TUTORIAL, '000');
  await expect.poll(() => heldReads).toBeGreaterThan(0);
  await expect(page.locator('.prompt-progress')).toHaveText(`0 / ${paragraphs.length} paragraphs`);
  await markDocument(page);

  releaseReads();
  await expect(status(page, 1)).toHaveAttribute('data-status', 'typed');
  await expect(status(page, 2)).toHaveAttribute('data-status', 'current');
  await expect(page.locator('.prompt-progress')).toHaveText(`2 / ${paragraphs.length} paragraphs`);
  expect(await sameDocument(page)).toBe(true);
  // The chapter's last paragraph: typed on B, it ends the chapter there.
  await typeText(page, paragraphs[2]!, 0);
  await page.keyboard.press('Enter');
  await expect.poll(async () => Object.keys(await serverTimes(account))).toEqual(['0', '1', '2']);
  // B's save went onto the pulled records: A's paragraphs are on the server as A sent them.
  const after = await serverTimes(account);
  expect([after[0], after[1]]).toEqual([fromA[0], fromA[1]]);
  await a.context.close();
  await context.close();
});
