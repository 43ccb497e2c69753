import { expect, type Page, test } from '@playwright/test';

/** An auth service at an address of its own, whose every request `answer` handles. */
async function useAuthService(page: Page, answer: Parameters<Page['route']>[1]) {
  const url = 'http://auth.typeshelf.test';
  await page.route('**/backend.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ url, anonKey: 'anon' }) }),
  );
  await page.route(`${url}/**`, answer);
  // The account screens of this build show in development mode, as the account journeys use them.
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('reader@example.com');
  await page.getByLabel('Password').fill('a long password 123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const notification = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

test('logging in while the server cannot be reached says so as a notification', async ({ page }) => {
  await useAuthService(page, (route) => route.abort('connectionrefused'));
  await logIn(page);
  await expect(notification(page, 'could not connect, check the connection')).toBeVisible();
  await expect(page.getByText('Authentication failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('logging in while the server fails says "unknown failure" as a notification', async ({ page }) => {
  await useAuthService(page, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure' }),
    }),
  );
  await logIn(page);
  await expect(notification(page, 'unknown failure')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
