import { readdirSync } from 'node:fs';
import { expect, type Page, test, type Worker } from '@playwright/test';
import { chooser, EPUBS } from './upload-helpers';

/** A long conversion can be stopped: Cancel, or leaving the screen, ends its worker at once. */

/**
 * Every public book of the corpus at once: a conversion long enough to stop midway. Given as
 * paths, so the browser reads them from disk instead of receiving 30 MB through the protocol.
 */
const PUBLIC = readdirSync(`${EPUBS}/public`)
  .filter((name) => name.endsWith('.epub'))
  .map((name) => `${EPUBS}/public/${name}`);

/** Resolves with the conversion worker once it starts; `closed` settles when it is terminated. */
function conversionWorker(page: Page): Promise<{ worker: Worker; closed: Promise<void> }> {
  return new Promise((resolve) => {
    page.on('worker', (worker) => {
      if (!worker.url().includes('convert')) return;
      const closed = new Promise<void>((done) => worker.on('close', () => done()));
      resolve({ worker, closed });
    });
  });
}

test('Cancel stops a long conversion: the worker ends, nothing is stored, the screen is ready again', async ({
  page,
}) => {
  await page.goto('/upload');
  const started = conversionWorker(page);
  await chooser(page).setInputFiles(PUBLIC);
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible();
  const { closed } = await started;
  await cancel.click();
  await closed;
  await expect(cancel).toHaveCount(0);
  await expect(page).toHaveURL('/upload');
  await expect(page.getByRole('alert').filter({ hasText: 'error' })).toHaveCount(0);
  await expect(chooser(page)).toBeEnabled();

  await page.goto('/books?tab=private');
  await expect(page.locator('.library__count')).toContainText('Found 0 books', { timeout: 15_000 });
});

test('leaving the upload screen mid-conversion ends the worker and stores nothing', async ({ page }) => {
  await page.goto('/upload');
  const started = conversionWorker(page);
  await chooser(page).setInputFiles(PUBLIC);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const { closed } = await started;
  // A link in the app's header: the route changes without a reload, so only the unmount can stop it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/books/);
  await closed;
  await page.goto('/books?tab=private');
  await expect(page.locator('.library__count')).toContainText('Found 0 books', { timeout: 15_000 });
});
