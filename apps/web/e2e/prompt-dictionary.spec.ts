import { expect, test } from '@playwright/test';
import { clickChar, openPrompt, TUTORIAL } from './prompt-helpers';

test('Alt+Enter looks up the word at the caret and Escape returns to the prompt', async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/api/v2/entries/en/**', (route) => {
    asked.push(decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!));
    return route.fulfill({
      json: [
        {
          word: 'welcome',
          phonetic: '/ˈwɛlkəm/',
          meanings: [
            { partOfSpeech: 'noun', definitions: [{ definition: 'A friendly greeting.' }], synonyms: [] },
          ],
        },
      ],
    });
  });
  await openPrompt(page, TUTORIAL, '000');
  await page.keyboard.press('Alt+Enter');
  const panel = page.getByRole('dialog', { name: 'Definition of welcome' });
  await expect(panel).toContainText('A friendly greeting.');
  expect(asked).toEqual(['welcome']);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByLabel('Typing input')).toBeFocused();
});

test('a failed lookup says "No definition found" and gives the focus back', async ({ page }) => {
  await page.route('**/api/v2/entries/en/**', (route) =>
    route.fulfill({ status: 404, json: { title: 'No Definitions Found' } }),
  );
  await openPrompt(page, TUTORIAL, '000');
  // A middle click on a word looks it up too.
  await clickChar(page, 1, 2, 'middle');
  await expect(page.getByText('No definition found')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Typing input')).toBeFocused();
});
