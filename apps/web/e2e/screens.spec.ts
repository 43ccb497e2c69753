/**
 * Pictures of the main screens, at a desktop and a phone width, in the light
 * and the dark mode of the default theme, compared with the reviewed ones in
 * `__screenshots__`. One page walks through every screen in the order a
 * typist's data grows (empty stats, a typed paragraph, a finished book, a
 * year of history), so the whole walk costs one app start per picture set.
 * (The history is loaded while the profile is still empty: the app takes a
 * first version's records in only then.) Everything that could change from run to run is fixed: the clock, the
 * history (seeded), the time zone, fonts loaded, animations off; live
 * figures (the prompt's timer) are masked.
 *
 * Pricing and the profile are photographed signed in against the local
 * backend (one stack for those pictures, a fake Paddle.js with fixed prices).
 *
 * Update the pictures with `pnpm --filter @typeshelf/web screenshots:update`.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { generatedProgress } from '@typeshelf/fixtures';
import { logInWithProvider, useFakePaddle } from './account-helpers';
import { accountStackForFile, test, useStack } from './account-stack';
import { loadLegacyHistory } from './history-helpers';
import { catalogueChapter, openPrompt, TUTORIAL } from './prompt-helpers';
import { storeFinishedBook } from './results-helpers';

/** A fixed "now": a Monday noon, so the heatmap and the dates never move. */
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const NARROW_ROUTES = [
  '/',
  '/books?genre=fiction',
  `/books/${TUTORIAL}`,
  `/prompt/${TUTORIAL}__001`,
  `/results/${TUTORIAL}__000`,
  '/stats',
  '/settings',
  '/share',
  '/upload',
  '/showcase',
];

test.describe.configure({ timeout: 180_000 });

/** A year of practice on two catalogue books, ending two hours before `NOW`. */
function yearOfHistory() {
  return generatedProgress({
    seed: 11,
    paragraphs: 500,
    days: 365,
    end: NOW - 2 * 3_600_000,
    books: ['arthur-conan-doyle--a-study-in-scarlet', 'jane-austen--pride-and-prejudice'],
    chaptersPerBook: 6,
  });
}

/** Waits for the web fonts and for two frames, so the picture shows the settled page. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The window's picture (a screen's lower part is scrolled to: a full-page picture resizes the charts). */
async function picture(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    maxDiffPixelRatio: 0.002,
  });
}

async function open(page: Page, path: string, loaded: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(loaded(page)).toBeVisible({ timeout: 20_000 });
}

for (const { name, viewport, isMobile } of VIEWPORTS) {
  for (const scheme of SCHEMES) {
    test.describe(`${name} ${scheme}`, () => {
      test.use({ viewport, isMobile, hasTouch: isMobile, colorScheme: scheme, timezoneId: 'UTC' });

      test(`the main screens at ${viewport.width} px in the ${scheme} mode`, async ({ page }) => {
        const shot = (screen: string, mask?: Locator[]) => picture(page, `${screen}-${name}-${scheme}`, mask);
        await page.clock.setFixedTime(NOW);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

        await open(page, '/stats', (p) => p.getByRole('heading', { name: 'No stats yet' }));
        await shot('stats-empty');

        await page.goto('/');
        await loadLegacyHistory(page, yearOfHistory());
        await open(page, '/stats', (p) => p.locator('.recent-stats__table tbody tr').first());
        await page.locator('.long-term-chart canvas').first().waitFor();
        await shot('stats');
        await page.evaluate(() => document.querySelector('.heatmap')?.scrollIntoView({ block: 'start' }));
        await shot('stats-charts');
        await open(page, '/', (p) => p.locator('main h1').first());
        await shot('home');
        await open(page, '/books?genre=fiction', (p) => p.getByText(/^Found \d+ books?$/));
        await shot('library');
        await open(page, '/settings', (p) => p.getByRole('heading', { level: 1, name: 'Settings' }));
        await shot('settings');
        await open(page, '/share', (p) => p.getByRole('heading', { name: 'Share your progress' }));
        await shot('share');

        await openPrompt(page, TUTORIAL, '000');
        const first = catalogueChapter(TUTORIAL, '000')[0] ?? '';
        // Half the first sentence, with one wrong key in it, so typed, wrong and untyped text all show.
        const half = first.slice(0, 24);
        await page.keyboard.type(`${half.slice(0, 12)}x${half.slice(13)}`, { delay: 15 });
        await shot('prompt', [page.locator('.prompt-progress, .prompt-status')]);

        await storeFinishedBook(page);
        await open(page, `/results/${TUTORIAL}__000`, (p) => p.locator('[data-stat="wpm"] .stats-value'));
        await page.locator('.results-chart canvas').first().waitFor();
        await shot('results');
        await page.evaluate(() =>
          document.querySelector('.results-chart')?.scrollIntoView({ block: 'center' }),
        );
        await shot('results-chart');
        await open(page, `/books/${TUTORIAL}`, (p) => p.locator('.main-action'));
        await shot('book');
        await open(page, '/books?search=qwxzv', (p) => p.getByText(/^Found 0 books$/));
        await shot('library-empty');

        if (isMobile && scheme === 'light') {
          // The narrowest phone: no screen scrolls sideways at 320 px.
          await page.setViewportSize({ width: 320, height: 640 });
          const wide: string[] = [];
          for (const path of NARROW_ROUTES) {
            await page.goto(path);
            await page.locator('main').waitFor();
            await settled(page);
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > 320) wide.push(`${path}: ${width} px`);
          }
          expect(wide).toEqual([]);
        }
      });
    });
  }
}

test.describe('account screens', () => {
  const stack = accountStackForFile();
  for (const { name, viewport, isMobile } of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      test.describe(`${name} ${scheme}`, () => {
        test.use({ viewport, isMobile, hasTouch: isMobile, colorScheme: scheme, timezoneId: 'UTC' });

        test(`pricing and the profile at ${viewport.width} px in the ${scheme} mode`, async ({ page }) => {
          const shot = (screen: string, mask?: Locator[]) =>
            picture(page, `${screen}-${name}-${scheme}`, mask);
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await useStack(page, stack());
          await useFakePaddle(page, {
            pri_dev_starter_lifetime: 4999,
            pri_dev_pro_monthly: 499,
            pri_dev_pro_annually: 4788,
          });
          // One account per picture set, signed in at the
          // desktop width, where the header shows the Profile link the sign-in waits for.
          await page.setViewportSize(VIEWPORTS[0].viewport);
          await logInWithProvider(
            page,
            stack(),
            'Google',
            `typist.${name}.${scheme}@google.example`,
            '/pricing',
          );
          await page.setViewportSize(viewport);
          await expect(page.getByRole('article', { name: 'Starter' }).getByText('$49')).toBeVisible();
          await shot('pricing');
          await open(page, '/profile', (p) => p.getByRole('article', { name: 'Starter' }).getByText('$49'));
          // The username and the join date differ per picture set and per run (the e-mail and the id
          // show hidden until asked for).
          await shot('profile', [page.locator('.profile__facts > div:nth-child(-n + 2) dd')]);
        });
      });
    }
  }
});
