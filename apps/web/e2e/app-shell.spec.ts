import { expect, test } from '@playwright/test';

test('the app shell renders its landmarks and navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Typeshelf/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
});
