import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { storedSettingsJson } from './local-data-helpers';
import { openPrompt, TUTORIAL } from './prompt-helpers';

/**
 * Fonts: a bundled font's files are fetched only once a setting chooses it;
 * custom fonts are imported, stored and drawn by the prompt and the
 * on-screen keyboard; a Japanese book draws in the CJK fallback family.
 */

test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

const epubs =
  process.env.TYPESHELF_SHARED_EPUBS ??
  fileURLToPath(new URL('../../../../shared/fixtures/epubs/', import.meta.url));
/** A real font file from the installed Fontsource package, imported under another name. */
const loraFile = fileURLToPath(
  new URL('../node_modules/@fontsource/lora/files/lora-latin-400-normal.woff2', import.meta.url),
);

/** The font files the page requested so far (Fontsource's woff2/woff files). */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2?(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Whether the document holds a loaded face of `family`. */
function faceLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === name && face.status === 'loaded',
    );
  }, family);
}

const promptFont = (page: Page) =>
  page
    .locator('.prompt-text')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);

test('a bundled font is fetched only once chosen, and the prompt draws with it', async ({ page }) => {
  const requested = fontRequests(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/settings#typing-mode');
  await page.locator('#typing-mode').getByLabel('Font', { exact: true }).selectOption({ label: 'Lora' });
  // Nothing chose Lora before: no Lora file was fetched on the home page or the settings screen.
  expect(requested.filter((url) => /lora/i.test(url))).toEqual([]);
  // Opening the prompt by its address loads the page afresh: the choice must be written first.
  await expect.poll(() => storedSettingsJson(page), { timeout: 20_000 }).toMatch(/Lora/);

  await openPrompt(page, TUTORIAL, '000');
  expect(await promptFont(page)).toMatch(/^Lora, Georgia, "Noto Sans JP"/);
  await expect.poll(() => faceLoaded(page, 'Lora'), { timeout: 30_000 }).toBe(true);
  expect(requested.some((url) => /lora-latin-400-normal[-.][^/]*woff2/.test(url))).toBe(true);
  // Only the subsets the text uses are fetched: the tutorial is Latin, so no Cyrillic or Vietnamese files.
  expect(requested.filter((url) => /lora-(cyrillic|vietnamese)/.test(url))).toEqual([]);
});

test('custom fonts are imported (others skipped with a warning) and drawn by the prompt and the keyboard', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/settings#typing-mode');
  const typing = page.locator('#typing-mode');
  await typing.locator('input[type="file"][aria-label="Import font files"]').setInputFiles([
    { name: 'My Book Font.woff2', mimeType: 'font/woff2', buffer: readFileSync(loraFile) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a font') },
  ]);
  await slow(typing.getByLabel('Custom font')).toHaveValue('1');
  await expect(typing.getByLabel('Custom font').locator('option')).toHaveText(['None', 'My Book Font']);
  expect(warnings.some((text) => text.includes('Skipped notes.txt'))).toBe(true);

  await page.goto('/settings#screen-keyboard');
  const keyboard = page.locator('#screen-keyboard');
  const show = keyboard.getByRole('switch', { name: 'Show the screen keyboard' });
  if ((await show.getAttribute('aria-checked')) !== 'true') await show.click();
  await slow(show).toHaveAttribute('aria-checked', 'true');
  await keyboard.getByLabel('Custom key font').selectOption({ label: 'My Book Font' });
  await page.reload();
  await slow(page.locator('#screen-keyboard').getByLabel('Custom key font')).toHaveValue('1');

  await openPrompt(page, TUTORIAL, '000');
  expect(await promptFont(page)).toMatch(/^"My Book Font", /);
  await expect.poll(() => faceLoaded(page, 'My Book Font'), { timeout: 30_000 }).toBe(true);
  const keyFont = await page.locator('.screen-keyboard').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(keyFont).toMatch(/^"My Book Font", /);
});

test('a Japanese book draws in the CJK fallback family', async ({ page }) => {
  await page.goto('/upload');
  await page.getByLabel('Choose files').setInputFiles({
    name: 'ja_jlreq-in-japanese.epub',
    mimeType: 'application/epub+zip',
    buffer: readFileSync(`${epubs}/nonlatin-and-special/ja_jlreq-in-japanese.epub`),
  });
  await expect(page).toHaveURL(/\/books\/[^/]+\/edit\?new=true$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/books\/[^/?]+$/);
  await page.locator('.chapter-list__item--type a').first().click();
  await page.locator('.prompt-paragraph').first().waitFor();
  const text = (await page.locator('.prompt-paragraph').first().textContent()) ?? '';
  expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
  await expect.poll(() => faceLoaded(page, 'Noto Sans JP'), { timeout: 30_000 }).toBe(true);
  // The page's own characters render in the bundled family, not a missing-glyph box.
  const sample = [...text].find((char) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(char)) ?? '日';
  expect(await page.evaluate((char) => document.fonts.check('1em "Noto Sans JP"', char), sample)).toBe(true);
  if (process.env.TYPESHELF_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.TYPESHELF_SCREENSHOTS}/prompt-japanese.png` });
});
