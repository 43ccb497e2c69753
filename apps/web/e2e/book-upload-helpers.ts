/**
 * Helpers for browser tests that type an uploaded EPUB from the shared corpus:
 * upload it as a private book, read its stored chapters, and check a chapter's results.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The shared EPUB corpus beside the repository, read in place. */
export const epubs =
  process.env.TYPESHELF_SHARED_EPUBS ??
  fileURLToPath(new URL('../../../../shared/fixtures/epubs/', import.meta.url));

export interface StoredChapter {
  id: string;
  mode: string;
  paragraphs: string[];
}

/** Uploads an EPUB as a private book, saves its edit page, and returns its id and chapters. */
export async function uploadBook(
  page: Page,
  file: string,
): Promise<{ id: string; chapters: StoredChapter[] }> {
  await page.goto('/upload');
  await page.getByLabel('Choose files').setInputFiles({
    name: file.split('/').pop()!,
    mimeType: 'application/epub+zip',
    buffer: readFileSync(`${epubs}/${file}`),
  });
  await expect(page).toHaveURL(/\/books\/[^/]+\/edit\?new=true$/, { timeout: 30_000 });
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/books/${id}`);
  const chapters = await page.evaluate(async (bookId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = <T>(store: string) =>
      new Promise<T>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).get(bookId);
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    const info = await read<{ chapters: { id: string; mode: string }[] }>('customBooksInfo');
    const content = await read<Record<string, string[]>>('customBooksContent');
    db.close();
    return info.chapters.map((c) => ({ id: c.id, mode: c.mode, paragraphs: content[c.id] ?? [] }));
  }, id);
  return { id, chapters };
}

/** The shortest chapter to type, so a test types a whole chapter in reasonable time. */
export function shortestTypable(chapters: StoredChapter[], minChars = 0): StoredChapter {
  const size = (c: StoredChapter) => c.paragraphs.reduce((sum, p) => sum + p.length, 0);
  const typable = chapters.filter((c) => c.mode === 'type' && c.paragraphs.length > 0 && size(c) >= minChars);
  return typable.sort((a, b) => size(a) - size(b))[0]!;
}

/** Opens a chapter of a private book in the prompt with the typing input focused. */
export async function openChapter(page: Page, bookId: string, chapter: StoredChapter): Promise<void> {
  await page.goto(`/prompt/${bookId}__${chapter.id}`);
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
}

/**
 * Types a chapter paragraph by paragraph with `typeParagraph`, pressing Enter
 * after each, then checks the results screen: every character typed, 100% accuracy.
 * A chapter that finishes its book opens the results on the book's tab.
 * `checkEachParagraph: false` leaves out the look for a wrong character before
 * each Enter (a round trip per paragraph, a fifth of a long chapter's time):
 * the results' 100% accuracy and full count still catch any wrong or missing one.
 */
export async function typeChapterToResults(
  page: Page,
  bookId: string,
  chapter: StoredChapter,
  typeParagraph: (text: string, paragraph: number) => Promise<void>,
  { finishesBook = false, checkEachParagraph = true } = {},
): Promise<void> {
  await openChapter(page, bookId, chapter);
  for (const [i, text] of chapter.paragraphs.entries()) {
    await typeParagraph(text, i);
    if (checkEachParagraph)
      await expect(page.locator(`[data-paragraph="${i}"] [data-state="x"]`)).toHaveCount(0);
    await page.keyboard.press('Enter');
  }
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/results/${bookId}__${chapter.id}`);
  const opened = page.getByRole('tab', { name: finishesBook ? 'Book Stats' : 'Chapter Stats' });
  await expect(opened).toHaveAttribute('aria-selected', 'true');
  if (finishesBook) await page.getByRole('tab', { name: 'Chapter Stats' }).click();
  const length = chapter.paragraphs.reduce((sum, p) => sum + [...p].length, 0);
  await expect(page.locator('[data-stat="typed"] .stats-value')).toHaveText(length.toLocaleString('en'));
  await expect(page.locator('[data-stat="acc"] .stats-value')).toHaveText('100');
}
