/**
 * Live sync between devices of one Pro account on the local stack: what one
 * device types shows on the other without a reload (through Realtime), two
 * tabs of one browser follow each other, a Realtime outage is covered by the
 * pull on focus and on an interval, and the paragraph the typist is inside is
 * never touched.
 */
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { accountStackForFile, test } from './account-stack';
import { catalogueChapter, charsTypedRight, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import { createAccount, openDevice, storedCell, syncIdle, type TestAccount } from './sync-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 20_000 });
const paragraphs = catalogueChapter(TUTORIAL, '000');

const device = (browser: Browser, account: TestAccount) => openDevice(browser, stack(), account);

/** Realtime joined and the start-up sync done: what arrives from now on comes live. */
async function ready(page: Page) {
  await syncIdle(page);
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'live');
}

/**
 * How long a change may take to show on the other device here: well under the
 * 15 s of the fallback pull, so only Realtime can bring it in time. The local
 * stack's own latency (well under 1 s) is what `pnpm bench` measures; a
 * loaded test machine is far slower.
 */
const LIVE = { timeout: 10_000 };

const status = (page: Page, paragraph: number) => page.locator(`[data-paragraph="${paragraph}"]`);

async function typeParagraph(page: Page, index: number) {
  await typeText(page, paragraphs[index]!, 0);
  await page.keyboard.press('Enter');
  await expect(status(page, index)).toHaveAttribute('data-status', 'typed');
}

test('a paragraph typed on A shows on B’s prompt and book page live, without a reload', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `live-ab-${Date.now()}@example.com`, true);
  const a = await device(browser, account);
  const b = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  await openPrompt(b.page, TUTORIAL, '000');
  await ready(a.page);
  await ready(b.page);
  // A reload would lose this marker.
  await b.page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await typeParagraph(a.page, 0);
  await expect(status(b.page, 0)).toHaveAttribute('data-status', 'typed', LIVE);
  await expect(status(b.page, 1)).toHaveAttribute('data-status', 'current');
  await expect(b.page.locator('.prompt-progress')).toHaveText(`1 / ${paragraphs.length} paragraphs`);

  // The book page follows too: B goes there inside the app, A types on.
  await b.page.getByRole('link', { name: 'Contents' }).click();
  await b.page.waitForURL((url) => url.pathname === `/books/${TUTORIAL}`);
  const chapterRow = b.page.locator('.chapter-list__item').first();
  await expect(chapterRow).toContainText('%');
  const before = await chapterRow.textContent();
  await typeParagraph(a.page, 1);
  await expect(chapterRow).not.toHaveText(before ?? '', LIVE);
  expect(await b.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await a.context.close();
  await b.context.close();
});

test('the paragraph the typist is inside is never touched by a change from another device', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `live-caret-${Date.now()}@example.com`, true);
  const a = await device(browser, account);
  const b = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  await openPrompt(b.page, TUTORIAL, '000');
  await ready(a.page);
  await ready(b.page);
  const half = paragraphs[0]!.slice(0, Math.ceil(paragraphs[0]!.length / 2));
  await typeText(b.page, half, 0);
  const typedOnB = await charsTypedRight(b.page, 0);
  expect(typedOnB).toBeGreaterThan(0);

  await typeParagraph(a.page, 0);
  await typeParagraph(a.page, 1);
  // B heard of both (its records hold them) and its prompt still shows its own half paragraph.
  await expect.poll(() => b.page.evaluate(() => document.documentElement.dataset.sync)).toBe('idle');
  await b.page.waitForTimeout(1000);
  await expect(status(b.page, 0)).toHaveAttribute('data-status', 'current');
  expect(await charsTypedRight(b.page, 0)).toBe(typedOnB);

  // B finishes its paragraph; the one A finished meanwhile is passed over.
  await typeText(b.page, paragraphs[0]!.slice(half.length), 0);
  await b.page.keyboard.press('Enter');
  await expect(status(b.page, 0)).toHaveAttribute('data-status', 'typed');
  await expect(status(b.page, 1)).toHaveAttribute('data-status', 'typed');
  await expect(status(b.page, 2)).toHaveAttribute('data-status', 'current');
  await a.context.close();
  await b.context.close();
});

test('two tabs of one browser follow each other’s progress', async ({ browser }) => {
  const account = await createAccount(stack(), `live-tabs-${Date.now()}@example.com`, true);
  const first = await device(browser, account);
  const second = await first.context.newPage();
  await second.goto(`/books/${TUTORIAL}`);
  await openPrompt(first.page, TUTORIAL, '000');
  await ready(first.page);
  const chapterRow = second.locator('.chapter-list__item').first();
  await expect(chapterRow).toBeVisible();
  const before = (await chapterRow.textContent()) ?? '';
  await typeParagraph(first.page, 0);
  await expect(chapterRow).not.toHaveText(before, LIVE);
  await expect(chapterRow).toContainText('%');
  await first.context.close();
});

test('with Realtime down mid-session, the pull on focus and the interval’s pull still bring the other device’s paragraphs', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `live-down-${Date.now()}@example.com`, true);
  const a = await device(browser, account);
  const b = await device(browser, account);
  await openPrompt(a.page, TUTORIAL, '000');
  await openPrompt(b.page, TUTORIAL, '000');
  await ready(a.page);
  await ready(b.page);
  stack().realtime.pause();
  try {
    await expect(b.page.locator('html')).toHaveAttribute('data-realtime', 'down');
    await typeParagraph(a.page, 0);
    await b.page.waitForTimeout(1500);
    // Nothing arrives by itself while Realtime is down (until the interval's pull)…
    await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // …and focusing the window pulls it.
    await expect(status(b.page, 0)).toHaveAttribute('data-status', 'typed', { timeout: 5000 });
    // With no focus at all, the pull every 15 s while Realtime is down brings the next one.
    await typeParagraph(a.page, 1);
    await expect(status(b.page, 1)).toHaveAttribute('data-status', 'typed', { timeout: 15_000 + 15_000 });
  } finally {
    stack().realtime.resume();
  }
  // Realtime comes back by itself, with its reconnect delays.
  await expect(b.page.locator('html')).toHaveAttribute('data-realtime', 'live', { timeout: 30_000 });
  // The chapter is whole on A: it goes on in the next one, which B's records follow live.
  await openPrompt(a.page, TUTORIAL, '001');
  await typeText(a.page, catalogueChapter(TUTORIAL, '001')[0]!, 0);
  await a.page.keyboard.press('Enter');
  await expect(status(a.page, 0)).toHaveAttribute('data-status', 'typed');
  await expect.poll(() => storedCell(b.page, account.userId, `${TUTORIAL}__001__0`), LIVE).not.toBeNull();
  await a.context.close();
  await b.context.close();
});
