/**
 * Typing through input methods: text is composed in the browser's own IME
 * machinery (CDP `Input.imeSetComposition`, then `Input.insertText` commits),
 * so the page sees real compositionstart/update/end and input events. Each
 * composition first shows text that differs from what is committed: if any of
 * it were scored, accuracy would fall below 100.
 */
import { type CDPSession, expect, test } from '@playwright/test';
import { shortestTypable, typeChapterToResults, uploadBook } from './book-upload-helpers';

/** Composes `committed` the way an IME does: readings shown and replaced, then the choice committed. */
async function compose(cdp: CDPSession, committed: string, readings: string[]): Promise<void> {
  for (const text of readings) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  await cdp.send('Input.insertText', { text: committed });
}

/** Splits text into IME-sized pieces (a few characters, as a typist converts phrase by phrase). */
const phrases = (text: string, size = 4): string[] => {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
};

test('a chapter of the Japanese book is typed through an input method to its end', async ({ page }) => {
  test.setTimeout(180_000);
  const { id, chapters } = await uploadBook(page, 'nonlatin-and-special/ja_jlreq-in-japanese.epub');
  const chapter = shortestTypable(chapters, 40);
  expect(chapter.paragraphs.join('')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  const cdp = await page.context().newCDPSession(page);
  await typeChapterToResults(page, id, chapter, async (text) => {
    for (const phrase of phrases(text)) {
      // Kana readings the typist sees before converting; never what is committed.
      await compose(cdp, phrase, ['か', 'かん', 'かんじ']);
    }
  });
});

test('accented letters typed with dead keys score the composed letter, never the accent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id, chapters } = await uploadBook(
    page,
    'nonlatin-and-special/pl_mickiewicz_pisma-filomatyczne_epub2.epub',
  );
  const chapter = shortestTypable(chapters);
  expect(chapter.paragraphs.join('')).toMatch(/[ąćęłńóśźż]/i);
  const cdp = await page.context().newCDPSession(page);
  await typeChapterToResults(page, id, chapter, async (text) => {
    for (const char of text) {
      if (/[\x20-\x7e]/.test(char)) {
        await page.keyboard.type(char);
        continue;
      }
      // The dead key itself (as macOS reports it), the accent shown while composing, then the letter.
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Dead', code: 'Quote' });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Dead', code: 'Quote' });
      await compose(cdp, char, ['´']);
    }
  });
});
