/**
 * The settings screen shows the version (03 §9); the development-only
 * options (02 §6) — the wallpaper theme, the backup folder and the cookie
 * preferences — appear in development mode only; the backup reminder links
 * to the export.
 */
import { expect, type Page, test } from '@playwright/test';
import { putRecords } from './local-data-helpers';

test('outside development mode: the version, and none of the development-only options', async ({ page }) => {
  await page.goto('/settings#manage-data');
  await expect(page.getByText('Version 1.29.0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export save file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Backup folder/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Cookie preferences/ })).toHaveCount(0);
  await page.goto('/settings#themes');
  await expect(page.getByRole('radio', { name: 'Nord' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mono Glass' })).toHaveCount(0);
});

test('in development mode: the backup folder, cookie preferences and the wallpaper theme', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  await page.goto('/settings#manage-data');
  await expect(page.getByRole('heading', { name: 'Backup folder (development)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose backup folder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Cookie preferences (development)' })).toBeVisible();
  await expect(page.getByText('Typeshelf sets no cookies')).toBeVisible();
  await page.goto('/settings#themes');
  await expect(page.getByRole('radio', { name: 'Mono Glass' })).toBeVisible();
});

test('a browser without the File System Access API is told so', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('typeshelf:dev-mode', 'true');
    // @ts-expect-error: removed to stand for a browser that lacks it
    delete window.showDirectoryPicker;
  });
  await page.goto('/settings#manage-data');
  await expect(
    page.getByText(
      "This browser can't save to a folder (it has no File System Access API). Use Export save file instead.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose backup folder' })).toHaveCount(0);
});

test('the backup reminder links to the save file export', async ({ page }) => {
  await page.goto('/');
  // Progress is what the reminder asks to keep: one read paragraph, and the book's stats.
  await putRecords(page, [
    {
      store: 'paragraphsStats',
      key: 'typeshelf--first-steps__000__0',
      value: { typed: null, read: { type: 'read', timestamp: 5, length: 20 }, cleared: 0 },
    },
    {
      store: 'booksStats',
      key: 'typeshelf--first-steps',
      value: {
        progress: 0.2,
        timestamp: 5,
        lastChapter: '000',
        read: 0,
        typed: 100,
        wpm: { value: 50, raw: 55, weight: 1000 },
        acc: { value: 97, weight: 100 },
        con: { value: 80, weight: 1000 },
        time: 60_000,
      },
    },
  ]);
  await page.reload();
  await expect(page.getByText('Back up your progress')).toBeVisible();
  await page.getByRole('link', { name: 'Export save file' }).click();
  await expect(page).toHaveURL('/settings#manage-data');
  await expect(page.getByRole('button', { name: 'Export save file' })).toBeVisible();
});

test('a saved wallpaper theme no longer offered is never painted, not even on the first frame', async ({
  page,
}) => {
  // Worn while offered (development mode), so the page remembers it for its next first paint.
  await page.goto('/settings#themes');
  await page.evaluate(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  await page.reload();
  await page.locator('.theme-picker__option', { hasText: 'Mono Glass' }).click();
  await expect(page.locator('#theme-sheet')).toHaveAttribute('data-theme', 'glass');
  await page.reload();
  await expect(page.locator('#theme-sheet')).toHaveAttribute('data-theme', 'glass');

  // The plan no longer offers it: every theme the page wears from its first frame is recorded.
  await page.evaluate(() => window.localStorage.removeItem('typeshelf:dev-mode'));
  await page.addInitScript(() => {
    const worn: string[] = [];
    (window as unknown as { wornThemes: string[] }).wornThemes = worn;
    const note = () => {
      const theme = document.getElementById('theme-sheet')?.dataset.theme ?? 'none';
      if (worn.at(-1) !== theme) worn.push(theme);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    requestAnimationFrame(() => {
      note();
      worn.push(`first frame: ${document.getElementById('theme-sheet')?.dataset.theme ?? 'none'}`);
    });
  });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Nord' })).toBeVisible();
  await expect(page.locator('#theme-sheet')).toHaveAttribute('data-theme', 'default');
  const worn = await page.evaluate(() => (window as unknown as { wornThemes: string[] }).wornThemes);
  expect(worn).toContain('first frame: default');
  expect(worn.filter((theme) => theme.includes('glass'))).toEqual([]);
});

/** The keys of a store of a database, and the value under `key`, read in the page. */
function readStore(page: Page, database: string, store: string, key: string) {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<{ keys: string[]; value: unknown }>((resolve, reject) => {
        const request = indexedDB.open(database);
        // A database the app has not made yet is not made here either: the app's own opening would
        // then find it at version 1 without its stores.
        let absent = false;
        request.onupgradeneeded = () => {
          absent = true;
          request.transaction?.abort();
        };
        request.onerror = () => (absent ? resolve({ keys: [], value: undefined }) : reject(request.error));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve({ keys: [], value: undefined });
            return;
          }
          const objects = db.transaction(store).objectStore(store);
          const keys = objects.getAllKeys();
          const value = objects.get(key);
          value.onsuccess = () => {
            db.close();
            resolve({ keys: keys.result.map(String), value: value.result });
          };
          value.onerror = () => reject(value.error);
        };
      }),
    { database, store, key },
  );
}

test('the version is recorded once the old data is migrated and backed up under the version that wrote it', async ({
  page,
}) => {
  await page.goto('/settings');
  // Data an older version wrote, in the first app's database.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('main', 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('settings');
        request.result.createObjectStore('booksStats');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['settings', 'booksStats'], 'readwrite');
      tx.objectStore('settings').put({ desktop: { ui: { lastVersion: '1.27.4' } } }, 'settings');
      tx.objectStore('booksStats').put({ progress: 0.5, timestamp: 1 }, 'typeshelf--first-steps');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
  await page.reload();
  const lastVersions = async () => {
    const settings = (section: string) => readStore(page, 'typeshelf-anonymous', 'settings', section);
    const [desktop, mobile] = await Promise.all([settings('desktop'), settings('mobile')]);
    type Stored = { ui?: { lastVersion?: string } } | undefined;
    return [(desktop.value as Stored)?.ui?.lastVersion, (mobile.value as Stored)?.ui?.lastVersion];
  };
  // The first visit above recorded the version already, so the backup is what shows the migration ran.
  await expect
    .poll(async () => (await readStore(page, 'typeshelf-backups', 'backups', '1.27.4')).keys)
    .toEqual(['1.27.4']);
  await expect.poll(lastVersions).toEqual(['1.29.0', '1.29.0']);

  // The next start finds the data current: no other backup, the version unchanged.
  await page.reload();
  await expect(page.getByText('Version 1.29.0')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await lastVersions()).toEqual(['1.29.0', '1.29.0']);
  expect((await readStore(page, 'typeshelf-backups', 'backups', '1.27.4')).keys).toEqual(['1.27.4']);
});
