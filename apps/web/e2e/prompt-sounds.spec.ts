/**
 * The prompt's key sounds: the player loads only where sounds are on, and
 * then plays from the first keys on; a muted visit never fetches it, and the
 * first paragraph typed is saved either way.
 */
import { expect, type Page, test } from '@playwright/test';
import { storedSettingsJson } from './local-data-helpers';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import { countTones, tonesPlayed } from './tone-counter';

/** Counts the tones the page's sound player starts, and the sound player's chunk when it is fetched. */
async function listen(page: Page): Promise<() => boolean> {
  await countTones(page);
  let fetched = false;
  page.on('request', (request) => {
    if (/\/assets\/sound-player-[\w-]+\.js$/.test(new URL(request.url()).pathname)) fetched = true;
  });
  return () => fetched;
}

test('with sounds on, the prompt plays its keys from the first ones typed', async ({ page }) => {
  const playerFetched = await listen(page);
  await page.goto('/settings#sounds');
  const mute = page.getByRole('switch', { name: 'Mute all sounds' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => storedSettingsJson(page)).toMatch(/"muteAll":false/);

  await openPrompt(page, TUTORIAL, '000');
  // The player is asked for as the prompt opens, before any key.
  await expect.poll(playerFetched).toBe(true);
  const before = await tonesPlayed(page);
  const text = catalogueChapter(TUTORIAL, '000')[0] ?? '';
  await typeText(page, text.slice(0, 3), 100);
  await expect.poll(() => tonesPlayed(page)).toBeGreaterThan(before);
});

test('a muted prompt never fetches the sound player, and its first paragraph is saved', async ({ page }) => {
  const playerFetched = await listen(page);
  await openPrompt(page, TUTORIAL, '000');
  const text = catalogueChapter(TUTORIAL, '000')[0] ?? '';
  // Typed at once: the first key comes while the prompt's save code may still be on its way.
  await typeText(page, text, 0);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'current');
  await openPrompt(page, TUTORIAL, '000');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  expect(await tonesPlayed(page)).toBe(0);
  expect(playerFetched()).toBe(false);
});
