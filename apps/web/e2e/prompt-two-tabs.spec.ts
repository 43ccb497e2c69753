import { expect, type Page, test } from '@playwright/test';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';

/** Two tabs of one profile typing the same chapter: each finished paragraph is counted once. */

interface Stored {
  recent: { id: string; timestamp: number }[];
  cells: Record<string, { typed: { timestamp: number } | null }>;
}

/** The stored summary's recent list and the chapter's paragraph cells, as IndexedDB holds them. */
function stored(page: Page): Promise<Stored> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['general', 'paragraphsStats']);
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const [summary, keys, values] = await Promise.all([
      read(tx.objectStore('general').get('summary')),
      read(tx.objectStore('paragraphsStats').getAllKeys()),
      read(tx.objectStore('paragraphsStats').getAll()),
    ]);
    db.close();
    return {
      recent: (summary as Stored | undefined)?.recent ?? [],
      cells: Object.fromEntries(keys.map((key, i) => [String(key), values[i]])),
    };
  });
}

test('two tabs typing the same paragraph leave one entry in the recent list, the latest', async ({
  context,
}) => {
  // Three paragraphs typed key by key in two tabs: slow on a busy machine, never stuck.
  test.setTimeout(180_000);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  const first = await context.newPage();
  const second = await context.newPage();
  // Both tabs open the chapter, and read the progress, before either types.
  await openPrompt(first, TUTORIAL, '000');
  await openPrompt(second, TUTORIAL, '000');

  // The second tab starts the paragraph first, so its caret is in it: a paragraph being typed is
  // never taken from under the caret by what another tab saves.
  await second.bringToFront();
  await second.getByLabel('Typing input').focus();
  await typeText(second, paragraphs[0]!.slice(0, 5), 0);

  await first.bringToFront();
  await first.getByLabel('Typing input').focus();
  await typeText(first, paragraphs[0]!, 0);
  await first.keyboard.press('Enter');
  await expect(first.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect.poll(async () => (await stored(first)).recent.length).toBe(1);

  // The second tab finishes the paragraph it was typing; its result replaces the first one.
  await second.bringToFront();
  await second.getByLabel('Typing input').focus();
  await typeText(second, paragraphs[0]!.slice(5), 0);
  await second.keyboard.press('Enter');
  await expect(second.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  const id = `${TUTORIAL}__000__0`;
  // Once, and the entry is the second result: the one the paragraph's stored cell holds.
  await expect
    .poll(async () => {
      const { recent, cells } = await stored(second);
      const cell = cells[id]?.typed?.timestamp;
      return recent.filter((entry) => entry.id === id).map((entry) => entry.timestamp === cell);
    })
    .toEqual([true]);

  // The first tab goes on with the next paragraph: what the second tab saved stays, once.
  await first.bringToFront();
  await first.getByLabel('Typing input').focus();
  await typeText(first, paragraphs[1]!, 0);
  await first.keyboard.press('Enter');
  await expect(first.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  await expect
    .poll(async () => (await stored(first)).recent.map((entry) => entry.id))
    .toEqual([id, `${TUTORIAL}__000__1`]);
  const { recent, cells } = await stored(first);
  for (const entry of recent) expect(entry.timestamp, entry.id).toBe(cells[entry.id]?.typed?.timestamp);
});
