/**
 * Axe on every route of the app, in a light and a dark theme, with a typist's
 * history in place (a finished book), so the pages show their filled states:
 * the whole rule set in the light theme, then the colour rules once the system
 * turns dark, since the theme changes colours and nothing else. The account
 * routes need the account stack and run in account-providers.spec.ts; the
 * settings screen under every theme is in settings-themes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { openRoute, ROUTES, showEveryRoute } from './route-list';

test.describe.configure({ timeout: 300_000 });

test('axe finds no serious or critical violation on any route, in a light and a dark theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await showEveryRoute(page);
  const found: Record<string, string[]> = {};
  for (const route of ROUTES) {
    const [path] = route;
    await page.emulateMedia({ colorScheme: 'light' });
    await openRoute(page, route);
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    const light = await seriousViolations(page);
    if (light.length > 0) found[`${path} light`] = light;
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    const dark = await seriousViolations(page, ['color-contrast', 'link-in-text-block']);
    if (dark.length > 0) found[`${path} dark`] = dark;
  }
  expect(found).toEqual({});
});
