/**
 * Pro accounts on the local stack for the sync tests: signed up and
 * confirmed through the auth API, given a monthly subscription through the
 * payment webhook, and read back on the server side with their own token.
 */
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { subscriptionCreated } from './account-helpers';
import { type AccountStack, useStack as pointAtStack } from './account-stack';

export const PASSWORD = 'correct horse battery';

export interface TestAccount {
  email: string;
  userId: string;
  accessToken: string;
}

async function authCall(stack: AccountStack, path: string, body: unknown) {
  const response = await fetch(`${stack.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ access_token: string; user: { id: string } }>;
}

/** A confirmed account; with `pro`, a monthly subscription is active. */
export async function createAccount(stack: AccountStack, email: string, pro: boolean): Promise<TestAccount> {
  await authCall(stack, 'signup', { email, password: PASSWORD, data: { display_name: email.split('@')[0] } });
  const link = stack.linkFor(email, /Confirmation link/);
  const token = new URL(link as string).searchParams.get('token');
  const session = await authCall(stack, 'verify', { type: 'signup', token });
  const userId = session.user.id;
  if (pro) {
    // The database lets only Pro write: the webhook must have applied it, not just answered.
    const response = await stack.deliverWebhook(subscriptionCreated(userId));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { outcome: 'applied' },
    });
  }
  return { email, userId, accessToken: session.access_token };
}

/** The account's rows of a table, read on the server with the account's own token. */
export async function serverRows<T = Record<string, unknown>>(
  stack: AccountStack,
  account: TestAccount,
  table: string,
): Promise<T[]> {
  const response = await fetch(`${stack.url}/rest/v1/${table}?select=*`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${account.accessToken}` },
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T[]>;
}

/** Logs in through the form and waits until the session is back on the home page. */
export async function logIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A device: a browser context of its own, pointed at the stack and signed in to the account. */
export async function openDevice(
  browser: Browser,
  stack: AccountStack,
  account: TestAccount,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await pointAtStack(page, stack);
  await logIn(page, account);
  return { context, page };
}

export interface ParagraphRow {
  book_id: string;
  chapter: number;
  paragraph: number;
  wpm: number;
  timestamp: number;
}

export const typedRows = (rows: ParagraphRow[]) => rows.filter((row) => row.wpm > 0);

/** A paragraph's typed result as a device stores it: what the server's row must match. */
export interface TypedCell {
  typed: { timestamp: number; wpm: { value: number } };
}

/**
 * The account's server holds one paragraph row, the first paragraph's, and it
 * carries `cell`'s result: its stamp (the newest) and its speed.
 */
export async function expectOneServerRow(stack: AccountStack, account: TestAccount, cell: TypedCell) {
  const rows = await serverRows<ParagraphRow>(stack, account, 'paragraphs_typed');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ paragraph: 0, timestamp: cell.typed.timestamp, wpm: cell.typed.wpm.value });
}

/** Every value of one store of a device's profile database, by key. */
export function storedValues(page: Page, userId: string, store: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    ({ user, store }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open(`typeshelf-user-${user}`);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const keys = objects.getAllKeys();
          const values = objects.getAll();
          values.onsuccess = () =>
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]])));
        };
      }),
    { user: userId, store },
  );
}

/** How many paragraphs wait in a device's pending queue. */
export async function pendingCount(page: Page, userId: string): Promise<number> {
  return Object.keys(await storedValues(page, userId, 'pendingProgressSync')).length;
}

/** A paragraph's stored cell on a device, straight from its IndexedDB. */
export async function storedCell(page: Page, userId: string, key: string): Promise<unknown> {
  return (await storedValues(page, userId, 'paragraphsStats'))[key] ?? null;
}

/** The names of the files in the account's private bucket, listed on the server with its own token. */
export async function serverFiles(stack: AccountStack, account: TestAccount): Promise<string[]> {
  const response = await fetch(`${stack.url}/storage/v1/object/list/${account.userId}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${account.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ prefix: 'books', limit: 100, offset: 0 }),
  });
  if (response.status === 404 || response.status === 400) return [];
  if (!response.ok) throw new Error(`storage list: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { name: string }[]).map((file) => file.name);
}

/**
 * Waits until the device's sync has started and nothing is under way. A
 * start-up is a dozen requests with the page's own work between them: on a
 * machine loaded many times over its cores it was seen to take 34 s with
 * every request answered, so the wait is generous; a start-up that hangs
 * still fails it.
 */
export async function syncIdle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-sync', 'idle', { timeout: 90_000 });
}
