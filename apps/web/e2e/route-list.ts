/**
 * Every route of the app outside the account screens, each with what shows
 * once it has loaded, for the checks that go over all of them (axe, zoom).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { TUTORIAL } from './prompt-helpers';
import { storeFinishedBook } from './results-helpers';

export const ROUTES: [string, (page: Page) => Locator][] = [
  ['/', (page) => page.locator('main h1').first()],
  ['/books?genre=fiction', (page) => page.getByText(/^Found \d+ books?$/)],
  [`/books/${TUTORIAL}`, (page) => page.locator('.main-action')],
  [`/books/${TUTORIAL}/edit`, (page) => page.getByLabel('Title')],
  ['/upload', (page) => page.locator('main h1').first()],
  ['/healthcheck', (page) => page.locator('main h1').first()],
  ['/stats', (page) => page.locator('main h1').first()],
  ['/practice', (page) => page.locator('main h1').first()],
  ['/share', (page) => page.getByRole('heading', { name: 'Share your progress' })],
  ['/showcase', (page) => page.locator('main h1').first()],
  ['/media-pack', (page) => page.locator('main h1').first()],
  ['/playground', (page) => page.locator('main h1').first()],
  ['/settings', (page) => page.getByRole('heading', { level: 1, name: 'Settings' })],
  [`/prompt/${TUTORIAL}__000`, (page) => page.locator('.prompt-paragraph').first()],
  [`/results/${TUTORIAL}__000`, (page) => page.locator('[data-stat="wpm"] .stats-value')],
  ['/no-such-page', (page) => page.getByText('Page not found')],
];

/**
 * Prepares a page to show every route filled in: development mode (the
 * playground and the catalogue book's edit page), a finished book in the
 * history, and reduced motion so the results' confetti holds still.
 */
export async function showEveryRoute(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('typeshelf:dev-mode', 'true'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeFinishedBook(page);
}

/** Opens a route and waits until it has loaded. */
export async function openRoute(page: Page, [path, loaded]: (typeof ROUTES)[number]): Promise<void> {
  await page.goto(path);
  await expect(loaded(page)).toBeVisible({ timeout: 20_000 });
}
