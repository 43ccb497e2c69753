/**
 * Steps the account tests share: registering through the printed link,
 * logging in by password or through a provider's local consent page, the
 * fake Paddle.js, the webhook events Paddle sends, and the axe check.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page } from '@playwright/test';
import type { AccountStack } from './account-stack';
import { seriousViolations } from './axe';

export { lifetimePurchased, subscriptionCreated } from './paddle-events';

export const PASSWORD = 'correct horse battery';
export const NEW_PASSWORD = 'staple battery horse';

// Account journeys run against a real backend on a shared 2-core machine.
export const expect = baseExpect.configure({ timeout: 20_000 });

const fakePaddle = readFileSync(new URL('./fake-paddle.js', import.meta.url), 'utf8');

export async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Registers through the form and opens the printed confirmation link; ends on /welcome. */
export async function register(page: Page, stack: AccountStack, username: string, email: string) {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill('not the same');
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Confirm your registration' })).toBeVisible();
  const link = stack.linkFor(email, /Confirmation link/);
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf!' })).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs in through a provider's button on /login (with `returnTo` as the
 * address hash) and the local consent page, as `email`; ends back in the app,
 * signed in.
 */
export async function logInWithProvider(
  page: Page,
  stack: AccountStack,
  provider: 'Google' | 'GitHub' | 'Discord',
  email: string,
  returnTo = '',
) {
  await page.goto(`/login${returnTo ? `#${returnTo}` : ''}`);
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  // The provider's screen is the local stack's consent page, reached with a PKCE challenge.
  await expect(page).toHaveURL(
    (url) =>
      url.origin === new URL(stack.url).origin &&
      url.pathname === '/auth/v1/authorize' &&
      url.searchParams.get('provider') === provider.toLowerCase() &&
      url.searchParams.get('code_challenge') !== null,
  );
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
}

/**
 * Forgets the kept session, as a new browser would. The app is left first for a blank page of the
 * same origin, so nothing the app still has under way (storing a refreshed session, say) writes
 * the session back after it is removed.
 */
export async function forgetSession(page: Page) {
  const blank = '**/__blank';
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto('/__blank');
  await page.evaluate(() => window.localStorage.removeItem('typeshelf-auth'));
  await page.unroute(blank);
}

/** Serves the fake Paddle.js for the CDN script, previewing the given totals (minor units). */
export async function useFakePaddle(page: Page, totals: Record<string, number>) {
  await page.route('https://cdn.paddle.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakePaddle }),
  );
  await page.addInitScript(
    (config) => {
      (window as unknown as { __fakePaddleConfig: unknown }).__fakePaddleConfig = config;
    },
    { currencyCode: 'USD', totals },
  );
}

export interface OpenedCheckout {
  items: { priceId: string; quantity: number }[];
  customer: { email: string };
  customData: { user_id: string };
  settings: { displayMode: string; theme: string; locale: string };
  env: string;
}

/** The options of the checkout the app opened, once it has opened one. */
export async function openedCheckout(page: Page): Promise<OpenedCheckout> {
  const opened = await page.waitForFunction(() => {
    const fake = (
      window as unknown as { __fakePaddle: { state: { opened: unknown[]; environment: string } } }
    ).__fakePaddle;
    return fake.state.opened.length > 0
      ? { ...(fake.state.opened.at(-1) as object), env: fake.state.environment }
      : null;
  });
  return (await opened.jsonValue()) as OpenedCheckout;
}

/** The overlay reports a completed payment and closes, as Paddle.js does. */
export async function completeCheckout(page: Page) {
  await page.evaluate(() => {
    const fake = (window as unknown as { __fakePaddle: { emit: (name: string) => void } }).__fakePaddle;
    fake.emit('checkout.completed');
    fake.emit('checkout.closed');
  });
}
