import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from './local-data-helpers';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';
import { ALICE, chooser, epub } from './upload-helpers';

/** When IndexedDB fails, every screen still works in memory and the visitor is told nothing is kept. */

const TITLE = "Progress can't be saved in this browser";
const UNAVAILABLE = 'This browser does not let the page keep data.';
const FULL = "The browser's storage is full.";
const BLOCKED = 'Another Typeshelf tab is holding on to the saved data, so this page cannot reach it.';
const shots = process.env.TYPESHELF_SCREENSHOTS;

/** Stubs the page's IndexedDB before any of its scripts run. */
const BROKEN = {
  /** Touching `indexedDB` throws, as in some private modes and sandboxed frames. */
  throws: () => {
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  },
  /** Every open fails, as a broken backing store does. */
  openFails: () => {
    IDBFactory.prototype.open = function open() {
      const request = {
        error: new DOMException('Internal error opening backing store.', 'UnknownError'),
      } as {
        error: DOMException;
        onerror?: (event: Event) => void;
      };
      setTimeout(() => request.onerror?.(new Event('error')), 0);
      return request as unknown as IDBOpenDBRequest;
    };
  },
  /** Every open stays blocked, as when an old tab never lets go of the database. */
  blocked: () => {
    IDBFactory.prototype.open = function open() {
      const request = {} as { onblocked?: (event: Event) => void };
      setTimeout(() => request.onblocked?.(new Event('blocked')), 0);
      return request as unknown as IDBOpenDBRequest;
    };
  },
  /** Writes are refused for quota once `__quotaFull` is set, the way a full disk refuses them. */
  quota: () => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function guardedPut(
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if ((window as unknown as { __quotaFull?: boolean }).__quotaFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  },
};

const notice = (page: Page) => page.getByTestId('notification').filter({ hasText: TITLE });

/** Types the tutorial's first paragraph and checks the prompt counts it. */
async function typeFirstParagraph(page: Page): Promise<void> {
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  await openPrompt(page, TUTORIAL, '000');
  await typeText(page, paragraphs[0]!, 0);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect(page.locator('.prompt-progress')).toHaveText(`1 / ${paragraphs.length} paragraphs`);
}

for (const [name, stub, text] of [
  ['access to IndexedDB throws', BROKEN.throws, UNAVAILABLE],
  ['opening the database fails', BROKEN.openFails, UNAVAILABLE],
  // Not the browser's refusal: the visitor learns another tab holds the data, and what to do.
  ['opening the database stays blocked', BROKEN.blocked, BLOCKED],
] as const) {
  test(`when ${name}, the home, the library and the prompt work and say progress is not saved`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript(stub);
    await page.goto('/');
    await expect(notice(page)).toContainText(text, { timeout: 15_000 });
    if (text !== UNAVAILABLE) await expect(notice(page)).not.toContainText(UNAVAILABLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (shots && name === 'access to IndexedDB throws') {
      await page.screenshot({ path: `${shots}/storage-unavailable-desktop.png` });
    }

    await page.goto('/books');
    await expect(page.locator('.library__count')).toContainText('Found', { timeout: 15_000 });
    await expect(notice(page)).toBeVisible({ timeout: 15_000 });

    await typeFirstParagraph(page);
    expect(errors.filter((error) => !/database|IndexedDB|storage/i.test(error))).toEqual([]);
  });
}

test('a full quota keeps what was typed in memory and says so', async ({ page }) => {
  await page.addInitScript(BROKEN.quota);
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  await openPrompt(page, TUTORIAL, '000');
  await typeText(page, paragraphs[0]!, 0);
  await page.keyboard.press('Enter');
  await expect(page.locator('.prompt-progress')).toHaveText(`1 / ${paragraphs.length} paragraphs`);
  await expect(notice(page)).toHaveCount(0);

  await page.evaluate(() => {
    (window as unknown as { __quotaFull: boolean }).__quotaFull = true;
  });
  await typeText(page, paragraphs[1]!, 0);
  await page.keyboard.press('Enter');
  await expect(notice(page)).toContainText(FULL);
  // Both paragraphs count: the one stored before, copied into memory, and the one the quota refused.
  await expect(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  await expect(page.locator('.prompt-progress')).toHaveText(`2 / ${paragraphs.length} paragraphs`);
  await expect(page.getByText('Progress not saved')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/storage-full-desktop.png` });
});

test('an upload with a full quota opens the book and says it is not kept', async ({ page }) => {
  await page.addInitScript(BROKEN.quota);
  await page.addInitScript(() => {
    (window as unknown as { __quotaFull: boolean }).__quotaFull = true;
  });
  await page.goto('/upload');
  await chooser(page).setInputFiles(epub(ALICE));
  await expect(page).toHaveURL(/\/books\/[^/]+\/edit\?new=true$/, { timeout: 30_000 });
  await expect(notice(page)).toContainText(FULL);
  await expect(page.getByText('We encountered an unexpected error')).toHaveCount(0);
});
