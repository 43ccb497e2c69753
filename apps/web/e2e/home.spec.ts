import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { collectErrors, putRecords } from './local-data-helpers';

test('a new visitor sees the welcome hero, and Enter starts the tutorial', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start the tutorial' })).toHaveAttribute(
    'href',
    '/prompt/typeshelf--first-steps__000',
  );
  await page.locator('body').press('Enter');
  await expect(page).toHaveURL(/\/prompt\/typeshelf--first-steps__000$/);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('a returning reader sees the continue hero and the other books in progress', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  const stats = (progress: number, timestamp: number, lastChapter: string) => ({
    progress,
    lastChapter,
    timestamp,
    typed: 100,
    wpm: { value: 50, raw: 55, weight: 1000 },
    acc: { value: 97, weight: 100 },
    con: { value: 80, weight: 1000 },
    time: 60_000,
  });
  await putRecords(page, [
    {
      store: 'chaptersStats',
      key: 'typeshelf--first-steps__000',
      value: { ...stats(1, 5, '000'), read: 0 },
    },
    { store: 'booksStats', key: 'typeshelf--first-steps', value: stats(0.2, 5, '000') },
    { store: 'booksStats', key: 'jane-austen--pride-and-prejudice', value: stats(0.4, 50, '003') },
  ]);
  await page.reload();
  const hero = page.getByRole('region', { name: 'Pride and Prejudice' });
  await expect(hero.getByText('Continue where you left off')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'CONTINUE (40%)' })).toHaveAttribute(
    'href',
    /\/prompt\/jane-austen--pride-and-prejudice__\d{3}$/,
  );
  const others = page.getByRole('region', { name: 'In progress' });
  await expect(others.getByRole('link', { name: /First Steps/ })).toBeVisible();
  await expect(others.getByRole('link')).toHaveCount(1);
});

test('the community widgets say when there is no info and where the community is, and the showcase loads', async ({
  page,
}) => {
  await page.goto('/');
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByText('No info available.')).toBeVisible();
  await expect(
    chat.getByText('Chat with other typists, ask for help and share your progress.'),
  ).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Join the chat on Discord' })).toHaveAttribute(
    'href',
    'https://discord.gg/typeshelf',
  );
  const forum = page.getByRole('region', { name: 'Forum' });
  await expect(forum.getByText('No info available.')).toBeVisible();
  await expect(forum.getByRole('link', { name: 'Read the forum on Reddit' })).toHaveAttribute(
    'href',
    'https://www.reddit.com/r/typeshelf/',
  );
  const showcase = page.getByRole('region', { name: 'Showcase' });
  await expect(showcase.getByRole('link').first()).toHaveText(
    /New here\? Start with First Steps|Find your home row in five minutes|Speed, accuracy and consistency, explained/,
  );
  await expect(showcase.getByRole('link', { name: 'Every video and article' })).toHaveAttribute(
    'href',
    '/showcase',
  );
  await expect(showcase.getByText('Loading...')).toHaveCount(0);
});

test('the home screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Typeshelf' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
