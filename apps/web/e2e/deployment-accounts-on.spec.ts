/**
 * A production build with accounts on: the backend's URL and anon key given
 * at build time (no development mode, no /backend.json), the payment
 * stand-in of `npm start -- --payments=local` as its Paddle. A newcomer signs
 * up through the header, buys Pro with the test card, and the progress they
 * make reaches a second browser signed in to the same account.
 */
import { type Page, test } from '@playwright/test';
import { expect, PASSWORD, register } from './account-helpers';
import { type AccountStack, startAccountStack } from './account-stack';
import {
  type BuiltApp,
  buildApp,
  freePort,
  type HostedApp,
  hostApp,
  localPayments,
} from './deployment-build';

let stack: AccountStack;
let built: BuiltApp;
let app: HostedApp;

test.describe.configure({ timeout: 600_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const port = await freePort();
  stack = await startAccountStack(`http://127.0.0.1:${port}`);
  const { LOCAL_PAYMENT_SETTINGS, localPaymentsPlugin } = await localPayments();
  built = await buildApp({
    TYPESHELF_SUPABASE_URL: stack.url,
    TYPESHELF_SUPABASE_ANON_KEY: stack.anonKey,
    ...LOCAL_PAYMENT_SETTINGS,
  });
  app = await hostApp(built, port, [
    localPaymentsPlugin({ backendUrl: stack.url, webhookSecret: stack.webhookSecret, log: () => {} }),
  ]);
});

test.afterAll(async () => {
  await app?.close();
  await stack?.stop();
});

const BOOK = 'arthur-conan-doyle--a-study-in-scarlet';

async function logIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click({ timeout: 20_000 });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
}

/** The paragraphs of `bookId` the server holds for the session kept in `page`. */
async function serverParagraphs(page: Page, bookId: string): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('typeshelf-auth') ?? '{}').access_token as string,
  );
  const response = await fetch(
    `${stack.url}/rest/v1/paragraphs_typed?select=paragraph&book_id=eq.${bookId}`,
    {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
    },
  );
  return ((await response.json()) as unknown[]).length;
}

test('the build names its backend and its payments', () => {
  expect(built.output).toContain(`Accounts: on, backend ${stack.url}.`);
  expect(built.output).toContain(
    'Pricing and purchase: the local development stand-in (npm start --payments=local); never deploy this build.',
  );
});

test('sign up, buy Pro with the test card, and the progress shows on a second device', async ({
  browser,
}) => {
  const email = 'newcomer@example.com';
  const first = await browser.newContext({ baseURL: app.url });
  const page = await first.newPage();

  // Accounts and pricing are in the header of a production build, not behind a flag.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await register(page, stack, 'newcomer', email);
  // The confirmation link signs the newcomer in.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  const monthly = page.getByRole('article', { name: 'Pro Monthly' });
  await monthly.getByRole('button', { name: 'Choose' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toContainText('Monthly Pro Subscription');
  await expect(checkout.getByLabel('E-mail')).toHaveValue(email);

  // Another card is declined; the test card pays, and the stand-in delivers Paddle's signed event.
  await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(
    'Card declined. Use the test card 4242 4242 4242 4242.',
  );
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveCount(0);
  await expect(monthly.getByRole('button', { name: 'Active' })).toBeDisabled();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('Monthly Pro Subscription')).toBeVisible();

  // Progress made now is a Pro account's: it goes to the server.
  await page.goto(`/books/${BOOK}`);
  await page.getByRole('button', { name: 'Book actions' }).click();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  const progress = page.locator('.book-page__facts div', { hasText: 'Progress' }).locator('dd');
  await expect(progress).toHaveText('100%');
  await expect.poll(() => serverParagraphs(page, BOOK), { timeout: 30_000 }).toBeGreaterThan(0);

  const second = await browser.newContext({ baseURL: app.url });
  const other = await second.newPage();
  await logIn(other, email);
  await other.goto(`/books/${BOOK}`);
  await expect(other.locator('.book-page__facts div', { hasText: 'Progress' }).locator('dd')).toHaveText(
    '100%',
  );
  await first.close();
  await second.close();
});
