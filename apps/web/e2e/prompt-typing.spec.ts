import { expect, test } from '@playwright/test';
import {
  acceptedAlternatives,
  chapterStats,
  DEFAULT_ENGINE_OPTIONS,
  type ParagraphStats,
  prepareChapter,
  replayEvents,
} from '@typeshelf/core';
import {
  catalogueChapter,
  openPrompt,
  recordedEvents,
  recordKeys,
  TUTORIAL,
  typeText,
} from './prompt-helpers';

test('typing the tutorial chapter with mistakes shows the results the engine computes from the same keys', async ({
  page,
}) => {
  const paragraphs = catalogueChapter(TUTORIAL, '000');
  await recordKeys(page);
  await openPrompt(page, TUTORIAL, '000');
  await expect(page.locator('main')).not.toHaveText(/Typeshelf.*Library/);

  for (const [i, text] of paragraphs.entries()) {
    if (i === 0) {
      // A typo corrected at once.
      await typeText(page, text.slice(0, 5));
      await page.keyboard.press('q');
      await expect(page.locator('[data-paragraph="0"] [data-char="5"]')).toHaveAttribute('data-state', 'x');
      await page.keyboard.press('Backspace');
      await typeText(page, text.slice(5));
    } else if (i === 1) {
      // A typo left in place: the word is flagged once typed.
      await typeText(page, text.slice(0, 2));
      await page.keyboard.press('z');
      await typeText(page, text.slice(3));
      await expect(page.locator('[data-paragraph="1"] [data-word-incorrect]')).toHaveText([
        'T',
        'y',
        'p',
        'e',
        ' ',
      ]);
    } else {
      // Ctrl+Backspace removes the word typed so far.
      await typeText(page, text.slice(0, 8));
      await page.keyboard.press('Control+Backspace');
      await typeText(page, text);
    }
    await page.keyboard.press('Enter');
  }

  await page.waitForURL(`**/results/${TUTORIAL}__000`);
  await expect(page).toHaveTitle('First Steps by Typeshelf - Results');
  await expect(page.getByRole('tab', { name: 'Chapter Stats' })).toHaveAttribute('aria-selected', 'true');

  // The same keys through the core engine, then the chapter aggregate over its paragraphs.
  const events = await recordedEvents(page);
  const options = { ...DEFAULT_ENGINE_OPTIONS, alternatives: acceptedAlternatives('en') };
  const { effects } = replayEvents(prepareChapter(paragraphs), options, events);
  const saved: ParagraphStats[] = [];
  for (const effect of effects) if (effect.type === 'paragraphSaved') saved[effect.paragraph] = effect.stats;
  expect(saved).toHaveLength(paragraphs.length);
  const chapter = chapterStats(
    saved,
    paragraphs.reduce((sum, p) => sum + [...p].length, 0),
  );
  expect(chapter.progress).toBe(1);
  expect(chapter.acc.value).toBeLessThan(100);

  const cell = (id: string) => page.locator(`[data-stat="${id}"] .stats-value`);
  await expect(cell('wpm')).toHaveText(String(Math.round(chapter.wpm.value)));
  await expect(cell('raw')).toHaveText(String(Math.round(chapter.wpm.raw)));
  await expect(cell('acc')).toHaveText(String(Math.round(chapter.acc.value)));
  await expect(cell('con')).toHaveText(String(Math.round(chapter.con.value)));
  await expect(cell('time')).toHaveText(`${Math.round(chapter.time / 1000)}s`);
  await expect(cell('typed')).toHaveText(chapter.typed.toLocaleString('en'));

  // The next chapter card leads on; Backspace goes to the contents.
  const card = page.getByRole('article', { name: 'Next chapter' });
  await expect(card.getByRole('link', { name: 'CONTINUE' })).toHaveAttribute(
    'href',
    `/prompt/${TUTORIAL}__001`,
  );
  await expect(card.getByRole('link', { name: 'CONTENTS' })).toHaveAttribute(
    'href',
    `/books/${TUTORIAL}#toc`,
  );
  await page.keyboard.press('Backspace');
  await page.waitForURL(new RegExp(`/books/${TUTORIAL}#toc$`));
});
