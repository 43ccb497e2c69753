import {
  completeCheckout,
  expect,
  lifetimePurchased,
  logInWithProvider,
  openedCheckout,
  useFakePaddle,
} from './account-helpers';
import { accountStackForFile, test, useStack } from './account-stack';

const stack = accountStackForFile();

test('a Starter purchase whose webhook arrives late: the notice stays until it lands, then the paywall lifts', async ({
  page,
}) => {
  await useStack(page, stack());
  await useFakePaddle(page, {
    pri_dev_starter_lifetime: 4999,
    pri_dev_pro_monthly: 499,
    pri_dev_pro_annually: 4788,
  });
  await logInWithProvider(page, stack(), 'Google', 'late.webhook@google.example', '/pricing');
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter.getByText('$49')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Basic' }).getByRole('button', { name: 'Active' }),
  ).toBeDisabled();

  await starter.getByRole('button', { name: 'Choose' }).click();
  const options = await openedCheckout(page);
  expect(options).toMatchObject({
    items: [{ priceId: 'pri_dev_starter_lifetime', quantity: 1 }],
    customer: { email: 'late.webhook@google.example' },
    settings: { displayMode: 'overlay', theme: 'light', locale: 'en' },
    env: 'sandbox',
  });
  const userId = options.customData.user_id;

  // The overlay completes before Paddle has told the backend: the first read finds nothing new.
  const firstRead = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/get_premium'));
  await completeCheckout(page);
  await firstRead;
  const updating = page.getByText('Updating the user account, please wait...');
  await expect(updating).toBeVisible();
  await expect(starter.getByRole('button', { name: 'Choose' })).toBeDisabled();

  // A later read is made on its own; once the webhook lands, it shows the purchase.
  const laterRead = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/get_premium'));
  expect((await stack().deliverWebhook(lifetimePurchased(userId, 'pri_dev_starter_lifetime'))).status).toBe(
    200,
  );
  await laterRead;
  await expect(updating).toHaveCount(0);
  await expect(starter.getByRole('button', { name: 'Active' })).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Pro Monthly' }).getByRole('button', { name: 'Upgrade' }),
  ).toBeEnabled();
  await expect(page.getByText('You already have a premium plan.')).toBeVisible();

  await page.getByRole('link', { name: 'profile', exact: true }).click();
  await expect(page.getByText('Starter Lifetime Access')).toBeVisible();
  // Starter opens the whole library: no PREMIUM badges remain.
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.locator('.book-tile').first()).toBeVisible();
  await expect(page.locator('.badge--premium')).toHaveCount(0);
});

test('when Paddle.js cannot load, choosing a plan says the payment cannot be processed', async ({ page }) => {
  await useStack(page, stack());
  await page.route('https://cdn.paddle.com/**', (route) => route.abort());
  await logInWithProvider(page, stack(), 'Discord', 'no.paddle@discord.example', '/pricing');
  // Without Paddle the prices cannot be previewed either.
  await expect(
    page.getByText(
      "We couldn't load your plan data, please reload the page. If the problem persists, please let us know.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro Monthly' }).getByText('--')).toBeVisible();

  await page.getByRole('article', { name: 'Pro Monthly' }).getByRole('button', { name: 'Choose' }).click();
  const notice = page.getByTestId('notification').filter({ hasText: 'Cannot process the transaction' });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByText("There's a temporary problem with our payment processing, please try again later."),
  ).toBeVisible();
  await expect(page.locator('.pricing__overlay')).toHaveCount(0);
});
