import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { openPrompt, TUTORIAL } from './prompt-helpers';
import { storeFinishedBook } from './results-helpers';

test('a finished book shows the book tab, the book-complete card and its shortcuts', async ({ page }) => {
  // The confetti has tests of its own (results-share.spec.ts); here the page holds still for axe.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeFinishedBook(page);
  await page.goto(`/results/${TUTORIAL}__000`);
  await expect(page).toHaveTitle('First Steps by Typeshelf - Results');
  const card = page.getByRole('article', { name: 'Book complete' });
  await expect(card.getByRole('link', { name: 'LIBRARY' })).toHaveAttribute('href', '/books');
  await expect(card.getByRole('link', { name: 'CONTENTS' })).toHaveAttribute(
    'href',
    `/books/${TUTORIAL}#toc`,
  );
  await expect(page.getByRole('tab', { name: 'Book Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-stat="wpm"] .stats-value')).toHaveText('52');

  // The chapter tab shows the chapter, and the chapter's top speed is announced.
  await page.getByRole('tab', { name: 'Chapter Stats' }).click();
  await expect(page.locator('[data-stat="wpm"] .stats-value')).toHaveText('62');
  await expect(page.locator('[data-stat="typed"] .stats-value')).toHaveText('153');
  await expect(page.locator('.results-chart canvas').first()).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // Enter on a focused button is the button's; on the page it continues (here: to the library).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/books');
});

test('the chapter tab announces a top speed for ten seconds', async ({ page }) => {
  // The page's clock is driven: the notice's ten seconds pass without waiting them out.
  await page.clock.install();
  await storeFinishedBook(page);
  await page.goto(`/results/${TUTORIAL}__000?show=chapter`);
  await expect(page.getByRole('tab', { name: 'Chapter Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('New top speed!')).toBeVisible();
  // Accuracy's best belongs to another chapter: no notice for it.
  await expect(page.getByText('New top accuracy!')).toHaveCount(0);
  await page.clock.runFor(6_000);
  await expect(page.getByText('New top speed!')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText('New top speed!')).toBeHidden();
});

test('a book with nothing finished says so, with a way back', async ({ page }) => {
  await page.goto(`/books/${TUTORIAL}`);
  await page.goto(`/results/${TUTORIAL}`);
  await expect(page.getByRole('heading', { name: "The book isn't finished yet!" })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(`/books/${TUTORIAL}`);
});

test('the prompt has no serious or critical accessibility violation, and the out-of-focus overlay says how to resume', async ({
  page,
}) => {
  await openPrompt(page, TUTORIAL, '000');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Typing input').blur();
  await expect(
    page.getByText('The text is out of focus, click anywhere on the page to start typing.'),
  ).toBeVisible();
  await page.mouse.click(300, 300);
  await expect(page.getByLabel('Typing input')).toBeFocused();
  await expect(page.locator('.prompt-overlay')).toHaveCount(0);
});

test('a chapter the book does not have says so and leads back to the book or the library', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/prompt/${TUTORIAL}__999`);
  await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
  await expect(page.getByText('First Steps has no chapter at this address.')).toBeVisible();
  await expect(page).toHaveTitle('Chapter not found - Typeshelf');
  await expect(page.locator('.prompt-paragraph')).toHaveCount(0);
  expect(errors).toContain('Chapter data not loaded!');
  await expect(page.getByRole('link', { name: 'Back to the library' })).toHaveAttribute('href', '/books');
  await page.getByRole('link', { name: 'Back to the book' }).click();
  await expect(page).toHaveURL(new RegExp(`/books/${TUTORIAL}$`));
});

test('a chapter that fails to load says "Failed to fetch the chapter" and goes back to the book', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(`**/books/${TUTORIAL}/000.gz`, (route) => route.abort('internetdisconnected'));
  await page.goto(`/prompt/${TUTORIAL}__000`);
  await expect(
    page.getByTestId('notification').filter({ hasText: 'Failed to fetch the chapter' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/books/${TUTORIAL}$`));
  await expect(page.locator('.prompt-paragraph')).toHaveCount(0);
  expect(errors).toContain('Chapter data not loaded!');
});
