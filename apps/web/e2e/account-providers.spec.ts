import type { Page } from '@playwright/test';
import { expect, expectAxeClean, logInWithProvider, useFakePaddle } from './account-helpers';
import { accountStackForFile, test, useStack } from './account-stack';

const stack = accountStackForFile();

test('Google, GitHub and Discord sign in through the provider and return to the address hash', async ({
  page,
}) => {
  await useStack(page, stack());
  const providers = [
    { name: 'Google', email: 'ada@google.example', returnTo: '/pricing' },
    { name: 'GitHub', email: 'grace@github.example', returnTo: '/books' },
    { name: 'Discord', email: 'alan@discord.example', returnTo: '' },
  ] as const;
  for (const { name, email, returnTo } of providers) {
    await logInWithProvider(page, stack(), name, email, returnTo);
    // Back from the provider with a PKCE code, exchanged and cleared from the address.
    await expect(page).toHaveURL(
      (url) => url.pathname === (returnTo || '/') && !url.search.includes('code='),
    );
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    // The provider gave no display name: the username comes from the e-mail's local part.
    await expect(page.locator('.profile__facts dd').first()).toContainText(email.split('@')[0] as string);
    await page.getByRole('button', { name: 'Show e-mail' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  }
});

/** Every account route, in the states a visitor and an account see them. */
async function checkEveryAccountRoute(page: Page, scheme: 'light' | 'dark') {
  const themed = async () => {
    if (scheme === 'dark') await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    await expectAxeClean(page);
  };
  const signedOut: [string, string][] = [
    ['/login', 'Log in'],
    ['/register', 'Register'],
    ['/recover', 'Recover password'],
    ['/welcome', 'Welcome to Typeshelf!'],
    ['/pricing', 'Pricing'],
  ];
  for (const [path, heading] of signedOut) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    if (path === '/pricing')
      await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$49');
    await themed();
  }
  await logInWithProvider(page, stack(), 'GitHub', `contrast.${scheme}@github.example`);
  const signedIn: [string, string][] = [
    ['/profile', 'Profile'],
    ['/profile/change-password', 'Change password'],
    ['/profile/change-username', 'Change username'],
    ['/pricing', 'Pricing'],
  ];
  for (const [path, heading] of signedIn) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    if (path === '/pricing')
      await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$49');
    await themed();
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every account route passes axe in ${scheme} mode`, async ({ page }) => {
    // Nine full-page axe runs on a machine that may be busy.
    test.setTimeout(480_000);
    await page.emulateMedia({ colorScheme: scheme });
    await useStack(page, stack());
    await useFakePaddle(page, {
      pri_dev_starter_lifetime: 4999,
      pri_dev_pro_monthly: 499,
      pri_dev_pro_annually: 4788,
    });
    await checkEveryAccountRoute(page, scheme);
  });
}
