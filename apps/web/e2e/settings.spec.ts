import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from './local-data-helpers';
import { openPrompt, TUTORIAL } from './prompt-helpers';

// Each test walks many controls, each a stored write and a redraw: give them room on a busy machine.
test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 20_000 });

const SECTIONS = [
  'typing-mode',
  'reading-mode',
  'screen-keyboard',
  'themes',
  'sounds',
  'recommendations',
  'manage-data',
];

/** Opens every section (each click also puts its hash in the address). */
async function openAll(page: Page) {
  for (const id of SECTIONS) {
    const section = page.locator(`#${id}`);
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  }
}

/** Every control's shown value, by its label: switches, lists, choice rows and chips. */
async function controlValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const values: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLButtonElement>('.settings [role="switch"]'))
      values[`switch ${el.id}`] = String(el.getAttribute('aria-checked'));
    for (const el of document.querySelectorAll<HTMLSelectElement>('.settings select'))
      values[`select ${el.id}`] = el.options[el.selectedIndex]?.text ?? '';
    for (const set of document.querySelectorAll<HTMLFieldSetElement>('.settings fieldset')) {
      const legend = set.querySelector('legend')?.textContent ?? '';
      const section = set.closest('details')?.id ?? '';
      const checked = set.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      if (checked) values[`choice ${section} ${legend}`] = checked.parentElement?.textContent ?? '';
      const chips = [...set.querySelectorAll('[aria-pressed="true"]')].map((c) => c.textContent);
      if (set.querySelector('.chip')) values[`chips ${legend}`] = chips.join(',');
    }
    return values;
  });
}

/**
 * Changes every control on the screen to another value: each switch flips,
 * each list and choice row moves to another option, the first chips are chosen.
 */
async function changeEverything(page: Page) {
  for (const toggle of await page.locator('.settings [role="switch"]').all()) {
    await toggle.click();
  }
  for (const select of await page.locator('.settings select').all()) {
    const count = await select.locator('option').count();
    const current = Number(await select.inputValue());
    await select.selectOption({ index: (current + 1) % count });
  }
  const rows = page.locator('.settings fieldset.segmented');
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const legend = await row.locator('legend').textContent();
    // The custom goal opens a number box instead of storing a value; volumes at "Off" would mute the demo only.
    const options = row.locator('.segmented__option').filter({ hasNot: page.locator('input:checked') });
    const pick = legend === 'Daily goal' ? options.first() : options.last();
    await pick.click();
  }
  for (const set of await page.locator('.settings .chip-set').all())
    await set.locator('.chip').first().click();
  const themes = page.locator('.theme-picker__option');
  await themes.nth(3).click();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`every settings control changes and survives a reload (${viewport.name})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/settings');
    await expect(page).toHaveTitle('Settings - Typeshelf');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await openAll(page);
    const before = await controlValues(page);
    await changeEverything(page);
    // Let the last writes land before reading the screen back.
    await page.waitForTimeout(1000);
    const after = await controlValues(page);
    for (const key of Object.keys(before)) expect(after[key], key).not.toBe(before[key]);
    expect(Object.keys(after).length).toBeGreaterThan(viewport.name === 'desktop' ? 50 : 45);

    await page.reload();
    await openAll(page);
    await expect.poll(() => controlValues(page), { timeout: 20_000 }).toEqual(after);
    expect(errors).toEqual([]);
  });
}

test('desktop and mobile keep their own values; the daily goal is shared', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings#screen-keyboard');
  await page.locator('#screen-keyboard').getByText('6 px').click();
  await page.locator('#typing-mode summary').click();
  await page.locator('#typing-mode').getByText('25 min').click();
  await slow(page.locator('#typing-mode').getByRole('radio', { name: '25 min' })).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings#screen-keyboard');
  const keyboard = page.locator('#screen-keyboard');
  await slow(keyboard.getByRole('radio', { name: '20 ms' })).toBeChecked();
  await expect(keyboard.getByRole('radio', { name: '2 px' })).toBeChecked();
  await keyboard.getByText('60 ms').click();
  await slow(keyboard.getByRole('radio', { name: '60 ms' })).toBeChecked();
  await page.goto('/settings#typing-mode');
  await slow(page.locator('#typing-mode').getByRole('radio', { name: '25 min' })).toBeChecked();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings#screen-keyboard');
  await slow(keyboard.getByRole('radio', { name: '6 px' })).toBeChecked();
  // Haptics are mobile-only.
  await expect(keyboard.getByText('60 ms')).toHaveCount(0);
});

test('a custom daily goal is clamped to 1..1440 minutes', async ({ page }) => {
  await page.goto('/settings#typing-mode');
  await page.locator('#typing-mode').getByText('Custom').click();
  const box = page.getByLabel('Minutes a day (1–1440)');
  await box.fill('5000');
  await box.press('Enter');
  await slow(box).toHaveValue('1440');
  await page.reload();
  await slow(page.getByLabel('Minutes a day (1–1440)')).toHaveValue('1440');
});

test('a theme restyles the page at once, dark mode is a class on the body, the favicon is redrawn', async ({
  page,
}) => {
  await page.goto('/settings#themes');
  const icon = await page.locator('link#theme-icon').getAttribute('href');
  await page.locator('.theme-picker__option', { hasText: 'Nord' }).click();
  await expect(page.getByRole('radio', { name: 'Nord' })).toBeChecked();
  await expect(page.locator('style#theme-sheet')).toHaveAttribute('data-theme', 'nord');
  await expect(page.locator('style[data-theme]')).toHaveCount(1);
  expect(await page.locator('link#theme-icon').getAttribute('href')).not.toBe(icon);
  await page.locator('#themes').getByText('Dark', { exact: true }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await page.locator('#themes').getByText('Light', { exact: true }).click();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('style#theme-sheet')).toHaveAttribute('data-theme', 'nord');
});

test('the prompt follows the settings live', async ({ page }) => {
  await openPrompt(page, TUTORIAL, '000');
  const size = () =>
    page
      .locator('.prompt-text')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--prompt-size').trim());
  expect(await size()).toBe('1.6rem');
  await page.goto('/settings#typing-mode');
  await page.locator('#typing-mode').getByLabel('Font size').selectOption({ label: '6' });
  await page.locator('#typing-mode').getByText('Block', { exact: true }).click();
  // Back to the prompt inside the app (no reload): it draws with the new settings.
  await page.evaluate((href) => history.pushState(null, '', href), `/prompt/${TUTORIAL}__000`);
  await page.locator('.prompt-paragraph').first().waitFor();
  await expect.poll(size, { timeout: 20_000 }).toBe('2rem');
});

test('Settings in the header while on settings goes back', async ({ page }) => {
  await page.goto('/books');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/books$/);
});
