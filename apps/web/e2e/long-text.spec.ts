import { expect, type Page, test } from '@playwright/test';
import { chooser, tbf } from './upload-helpers';

/** Text from files is text, never layout: an unbroken 100,000-character word wraps on every screen. */

// Letters from a fixed sequence, not one letter repeated: a file of one repeated letter packs a
// thousand to one, which the import budget rightly refuses as a decompression bomb.
let seed = 2_463_534_242;
const WORD = Array.from({ length: 100_000 }, () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return String.fromCharCode(97 + ((seed >>> 0) % 26));
}).join('');
const shots = process.env.TYPESHELF_SCREENSHOTS;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`a 100,000-character word in a title, a description and a chapter title wraps (${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/upload');
    await chooser(page).setInputFiles(
      tbf('nobody--long-words', `Long ${WORD.slice(0, 2000)}`, {
        description: `A description with ${WORD} in it.`,
        longDescription: [WORD],
        chapters: [{ id: '000', title: `Chapter ${WORD}`, mode: 'type', length: 21 }],
      }),
    );
    await expect(page).toHaveURL('/books/nobody--long-words', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Long ${WORD.slice(0, 3)}`);
    await expect(page.getByText(`Chapter ${WORD.slice(0, 50)}`).first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    if (shots) await page.screenshot({ path: `${shots}/long-words-book-${device}.png` });

    await page.goto('/books?tab=private');
    await expect(page.locator('.library__count')).toContainText('Found 1 book', { timeout: 15_000 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    if (shots) await page.screenshot({ path: `${shots}/long-words-library-${device}.png` });
  });
}

test('bidi overrides in a title and a chapter title are dropped: "evil" never shows as "live"', async ({
  page,
}) => {
  await page.goto('/upload');
  await chooser(page).setInputFiles(
    tbf('nobody--bidi', 'An \u202eevil\u202c title', {
      chapters: [{ id: '000', title: 'The \u2067evil\u2069 chapter\u0007', mode: 'type', length: 21 }],
    }),
  );
  await expect(page).toHaveURL('/books/nobody--bidi', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An evil title');
  await expect(page.getByText('The evil chapter', { exact: true }).first()).toBeVisible();
  const shown = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  expect(shown).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0007]/u);
});
