import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { typeText } from './prompt-helpers';

/** The shared EPUB corpus beside the repository, read in place. */
const epubs =
  process.env.TYPESHELF_SHARED_EPUBS ??
  fileURLToPath(new URL('../../../../shared/fixtures/epubs/', import.meta.url));

interface StoredChapter {
  id: string;
  mode: string;
  paragraphs: string[];
}

/** Uploads an EPUB as a private book, saves its edit page, and returns its id and typable chapters. */
async function uploadBook(page: Page, file: string): Promise<{ id: string; chapters: StoredChapter[] }> {
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

/** The shortest chapter to type, so the test types a whole chapter in reasonable time. */
function shortestTypable(chapters: StoredChapter[]): StoredChapter {
  const typable = chapters.filter((c) => c.mode === 'type' && c.paragraphs.length > 0);
  const size = (c: StoredChapter) => c.paragraphs.reduce((sum, p) => sum + p.length, 0);
  return typable.sort((a, b) => size(a) - size(b))[0]!;
}

async function typeChapter(page: Page, bookId: string, chapter: StoredChapter): Promise<void> {
  await page.goto(`/prompt/${bookId}__${chapter.id}`);
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
  for (const [i, text] of chapter.paragraphs.entries()) {
    // Letters a US keyboard lacks arrive as text input, as from an input method or a phone keyboard.
    await typeText(page, text, 0);
    await expect(page.locator(`[data-paragraph="${i}"] [data-state="x"]`)).toHaveCount(0);
    await page.keyboard.press('Enter');
  }
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/results/${bookId}__${chapter.id}`);
  await expect(page.getByRole('tab', { name: 'Chapter Stats' })).toHaveAttribute('aria-selected', 'true');
  const length = chapter.paragraphs.reduce((sum, p) => sum + [...p].length, 0);
  await expect(page.locator('[data-stat="typed"] .stats-value')).toHaveText(length.toLocaleString('en'));
  await expect(page.locator('[data-stat="acc"] .stats-value')).toHaveText('100');
}

test('a chapter of the Hebrew book is typed right to left to its end', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, chapters } = await uploadBook(page, 'nonlatin-and-special/he_israelsailing_rtl.epub');
  const chapter = shortestTypable(chapters);
  await page.goto(`/prompt/${id}__${chapter.id}`);
  await expect(page.locator('.prompt-text')).toHaveAttribute('dir', 'rtl');
  await typeChapter(page, id, chapter);
});

test('a chapter of the Polish book is typed with its diacritics to its end', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, chapters } = await uploadBook(
    page,
    'nonlatin-and-special/pl_mickiewicz_pisma-filomatyczne_epub2.epub',
  );
  const chapter = shortestTypable(chapters);
  expect(chapter.paragraphs.join('')).toMatch(/[ąćęłńóśźż]/i);
  await typeChapter(page, id, chapter);
});
