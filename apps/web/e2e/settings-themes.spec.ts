import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

/**
 * Axe on /settings under every theme the picker offers, light and dark: the
 * whole rule set once with every section open, then the colour rules for
 * each theme, since a theme changes colours and nothing else. For those, the
 * sections that hold every kind of control stay open (switches, lists,
 * choice rows, chips, swatches) and the rest close, which keeps 48 runs short (about 40 s).
 */

test.describe.configure({ timeout: 180_000 });

const SECTIONS = ['typing-mode', 'reading-mode', 'screen-keyboard', 'themes', 'sounds', 'recommendations'];

test('axe finds no serious or critical violation on /settings under every theme, light and dark', async ({
  page,
}) => {
  await page.goto('/settings#themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const id of SECTIONS) {
    const section = page.locator(`#${id}`);
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  }
  expect(await seriousViolations(page)).toEqual([]);
  for (const id of ['reading-mode', 'screen-keyboard', 'sounds'])
    await page.locator(`#${id} summary`).click();

  const themes = await page
    .locator('.theme-picker input[name="theme"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  // The free and accessibility themes (the wallpaper theme is offered in development builds only).
  expect(themes.length).toBe(24);
  const found: Record<string, string[]> = {};
  for (const mode of ['Light', 'Dark']) {
    await page.locator('#themes').getByText(mode, { exact: true }).click();
    await expect(page.locator('body')).toHaveClass(mode === 'Dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    for (const theme of themes) {
      await page.locator('.theme-picker__option', { has: page.locator(`input[value="${theme}"]`) }).click();
      await expect(page.locator('style#theme-sheet')).toHaveAttribute('data-theme', theme);
      const violations = await seriousViolations(page, ['color-contrast', 'link-in-text-block']);
      if (violations.length > 0) found[`${theme} ${mode}`] = violations;
    }
  }
  expect(found).toEqual({});
});
