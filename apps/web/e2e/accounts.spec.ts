import type { Page } from '@playwright/test';
import {
  completeCheckout,
  expect,
  expectAxeClean,
  forgetSession,
  logIn,
  NEW_PASSWORD,
  openedCheckout,
  PASSWORD,
  register as registerOn,
  subscriptionCreated,
  useFakePaddle,
} from './account-helpers';
import { accountStackForFile, test, useStack } from './account-stack';

const stack = accountStackForFile();

const register = (page: Parameters<typeof registerOn>[0], username: string, email: string) =>
  registerOn(page, stack(), username, email);

test('register, confirm, log in, profile, change username and password, log out, log in again', async ({
  page,
}) => {
  await useStack(page, stack());
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

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
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
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
});

test('the recovery link leads to change-password, and the forms validate', async ({ page }) => {
  await useStack(page, stack());
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

  const link = stack().linkFor(email, /Password recovery link/);
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/profile\/change-password/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed succesfully!')).toBeVisible();
});

test('a session is refreshed before it expires, and a refused refresh signs out', async ({ page }) => {
  await useStack(page, stack());
  const email = 'long.session@example.com';
  await register(page, 'long session', email);
  await forgetSession(page);
  await page.clock.install();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();

  // Tokens live an hour; supabase-js checks every 30 s and refreshes 3 ticks before expiry.
  const firstToken = await storedRefreshToken(page);
  expect(firstToken).toBeTruthy();
  const refreshed = page.waitForResponse((response) => response.url().includes('grant_type=refresh_token'));
  await page.clock.runFor(58.5 * 60_000);
  expect((await refreshed).ok()).toBe(true);
  // The new session must be stored before the clock moves on: while the refresh holds its lock,
  // the ticks a fast-forward fires are skipped, and none would come after it.
  await expect.poll(() => storedRefreshToken(page)).not.toBe(firstToken);
  await page.clock.runFor(30_000);
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();

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
  const refused = page.waitForResponse(
    (response) => response.url().includes('grant_type=refresh_token') && response.status() === 400,
  );
  await page.clock.runFor(61 * 60_000);
  await refused;
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

/** The refresh token of the session supabase-js keeps in local storage. */
function storedRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('typeshelf-auth');
    return stored ? ((JSON.parse(stored) as { refresh_token?: string }).refresh_token ?? null) : null;
  });
}

test('pricing: prices from Paddle, checkout, the webhook, and the new tier without a reload', async ({
  page,
}) => {
  await useStack(page, stack());
  await useFakePaddle(page, { pri_dev_starter_lifetime: 4999, pri_dev_pro_monthly: 499 });

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
  const options = await openedCheckout(page);
  expect(options).toMatchObject({
    items: [{ priceId: 'pri_dev_pro_monthly', quantity: 1 }],
    customer: { email },
    settings: { displayMode: 'overlay', locale: 'en' },
    env: 'sandbox',
  });
  const userId = options.customData.user_id;
  expect(userId).toMatch(/^[0-9a-f-]{36}$/);

  // Paddle tells the backend, then the overlay reports completion and closes.
  const response = await stack().deliverWebhook(subscriptionCreated(userId));
  expect(response.status).toBe(200);
  const premiumRead = page.waitForRequest((request) => request.url().includes('/rest/v1/rpc/get_premium'));
  await completeCheckout(page);
  await premiumRead;
  await expect(monthly.getByRole('button', { name: 'Active' })).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Pro Annually' }).getByRole('button', { name: 'Choose' }),
  ).toBeDisabled();
  await expect(page.getByText('You already have a premium plan.')).toBeVisible();

  // Another Pro plan is refused while this one runs: the disabled button says why when pressed.
  const annually = page
    .getByRole('article', { name: 'Pro Annually' })
    .getByRole('button', { name: 'Choose' });
  await annually.focus();
  await page.keyboard.press('Enter');
  const refusal = page.getByTestId('notification').filter({ hasText: 'You have an active subscription.' });
  await expect(refusal).toBeVisible();
  await expect(
    refusal.getByText('Please cancel your current subscription before switching to another plan.'),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __fakePaddle: { state: { opened: unknown[] } } }).__fakePaddle.state.opened
          .length,
    ),
  ).toBe(1);

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

  // When the account status cannot be verified, the account counts as non-premium, with the notice.
  await page.route('**/rest/v1/rpc/get_premium', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  await expect(
    page.getByText('Account status could not be verified; premium features are off until it can be.'),
  ).toBeVisible();
  await expect(page.locator('.badge--premium').first()).toBeVisible();
});

test('plan data that cannot load shows the placeholders and the notice', async ({ page }) => {
  await useStack(page, stack());
  await useFakePaddle(page, {});
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

test('a build with accounts off has no account route, development mode aside', async ({ page }) => {
  // The default test build has no backend in its settings: accounts are off.
  for (const path of ['/login', '/register', '/pricing', '/welcome', '/recover', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Profile|Log in|Pricing/ })).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('link', { name: /homepage/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('in development mode signed-out visitors to profile pages go to the login form, which returns there', async ({
  page,
}) => {
  await page.route('**/backend.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"url":null,"anonKey":null}' }),
  );
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  for (const path of ['/profile', '/profile/change-password', '/profile/change-username']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login#${path}$`));
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  }
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf!' })).toBeVisible();
});
