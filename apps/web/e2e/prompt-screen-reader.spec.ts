/**
 * The prompt for a screen-reader user: a chapter found, typed and its results
 * read through the accessibility tree alone (roles, names and the ARIA
 * snapshot; no mouse, nothing read from the page's markup), and the live
 * region saying only what its setting asks for.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { storedSettingsJson } from './local-data-helpers';
import { TUTORIAL } from './prompt-helpers';

/** The paragraphs a screen reader finds in a region, in order, as the ARIA snapshot gives them. */
async function spokenParagraphs(region: Locator): Promise<string[]> {
  const snapshot = await region.ariaSnapshot();
  return snapshot
    .split('\n')
    .map((line) => /^\s*- paragraph: (.*)$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined)
    .map((text) => (text.startsWith('"') ? (JSON.parse(text) as string) : text));
}

/** Moves the focus with Tab until the named control has it (the keyboard's way in). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was never reached with Tab');
}

test('a chapter is typed and its results read through the accessibility tree, without the mouse', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/prompt/${TUTORIAL}__000`);
  const input = page.getByRole('textbox', { name: 'Typing input' });
  // The prompt takes the focus itself: a screen-reader user lands in the input.
  await expect(input).toBeFocused();
  const text = page.getByRole('region', { name: 'Chapter text' });
  const paragraphs = await spokenParagraphs(text);
  expect(paragraphs.length).toBeGreaterThan(1);
  const announcer = page.getByRole('status', { name: 'Typing announcements' });

  for (const [i, paragraph] of paragraphs.entries()) {
    // F2 says the next words, the start of the paragraph to type.
    await page.keyboard.press('F2');
    await expect(announcer).toHaveText(`Next: ${paragraph.split(' ').slice(0, 6).join(' ')}`);
    await page.keyboard.type(paragraph, { delay: 5 });
    await page.keyboard.press('F2');
    await expect(announcer).toHaveText('End of the paragraph: press Enter.');
    await page.keyboard.press('Enter');
    if (i < paragraphs.length - 1)
      await expect(announcer).toHaveText(
        new RegExp(`^Paragraph ${i + 1} of ${paragraphs.length} done: \\d+ wpm, 100% accuracy\\.$`),
      );
  }

  await expect(page).toHaveURL(new RegExp(`/results/${TUTORIAL}__000$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('First Steps by Typeshelf - Results');
  const characters = paragraphs.reduce((sum, p) => sum + [...p].length, 0);
  await expect(main.getByRole('tabpanel', { name: 'Chapter Stats' })).toMatchAriaSnapshot(`
    - term: Speed
    - definition: /\\d+ wpm/
    - term: Accuracy
    - definition: 100 %
    - term: Characters
    - definition: "${characters}"
  `);
  // The tabs are reached with Tab and switched with the arrow keys.
  const chapterTab = main.getByRole('tab', { name: 'Chapter Stats' });
  await tabTo(page, chapterTab);
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Book Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel', { name: 'Book Stats' })).toMatchAriaSnapshot(`
    - term: Accuracy
    - definition: 100 %
  `);
});

/** Picks what the live region says on /settings with the keyboard, and waits until it is stored. */
async function chooseAnnouncements(page: Page, label: string, stored: string) {
  await page.goto('/settings#typing-mode');
  const choice = () =>
    page
      .getByRole('group', { name: 'Screen reader announcements' })
      .getByRole('radio', { name: label, exact: true });
  await choice().focus();
  await page.keyboard.press('Space');
  await expect(choice()).toBeChecked();
  // The screen shows a change at once and writes it next; a reload before the write lands ends it.
  await expect.poll(() => storedSettingsJson(page)).toContain(`"announce":"${stored}"`);
  await page.reload();
  await expect(choice()).toBeChecked();
}

test('the live region says what its setting asks for: errors, every key, or nothing unasked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const announcer = page.getByRole('status', { name: 'Typing announcements' });
  const open = async () => {
    await page.goto(`/prompt/${TUTORIAL}__000`);
    await expect(page.getByRole('textbox', { name: 'Typing input' })).toBeFocused();
    return spokenParagraphs(page.getByRole('region', { name: 'Chapter text' }));
  };

  // Paragraphs and errors: a wrong key is said, a right one is not, then the finished paragraph.
  await chooseAnnouncements(page, 'Paragraphs and errors', 'errors');
  let paragraphs = await open();
  await page.keyboard.type(paragraphs[0]!.slice(0, 3));
  await page.keyboard.press('x');
  await expect(announcer).toHaveText('Error: x.');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(paragraphs[0]!.slice(3, 5));
  await expect(page.locator('[data-paragraph="0"] [data-char="4"]')).toHaveAttribute('data-state', 'c');
  await expect(announcer).toHaveText('Error: x.');
  await page.keyboard.type(paragraphs[0]!.slice(5), { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText(/^Paragraph 1 of 3 done: \d+ wpm, \d+% accuracy\.$/);

  // Every key: each typed character is said.
  await chooseAnnouncements(page, 'Every key', 'keys');
  paragraphs = await open();
  await page.keyboard.type(paragraphs[1]!.slice(0, 4));
  await expect(announcer).toHaveText(paragraphs[1]![3] === ' ' ? 'space' : paragraphs[1]![3]!);

  // Off: nothing is said on its own, not even a finished paragraph; F2 still answers.
  await chooseAnnouncements(page, 'Off', 'off');
  paragraphs = await open();
  await page.keyboard.type(paragraphs[1]!.slice(0, 2));
  await page.keyboard.press('x');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(paragraphs[1]!.slice(2), { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Chapter text' }).getByRole('paragraph').nth(1),
  ).toHaveAttribute('data-status', 'typed');
  await expect(announcer).toHaveText('');
  await page.keyboard.press('F2');
  await expect(announcer).toHaveText(`Next: ${paragraphs[2]!.split(' ').slice(0, 6).join(' ')}`);
});
