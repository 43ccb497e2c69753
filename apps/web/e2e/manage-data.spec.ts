import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';

/**
 * #manage-data in the browser: the save file and the settings file out and
 * back in, the three confirmed resets, and hostile files refused with the
 * spec's messages while nothing stored changes.
 */

test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 20_000 });

/** The stores a save file carries (every store but the server sync queue). */
const SAVED = [
  'booksStats',
  'chaptersStats',
  'paragraphsStats',
  'dailyStats',
  'missedWords',
  'progressLayouts',
  'general',
  'settings',
  'customBooksInfo',
  'customBooksContent',
];

type Dump = Record<string, [string, unknown][]>;

/** Every record of the anonymous profile's saved stores, key by key, in key order. */
function dumpStores(page: Page): Promise<Dump> {
  return page.evaluate(async (names) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('typeshelf-anonymous');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const present = names.filter((name) => db.objectStoreNames.contains(name));
    const dump: Record<string, [string, unknown][]> = {};
    const tx = db.transaction(present, 'readonly');
    await Promise.all(
      present.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const store = tx.objectStore(name);
            const keys = store.getAllKeys();
            const values = store.getAll();
            values.onsuccess = () => {
              dump[name] = keys.result.map((key, i) => [String(key), values.result[i]]);
              resolve();
            };
            values.onerror = () => reject(values.error);
          }),
      ),
    );
    db.close();
    return dump;
  }, SAVED);
}

const count = (dump: Dump, store: string) => dump[store]?.length ?? 0;

