import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type AccountStack, startAccountStack, useStack } from './account-stack';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple battery horse';
const fakePaddle = readFileSync(new URL('./fake-paddle.js', import.meta.url), 'utf8');

let stack: AccountStack;

// Each test walks a whole account journey against a real backend on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  stack = await startAccountStack(baseURL ?? 'http://127.0.0.1:4173');
});
test.afterAll(async () => {
  await stack?.stop();
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Registers through the form and opens the printed confirmation link; ends on /welcome. */
async function register(page: Page, username: string, email: string) {
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

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Forgets the kept session, as a new browser would. */
async function forgetSession(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem('typeshelf-auth'));
}

test('register, confirm, log in, profile, change username and password, log out, log in again', async ({
  page,
}) => {
  await useStack(page, stack);
  const email = 'reader.one@example.com';
  await register(page, 'reader one', email);
  await expectAxeClean(page);
  await forgetSession(page);

  // Registering the address again says it exists.
  await page.goto('/register');
  await page.getByLabel('Username').fill('reader again');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('This account already exists, choose different credentials, or go to the login page.'),
  ).toBeVisible();

  await logIn(page, email, 'wrong password 123');
  await expect(page.getByText('The provided email address or password are incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByText('reader one')).toBeVisible();
  await expect(page.getByText('•'.repeat(15))).toHaveCount(2);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show e-mail' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('•'.repeat(15))).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your Plan' })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Change username' }).click();
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill('re');
  await expect(page.getByText('Username must be 3 to 30 characters: a-z 0-9 _')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change username' })).toBeDisabled();
  await username.fill('reader two');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Change username' }).click();
  await expect(page.getByText('Username changed succesfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page.getByText('reader two')).toBeVisible();

  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password should be different from the old password.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed succesfully!')).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login#\/profile$/);

  await logIn(page, email, PASSWORD);
  await expect(page.getByText('The provided email address or password are incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('the recovery link leads to change-password, and the forms validate', async ({ page }) => {
  await useStack(page, stack);
  const email = 'forgetful@example.com';
  await register(page, 'forgetful', email);
  await forgetSession(page);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  await page.getByLabel('E-mail').fill('not-an-address');
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('button', { name: 'Send recovery link' })).toBeDisabled();
  await page.getByLabel('E-mail').fill(email);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(
    page.getByText('Recovery link was sent to your email address. Check your inbox.'),
  ).toBeVisible();

  const link = stack.linkFor(email, /Password recovery link/);
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/profile\/change-password/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed succesfully!')).toBeVisible();
});

test('a session is refreshed before it expires, and a refused refresh signs out', async ({ page }) => {
  await useStack(page, stack);
  const email = 'long.session@example.com';
  await register(page, 'long session', email);
  await forgetSession(page);
  await page.clock.install();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

  // Tokens live an hour; supabase-js checks every 30 s and refreshes 3 ticks before expiry.
  const refreshed = page.waitForRequest((request) => request.url().includes('grant_type=refresh_token'));
  await page.clock.runFor(58.5 * 60_000);
  await refreshed;
  await page.clock.runFor(30_000);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.route('**/auth/v1/token?grant_type=refresh_token', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 400,
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token',
      }),
    }),
  );
  await page.clock.runFor(61 * 60_000);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('pricing: prices from Paddle, checkout, the webhook, and the new tier without a reload', async ({
  page,
}) => {
  await useStack(page, stack);
  await page.route('https://cdn.paddle.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakePaddle }),
  );
  await page.addInitScript(() => {
    (window as unknown as { __fakePaddleConfig: unknown }).__fakePaddleConfig = {
      currencyCode: 'USD',
      totals: { pri_dev_starter_lifetime: 4999, pri_dev_pro_monthly: 499 },
    };
  });

  // A visitor is sent to log in, returning to pricing.
  await page.goto('/pricing');
  const monthly = page.getByRole('article', { name: 'Pro Monthly' });
  await expect(monthly.getByText('$4')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro Annually' }).getByText('???')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' }).getByText('$49')).toBeVisible();
  await expectAxeClean(page);
  await monthly.getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/login#\/pricing$/);

  const email = 'buyer@example.com';
  await register(page, 'buyer', email);
  // A free account meets the paywall in the library.
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.locator('.badge--premium').first()).toBeVisible();
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(
    page.getByRole('article', { name: 'Basic' }).getByRole('button', { name: 'Active' }),
  ).toBeDisabled();
  await monthly.getByRole('button', { name: 'Choose' }).click();
  const opened = await page.waitForFunction(() => {
    const fake = (
      window as unknown as { __fakePaddle: { state: { opened: unknown[]; environment: string } } }
    ).__fakePaddle;
    return fake.state.opened.length > 0
      ? { ...(fake.state.opened[0] as object), env: fake.state.environment }
      : null;
  });
  const options = (await opened.jsonValue()) as {
    items: { priceId: string }[];
    customer: { email: string };
    customData: { user_id: string };
    settings: { displayMode: string; locale: string };
    env: string;
  };
  expect(options).toMatchObject({
    items: [{ priceId: 'pri_dev_pro_monthly', quantity: 1 }],
    customer: { email },
    settings: { displayMode: 'overlay', locale: 'en' },
    env: 'sandbox',
  });
  const userId = options.customData.user_id;
  expect(userId).toMatch(/^[0-9a-f-]{36}$/);

  // Paddle tells the backend, then the overlay reports completion and closes.
  const response = await stack.deliverWebhook({
    event_id: `evt_checkout_${userId}`,
    event_type: 'subscription.created',
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_checkout_${userId}`,
    data: {
      id: `sub_checkout_${userId}`,
      status: 'active',
      created_at: new Date().toISOString(),
      billing_cycle: { interval: 'month', frequency: 1 },
      next_billed_at: '2027-01-01T00:00:00.000Z',
      scheduled_change: null,
      management_urls: {
        cancel: 'https://pay.example/cancel',
        update_payment_method: 'https://pay.example/card',
      },
      currency_code: 'USD',
      items: [{ price: { id: 'pri_dev_pro_monthly', unit_price: { amount: '499', currency_code: 'USD' } } }],
      custom_data: { user_id: userId },
    },
  });
  expect(response.status).toBe(200);
  const premiumRead = page.waitForRequest((request) => request.url().includes('/rest/v1/rpc/get_premium'));
  await page.evaluate(() => {
    const fake = (window as unknown as { __fakePaddle: { emit: (name: string) => void } }).__fakePaddle;
    fake.emit('checkout.completed');
    fake.emit('checkout.closed');
  });
  await premiumRead;
  await expect(monthly.getByRole('button', { name: 'Active' })).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Pro Annually' }).getByRole('button', { name: 'Choose' }),
  ).toBeDisabled();
  await expect(page.getByText('You already have a premium plan.')).toBeVisible();

  await page.getByRole('link', { name: 'profile', exact: true }).click();
  await expect(page.getByText('Monthly Pro Subscription')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel subscription' })).toHaveAttribute(
    'href',
    'https://pay.example/cancel',
  );
  // The paywall follows: Pro opens every book, so no FREE or PREMIUM badges remain.
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.locator('.book-tile').first()).toBeVisible();
  await expect(page.locator('.badge--premium')).toHaveCount(0);
});

test('plan data that cannot load shows the placeholders and the notice', async ({ page }) => {
  await useStack(page, stack);
  await page.route('https://cdn.paddle.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakePaddle }),
  );
  await page.addInitScript(() => {
    (window as unknown as { __fakePaddleConfig: unknown }).__fakePaddleConfig = { fail: true };
  });
  await page.goto('/pricing');
  await expect(
    page.getByText(
      "We couldn't load your plan data, please reload the page. If the problem persists, please let us know.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' }).getByText('--')).toBeVisible();
});

test('without development mode the login, register and pricing routes do not exist', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf!' })).toBeVisible();
  await expectAxeClean(page);
});
