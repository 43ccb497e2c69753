/**
 * One bad row among 1,000: a Pro account's server holds 999 good paragraph
 * rows; the pull's answer also carries rows no client may build from (a
 * `__proto__` book id, a paragraph index of 2,000,000,000 — the database's
 * constraints refuse both, so they are put into the real answer as an old
 * server or a tampered proxy would), and a private book's info on the server
 * is rewritten with a `javascript:` link and a right-to-left override. The
 * device takes the 999, keeps working, and says once what it left out.
 */
import { expect as baseExpect } from '@playwright/test';
import { accountStackForFile, test, useStack } from './account-stack';
import { openPrompt, TUTORIAL } from './prompt-helpers';
import { createAccount, logIn, serverRows, storedValues } from './sync-helpers';
import { chooser, tbf } from './upload-helpers';

const stack = accountStackForFile();
const expect = baseExpect.configure({ timeout: 30_000 });
const SKIPPED = 'Some synchronized data was damaged and was left out';
const idle = (page: import('@playwright/test').Page) =>
  expect(page.locator('html')).toHaveAttribute('data-sync', 'idle', { timeout: 120_000 });

const goodRow = (i: number) => ({
  book_id: TUTORIAL,
  chapter: 1 + Math.floor(i / 200),
  paragraph: i % 200,
  acc: 97,
  con: 80,
  wpm: 60,
  raw: 62,
  time: 4000,
  keys: 40,
  length: 40,
  missed: [],
  timestamp: 1_700_000_000_000 + i,
  read_at: 0,
});

test('999 good rows arrive, the hostile ones are left out with one notice, and the app works', async ({
  browser,
}) => {
  const account = await createAccount(stack(), `bad-row-${Date.now()}@example.com`, true);
  const insert = await fetch(`${stack().url}/rest/v1/paragraphs_typed`, {
    method: 'POST',
    headers: {
      apikey: stack().anonKey,
      authorization: `Bearer ${account.accessToken}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(Array.from({ length: 999 }, (_, i) => goodRow(i))),
  });
  expect(insert.status).toBe(201);

  const context = await browser.newContext();
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The hostile rows ride in the middle of the server's real answer, so the page's last row stays a real one.
  let injected = false;
  await page.route('**/rest/v1/paragraphs_typed?*', async (route) => {
    // Once, into the first pull's first page: the rows the server holds, as a device first reads them.
    const pull = /modified_at=gt|order=modified_at/.test(route.request().url());
    if (route.request().method() !== 'GET' || injected || !pull) return route.continue();
    injected = true;
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort();
    const rows = (await response.json()) as Record<string, unknown>[];
    const at = rows[0]?.modified_at ?? new Date().toISOString();
    const hostile = [
      { ...goodRow(0), book_id: '__proto__', modified_at: at },
      { ...goodRow(1), paragraph: 2_000_000_000, modified_at: at },
    ];
    rows.splice(Math.floor(rows.length / 2), 0, ...hostile);
    await route.fulfill({ response, json: rows });
  });
  await useStack(page, stack());
  await logIn(page, account);
  // The notice closes by itself: it is awaited from the start.
  const noticed = page.getByText(SKIPPED).first().waitFor({ timeout: 120_000 });
  // A new device's first pull of 1,000 rows on a busy machine can take longer than the helper's 30 s.
  await idle(page);

  const stored = Object.keys(await storedValues(page, account.userId, 'paragraphsStats'));
  expect(stored.filter((key) => key.startsWith(`${TUTORIAL}__`))).toHaveLength(999);
  expect(stored.some((key) => key.startsWith('__proto__'))).toBe(false);
  expect(await page.evaluate(() => Object.keys(Object.prototype).length)).toBe(0);
  await noticed;
  expect(warnings).toContain('2 synchronized rows broke the sync limits and were left out');

  // The rest of the app works: the chapter opens at its first paragraph, ready to type.
  await openPrompt(page, TUTORIAL, '001');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'current');

  // A private book whose info on the server gains a javascript: link and an override: the file's info stays.
  const id = 'nobody--a-plain-book';
  await page.goto('/upload');
  await chooser(page).setInputFiles(tbf(id, 'A Plain Book'));
  await expect(page).toHaveURL(`/books/${id}`);
  await expect.poll(async () => (await serverRows(stack(), account, 'custom_books')).length).toBe(1);
  const [row] = await serverRows<{ data: Record<string, unknown>; timestamp: number }>(
    stack(),
    account,
    'custom_books',
  );
  const patch = await fetch(`${stack().url}/rest/v1/custom_books?book_id=eq.${id}`, {
    method: 'PATCH',
    headers: {
      apikey: stack().anonKey,
      authorization: `Bearer ${account.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      timestamp: Number(row?.timestamp) + 60_000,
      data: {
        ...row?.data,
        title: 'A \u202eHostile Book',
        source: { isUrl: true, value: 'javascript:alert(1)' },
        rights: { licenseUrl: 'javascript:alert(2)' },
      },
    }),
  });
  expect(patch.status).toBeLessThan(300);
  warnings.length = 0;
  await page.unroute('**/rest/v1/paragraphs_typed?*');
  await page.reload();
  const noticedAgain = page.getByText(SKIPPED).first().waitFor({ timeout: 120_000 });
  await idle(page);
  await noticedAgain;
  expect(warnings).toContain('1 private book infos broke the sync limits and were left out');
  await page.goto(`/books/${id}`);
  await expect(page.getByRole('heading', { name: 'A Plain Book' })).toBeVisible();
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.getByText('\u202e', { exact: false })).toHaveCount(0);
  await context.close();
});