/** Types the tutorial's first two paragraphs, each stored when its Enter is pressed. */
async function typeTwoParagraphs(page: Page) {
  await openPrompt(page, TUTORIAL, '000');
  for (const text of catalogueChapter(TUTORIAL, '000').slice(0, 2)) {
    await typeText(page, text, 0);
    await page.keyboard.press('Enter');
  }
  await slow(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  // Both paragraphs and the daily stats are stored before anything reads them.
  await expect
    .poll(async () => count(await dumpStores(page), 'paragraphsStats'), { timeout: 20_000 })
    .toBe(2);
}

async function openManageData(page: Page) {
  await page.goto('/settings#manage-data');
  await slow(page.getByRole('button', { name: 'Export save file' })).toBeVisible();
}

/** Runs one reset through its dialog, typing its phrase. */
async function reset(page: Page, label: string, phrase: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${label}?` });
  const confirm = dialog.getByRole('button', { name: label, exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(`${phrase} now`);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(phrase);
  await confirm.click();
  await expect(dialog).toBeHidden();
}

const notification = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

/** Picks a file in one of the hidden file inputs behind the import buttons. */
async function importFile(page: Page, label: string, file: { name: string; buffer: Buffer }) {
  await page
    .locator(`input[type="file"][aria-label="${label}"]`)
    .setInputFiles({ ...file, mimeType: 'application/octet-stream' });
}

async function download(page: Page, button: string): Promise<{ name: string; buffer: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), buffer: readFileSync(path) };
}

test('a save exported, then "reset all", then imported gives identical stores record by record', async ({
  page,
}) => {
  await typeTwoParagraphs(page);
  await openManageData(page);
  await page.locator('#typing-mode summary').click();
  await page.locator('#typing-mode').getByText('25 min').click();
  await slow(page.locator('#typing-mode').getByRole('radio', { name: '25 min' })).toBeChecked();
  const before = await dumpStores(page);
  expect(count(before, 'paragraphsStats')).toBe(2);
  expect(count(before, 'dailyStats')).toBeGreaterThan(0);
  expect(count(before, 'settings')).toBeGreaterThan(0);

  const save = await download(page, 'Export save file');
  expect(save.name).toMatch(/^typeshelf_\d{4}-\d{2}-\d{2}\.save$/);
  expect(save.buffer[0]).toBe(1);
  await slow(page.getByText(/Last save file export:/)).not.toContainText('never');

  await reset(page, 'Reset all', 'reset all');
  await slow(notification(page, 'Progress cleared!')).toBeVisible();
  await expect(notification(page, 'Default settings restored!')).toBeVisible();
  await expect.poll(async () => count(await dumpStores(page), 'paragraphsStats')).toBe(0);
  await expect(page.locator('#typing-mode').getByRole('radio', { name: '25 min' })).not.toBeChecked();

  await importFile(page, 'Import save file', save);
  await slow(notification(page, 'Save file imported successfully')).toBeVisible();
  await expect.poll(() => dumpStores(page), { timeout: 20_000 }).toEqual(before);
  await slow(page.locator('#typing-mode').getByRole('radio', { name: '25 min' })).toBeChecked();

  // The progress is back where it shows: the prompt resumes at the third paragraph.
  await openPrompt(page, TUTORIAL, '000');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'typed');
  await expect(page.locator('[data-paragraph="1"]')).toHaveAttribute('data-status', 'typed');
  await expect(page.locator('[data-paragraph="2"]')).toHaveAttribute('data-status', 'current');
});

test('a corrupt save, a wrong version and prototype keys are refused with their message and change nothing', async ({
  page,
}) => {
  await typeTwoParagraphs(page);
  await openManageData(page);
  const before = await dumpStores(page);
  const corrupted = "The file you're trying to upload is corrupted and cannot be loaded.";
  const versioned = (version: number, json: string) =>
    Buffer.concat([Buffer.from([version]), gzipSync(json)]);
  const valid = (await download(page, 'Export save file')).buffer;
  const files = [
    // A real save cut in half: the gzip stream ends early.
    { name: 'cut.save', buffer: valid.subarray(0, Math.floor(valid.length / 2)) },
    { name: 'text.save', buffer: Buffer.from('not a save file at all') },
    { name: 'v2.save', buffer: Buffer.concat([Buffer.from([2]), valid.subarray(1)]) },
    { name: 'v2-json.save', buffer: versioned(1, JSON.stringify({ version: 2, stores: {} })) },
    {
      name: 'proto.save',
      buffer: versioned(1, '{"version":1,"stores":{"general":{"__proto__":{"polluted":true}}}}'),
    },
  ];
  for (const file of files) {
    await importFile(page, 'Import save file', file);
    const message = notification(page, corrupted);
    await slow(message, file.name).toBeVisible();
    await message.getByRole('button', { name: 'Close notification' }).click();
    await expect(message).toHaveCount(0);
  }
  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
  await expect(notification(page, 'Save file imported successfully')).toHaveCount(0);
  // The export wrote its time; everything else is as it was.
  const after = await dumpStores(page);
  expect({ ...after, settings: [] }).toEqual({ ...before, settings: [] });
});

test('a settings file goes out and back in; a bad or hostile one is refused and changes nothing', async ({
  page,
}) => {
  await page.goto('/settings#themes');
  await page.locator('.theme-picker__option', { hasText: 'Nord' }).click();
  await page.locator('#typing-mode summary').click();
  await page.locator('#typing-mode').getByText('20 min').click();
  await slow(page.locator('#typing-mode').getByRole('radio', { name: '20 min' })).toBeChecked();
  await page.locator('#manage-data summary').click();
  const file = await download(page, 'Export settings');
  expect(file.name).toBe('typeshelf_settings_desktop.json');
  const document = JSON.parse(file.buffer.toString('utf8'));
  expect(Object.keys(document).sort()).toEqual(['desktop', 'shared']);
  expect(document.desktop.ui.theme).toBe('nord');

  await reset(page, 'Reset settings', 'reset settings');
  await slow(notification(page, 'Default settings restored!')).toBeVisible();
  await slow(page.locator('style#theme-sheet')).not.toHaveAttribute('data-theme', 'nord');
  await expect(page.locator('#typing-mode').getByRole('radio', { name: '20 min' })).not.toBeChecked();

  await importFile(page, 'Import settings', file);
  await slow(notification(page, 'Settings loaded!')).toBeVisible();
  await slow(page.locator('style#theme-sheet')).toHaveAttribute('data-theme', 'nord');
  await expect(page.locator('#typing-mode').getByRole('radio', { name: '20 min' })).toBeChecked();
  const stored = await dumpStores(page);

  const hostile = [
    { name: 'proto.json', buffer: Buffer.from('{"shared":{"__proto__":{"dailyGoal":99}},"desktop":{}}') },
    {
      name: 'constructor.json',
      buffer: Buffer.from('{"shared":{},"desktop":{"ui":{"constructor":{"prototype":{"x":1}}}}}'),
    },
    { name: 'broken.json', buffer: Buffer.from('{"shared": {') },
    { name: 'empty.json', buffer: Buffer.from('{}') },
  ];
  for (const bad of hostile) {
    await importFile(page, 'Import settings', bad);
    const message = notification(page, 'Cannot import settings');
    await slow(message, bad.name).toContainText('There is a problem with your settings file.');
    await message.getByRole('button', { name: 'Close notification' }).click();
    await expect(message).toHaveCount(0);
  }
  expect(await dumpStores(page)).toEqual(stored);
  await page.reload();
  await slow(page.locator('style#theme-sheet')).toHaveAttribute('data-theme', 'nord');
});

test('"delete progress" keeps books, favourites and settings; "reset settings" keeps progress', async ({
  page,
}) => {
  await typeTwoParagraphs(page);
  await page.goto(`/books/${TUTORIAL}`);
  await page.getByRole('button', { name: 'Favourite' }).first().click();
  await expect.poll(async () => JSON.stringify((await dumpStores(page)).general)).toContain(TUTORIAL);
  await page.goto('/settings#screen-keyboard');
  await page.locator('#screen-keyboard').getByText('6 px').click();
  await slow(page.locator('#screen-keyboard').getByRole('radio', { name: '6 px' })).toBeChecked();
  await page.locator('#manage-data summary').click();
  const before = await dumpStores(page);

  await reset(page, 'Delete progress', 'delete progress');
  await slow(notification(page, 'Progress cleared!')).toBeVisible();
  await expect(notification(page, 'Default settings restored!')).toHaveCount(0);
  await expect.poll(async () => count(await dumpStores(page), 'paragraphsStats')).toBe(0);
  const cleared = await dumpStores(page);
  for (const store of ['booksStats', 'chaptersStats', 'dailyStats', 'progressLayouts'])
    expect(count(cleared, store), store).toBe(0);
  expect(cleared.settings).toEqual(before.settings);
  expect(JSON.stringify(cleared.general)).toContain(TUTORIAL);
  await expect(page.locator('#screen-keyboard').getByRole('radio', { name: '6 px' })).toBeChecked();

  // Cancel runs nothing.
  await page.getByRole('button', { name: 'Reset settings', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#screen-keyboard').getByRole('radio', { name: '6 px' })).toBeChecked();

  await reset(page, 'Reset settings', 'reset settings');
  await slow(notification(page, 'Default settings restored!')).toBeVisible();
  await slow(page.locator('#screen-keyboard').getByRole('radio', { name: '2 px' })).toBeChecked();
  const restored = await dumpStores(page);
  expect(JSON.stringify(restored.general)).toContain(TUTORIAL);

  await openPrompt(page, TUTORIAL, '000');
  await expect(page.locator('[data-paragraph="0"]')).toHaveAttribute('data-status', 'current');
});

test('the wallpaper theme keeps a URL only when it is an image or a video', async ({ page }) => {
  // A 1×1 PNG, and a page that is neither image nor video.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route('https://wallpapers.test/**', (route) =>
    route.request().url().endsWith('.png')
      ? route.fulfill({ contentType: 'image/png', body: png })
      : route.fulfill({ contentType: 'text/html', body: '<p>hello</p>' }),
  );
  await page.addInitScript(() => localStorage.setItem('typeshelf:dev-mode', 'true'));
  await page.goto('/settings#themes');
  await page.locator('.theme-picker__option', { hasText: 'Mono Glass' }).click();
  const field = page.getByLabel('Wallpaper (image or video URL)');
  await field.fill('https://wallpapers.test/page.html');
  await page.getByRole('button', { name: 'Set wallpaper' }).click();
  await slow(notification(page, 'Wallpaper format not supported')).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/\bhas-wallpaper\b/);

  await field.fill('https://wallpapers.test/one.png');
  await page.getByRole('button', { name: 'Set wallpaper' }).click();
  await slow(page.locator('body')).toHaveClass(/\bhas-wallpaper\b/);
  await page.reload();
  await slow(page.locator('body')).toHaveClass(/\bhas-wallpaper\b/);
  await expect(page.getByLabel('Wallpaper (image or video URL)')).toHaveValue(
    'https://wallpapers.test/one.png',
  );
});
