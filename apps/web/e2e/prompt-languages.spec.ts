import { expect, type Page, test } from '@playwright/test';
import { shortestTypable, typeChapterToResults, uploadBook } from './book-upload-helpers';
import { typeText } from './prompt-helpers';

// Letters a US keyboard lacks arrive as text input, as from an input method or a phone keyboard.
const typeParagraph = (page: Page) => (text: string) => typeText(page, text, 0);

test('a chapter of the Hebrew book is typed right to left to its end', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, chapters } = await uploadBook(page, 'nonlatin-and-special/he_israelsailing_rtl.epub');
  const chapter = shortestTypable(chapters);
  await page.goto(`/prompt/${id}__${chapter.id}`);
  await expect(page.locator('.prompt-text')).toHaveAttribute('dir', 'rtl');
  await typeChapterToResults(page, id, chapter, typeParagraph(page));
});

test('a chapter of the Polish book is typed with its diacritics to its end', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, chapters } = await uploadBook(
    page,
    'nonlatin-and-special/pl_mickiewicz_pisma-filomatyczne_epub2.epub',
  );
  const chapter = shortestTypable(chapters);
  expect(chapter.paragraphs.join('')).toMatch(/[ąćęłńóśźż]/i);
  await typeChapterToResults(page, id, chapter, typeParagraph(page));
});

test('a chapter of the Arabic book is typed right to left to its end', async ({ page }) => {
  test.setTimeout(300_000);
  const { id, chapters } = await uploadBook(
    page,
    'nonlatin-and-special/ar_regime-anticancer-arabic_rtl.epub',
  );
  // The book's one typable chapter (143 paragraphs, 28,820 characters), so it finishes the book.
  const chapter = shortestTypable(chapters);
  expect(chapters.filter((c) => c.mode === 'type')).toHaveLength(1);
  // Each paragraph committed at once, as dictation or a pasted line is (the fastest way in: a
  // paragraph's words one by one take several times as long), the text checked right to left first.
  await typeChapterToResults(
    page,
    id,
    chapter,
    async (text, paragraph) => {
      if (paragraph === 0) await expect(page.locator('.prompt-text')).toHaveAttribute('dir', 'rtl');
      await page.keyboard.insertText(text);
    },
    { finishesBook: true, checkEachParagraph: false },
  );
});
