/**
 * The keyboard's vibration comes from the settings as they are applied: a
 * phone's chosen duration reaches `navigator.vibrate` on a key, and "None"
 * keeps the phone still.
 */
import { expect, type Page, test } from '@playwright/test';
import { openPrompt, TUTORIAL } from './prompt-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const vibrations = (page: Page) =>
  page.evaluate(() => (window as { vibrations?: number[] }).vibrations ?? []);

async function chooseHaptics(page: Page, label: string) {
  const keyboard = page.locator('#screen-keyboard');
  await keyboard.getByText(label, { exact: true }).click();
  await expect(keyboard.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

test('a key vibrates for the duration the settings give, and None keeps it still', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as { vibrations?: number[] }).vibrations = seen;
    navigator.vibrate = ((pattern: VibratePattern) => {
      seen.push(Number(pattern));
      return true;
    }) as Navigator['vibrate'];
  });
  await page.goto('/settings#screen-keyboard');
  await chooseHaptics(page, '40 ms');

  await openPrompt(page, TUTORIAL, '000');
  await page.keyboard.type('x');
  await expect.poll(() => vibrations(page)).toEqual([40]);

  await page.goto('/settings#screen-keyboard');
  await chooseHaptics(page, 'None');
  await openPrompt(page, TUTORIAL, '000');
  await page.keyboard.type('a');
  await page.keyboard.press('Backspace');
  expect(await vibrations(page)).toEqual([]);
});
