import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, storedSettingsJson } from './local-data-helpers';
import { TUTORIAL } from './prompt-helpers';
import { storeFinishedBook } from './results-helpers';
import { countTones, tonesPlayed } from './tone-counter';

// Each test draws pictures and reads stored stats: give them room on a machine busy with other tests.
test.describe.configure({ timeout: 180_000 });

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The share card is 960 px wide, pictured at twice its size. */
const PICTURE_WIDTH = 1920;
/** Drawing the picture takes a few seconds on a machine busy with other tests. */
const drawn = { timeout: 30_000 };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Holds the tutorial's big cover back until the returned function is called. */
async function holdCover(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/books/${TUTORIAL}/cover.min.webp`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('Share as Image shows for a finished chapter on the chapter tab, and on the book tab only for a finished book', async ({
  page,
}) => {
  await storeFinishedBook(page, 0.9);
  await page.goto(`/results/${TUTORIAL}__000?show=chapter`);
  await expect(page.getByRole('tab', { name: 'Chapter Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Share as Image' })).toBeVisible();
  await page.getByRole('tab', { name: 'Book Stats' }).click();
  await expect(page.locator('[data-stat="wpm"] .stats-value')).toHaveText('52');
  await expect(page.getByRole('button', { name: 'Share as Image' })).toHaveCount(0);
  // An unfinished book has no book-complete block and no confetti.
  await expect(page.getByRole('heading', { name: /Congratulations/ })).toHaveCount(0);
  await expect(page.locator('.results-confetti')).toHaveCount(0);
});

test('the share dialog prepares the picture, copies it to the clipboard and saves it as a PNG', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const errors = collectErrors(page);
  await storeFinishedBook(page, 0.9);
  await page.goto(`/results/${TUTORIAL}__000?show=chapter`);
  const release = await holdCover(page);
  await page.getByRole('button', { name: 'Share as Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share as Image' });
  await expect(dialog.getByText('Preparing the screenshot, please wait...')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Image' })).toHaveCount(0);
  release();

  const picture = dialog.getByRole('img', { name: /Chapter complete/ });
  await expect(picture).toBeVisible(drawn);
  await expect(dialog.getByText('Preparing the screenshot, please wait...')).toHaveCount(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(PICTURE_WIDTH);

  expect(await seriousViolations(page, undefined, 'dialog')).toEqual([]);

  // Copy: 'Copied!' for half a second, and the clipboard holds the PNG.
  // The half-second flash is watched from inside the page, so a slow poll cannot miss it.
  const copy = dialog.getByRole('button', { name: 'Copy Image' });
  await copy.evaluate((button) => {
    const seen: { text: string; at: number }[] = [];
    (window as unknown as { copyLabels: typeof seen }).copyLabels = seen;
    new MutationObserver(() => seen.push({ text: button.textContent ?? '', at: performance.now() })).observe(
      button,
      { childList: true, characterData: true, subtree: true },
    );
  });
  await copy.click();
  const labels = () =>
    page.evaluate(() => (window as unknown as { copyLabels: { text: string; at: number }[] }).copyLabels);
  await expect
    .poll(async () => (await labels()).map((l) => l.text), drawn)
    .toEqual(['Copied!', 'Copy Image']);
  const [shown, back] = await labels();
  expect((back?.at ?? 0) - (shown?.at ?? 0)).toBeGreaterThanOrEqual(490);

  // Save: a PNG download named for the book, the chapter and the day.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save Image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^typeshelf-typeshelf--first-steps-000-\d{4}-\d{2}-\d{2}\.png$/);
  const saved = new Uint8Array(readFileSync(await file.path()));
  expect([...saved.slice(0, 8)]).toEqual(PNG_MAGIC);
  expect(saved.length).toBeGreaterThan(10_000);
  expect(pngSize(saved).width).toBe(PICTURE_WIDTH);

  // Closing and opening again shows the same picture at once: the card has not changed.
  const first = await picture.getAttribute('src');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Share as Image' }).click();
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toBe(first);
  await expect(page.locator('.share-stage')).toHaveCount(0);

  // The clipboard is read once the clicks are done: a read left later clicks waiting in headless Chromium.
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return null;
    const blob = await item.getType('image/png');
    return { types: item.types, bytes: [...new Uint8Array(await blob.arrayBuffer())] };
  });
  expect(copied?.types).toEqual(['image/png']);
  const clipboardBytes = Uint8Array.from(copied?.bytes ?? []);
  expect([...clipboardBytes.slice(0, 8)]).toEqual(PNG_MAGIC);
  expect(pngSize(clipboardBytes).width).toBe(PICTURE_WIDTH);
  expect(errors).toEqual([]);
});

test('a refused copy is only logged: the button keeps its label', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const errors = collectErrors(page);
  // Playwright can only grant; the browser's own protocol denies, in this test's context.
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.setPermission', {
    permission: { name: 'clipboard-write' },
    setting: 'denied',
    origin: baseURL,
    browserContextId: targetInfo.browserContextId,
  });
  await storeFinishedBook(page, 0.9);
  await page.goto(`/results/${TUTORIAL}__000?show=chapter`);
  await page.getByRole('button', { name: 'Share as Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share as Image' });
  await expect(dialog.getByRole('img', { name: /Chapter complete/ })).toBeVisible(drawn);
  const before = await dialog.textContent();
  const alerts = await page.getByRole('alert').count();
  const logged = page.waitForEvent('console', (message) => message.text().startsWith('Copy image failed'));
  await dialog.getByRole('button', { name: 'Copy Image' }).click();
  await logged;
  // Nothing changes on screen: no 'Copied!', no message, no notice.
  await expect(dialog.getByRole('button', { name: 'Copy Image' })).toBeVisible();
  expect(await dialog.textContent()).toBe(before);
  expect(await page.getByRole('alert').count()).toBe(alerts);
  expect(errors.filter((e) => !e.startsWith('Copy image failed'))).toEqual([]);
  await cdp.detach();
});

test('a finished book shows the extra block, plays five confetti bursts and the success sound, and shares from the book tab', async ({
  page,
}) => {
  // Counts the tones the page's sound player starts (the success sound is a four-note arpeggio).
  await countTones(page);
  await storeFinishedBook(page);
  // Sounds are muted until the visitor turns them on.
  await page.goto('/settings#sounds');
  const mute = page.getByRole('switch', { name: 'Mute all sounds' });
  await expect(mute).toHaveAttribute('aria-checked', 'true');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-checked', 'false');
  // A full load ends a write still on its way: the results page must find the sounds on.
  await expect.poll(() => storedSettingsJson(page)).toMatch(/"muteAll":false/);

  await page.goto(`/results/${TUTORIAL}__000`);
  const extra = page.getByRole('region', { name: 'Congratulations, you finished First Steps!' });
  await expect(extra).toContainText('6 chapters, 918 characters in 3m 24s of typing, at 52 wpm on average.');
  await expect(extra.getByRole('link', { name: 'See all your stats' })).toHaveAttribute('href', '/stats');
  await expect(page.locator('.results-confetti')).toHaveAttribute('data-bursts', '5', { timeout: 30_000 });
  // The success sound's four tones, and one firework crackle with each of the five bursts.
  await expect.poll(() => tonesPlayed(page)).toBe(9);

  await expect(page.getByRole('tab', { name: 'Book Stats' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Share as Image' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Share as Image' })
      .getByRole('img', { name: /^Book complete: First Steps/ }),
  ).toBeVisible(drawn);
  // Another tab's card says something else: its own picture is made, not the book's shown again.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Chapter Stats' }).click();
  await page.getByRole('button', { name: 'Share as Image' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Share as Image' }).getByRole('img', { name: /^Chapter complete:/ }),
  ).toBeVisible(drawn);
});

test('with reduced motion a finished book shows no confetti, and a muted page plays no sound', async ({
  page,
}) => {
  await countTones(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeFinishedBook(page);
  await page.goto(`/results/${TUTORIAL}__000`);
  await expect(
    page.getByRole('heading', { name: 'Congratulations, you finished First Steps!' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share as Image' })).toBeVisible();
  await expect(page.locator('.results-confetti')).toHaveCount(0);
  expect(await tonesPlayed(page)).toBe(0);
});
