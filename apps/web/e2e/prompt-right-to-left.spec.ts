/**
 * Right-to-left text: it runs right to left, and the caret stands on the side
 * each character starts from, so numbers and Latin names inside an Arabic
 * paragraph get it on their left. (The Hebrew chapter typed to its end is in
 * prompt-languages.spec.ts.)
 */
import { expect, type Page, test } from '@playwright/test';
import { openChapter, shortestTypable, uploadBook } from './book-upload-helpers';
import { charBox, charsTypedRight, drawnCaret } from './prompt-helpers';

/**
 * The line caret stands on the side a character starts from: the right of a
 * Hebrew or Arabic letter, the left of a Latin letter or digit in the same paragraph.
 */
async function expectCaretBefore(page: Page, paragraph: number, index: number, side: 'left' | 'right') {
  await expect
    .poll(async () => {
      const c = await charBox(page, paragraph, index);
      if (!c) return Number.NaN;
      const k = await drawnCaret(page, { x: c.x - 12, y: c.y, width: c.width + 24, height: c.height });
      if (!k) return Number.NaN;
      // The caret is drawn on whole pixels; the character's edge may fall between two.
      return Math.abs(side === 'left' ? k.left - c.x : c.x + c.width - k.right) <= 1;
    })
    .toBe(true);
}

// The prompt's font finishes loading after the first paint; the caret is placed again then
// (it once kept the fallback font's box, a few pixels off).
test('an Arabic paragraph types right to left, a number inside it left to right', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, chapters } = await uploadBook(
    page,
    'nonlatin-and-special/ar_regime-anticancer-arabic_rtl.epub',
  );
  const chapter = shortestTypable(chapters, 1000);
  await openChapter(page, id, chapter);
  await expect(page.locator('.prompt-text')).toHaveAttribute('dir', 'rtl');
  // The first paragraph mixing in a number or Latin letters, typed from the chapter's start.
  const mixedAt = chapter.paragraphs.findIndex((p) => /[A-Za-z0-9]/.test(p));
  expect(mixedAt).toBeGreaterThanOrEqual(0);
  for (const [i, text] of chapter.paragraphs.slice(0, mixedAt + 1).entries()) {
    const chars = [...text];
    await expectCaretBefore(page, i, 0, /[A-Za-z0-9]/.test(chars[0]!) ? 'left' : 'right');
    const latin = chars.findIndex((c) => /[A-Za-z0-9]/.test(c));
    if (latin > 0) {
      await page.keyboard.insertText(chars.slice(0, latin).join(''));
      await expectCaretBefore(page, i, latin, 'left');
    }
    await page.keyboard.insertText(chars.slice(Math.max(0, latin)).join(''));
    await expect(page.locator(`[data-paragraph="${i}"] [data-state="x"]`)).toHaveCount(0);
    await expect.poll(() => charsTypedRight(page, i)).toBe(chars.length);
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-paragraph="${i}"]`)).toHaveAttribute('data-status', 'typed');
  }
});
