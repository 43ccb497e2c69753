import { expect, test } from '@playwright/test';
import { chapterStats, type ParagraphStats } from '@typeshelf/core/stats';
import {
  acceptedAlternatives,
  DEFAULT_ENGINE_OPTIONS,
  prepareChapter,
  replayEvents,
} from '@typeshelf/core/typing';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { putRecords } from './local-data-helpers';
import {
  catalogueChapter,
  charsTypedRight,
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

test('a key typed into the prompt stops there, while keys aimed elsewhere go through the page as usual', async ({
  page,
}) => {
  const [first = ''] = catalogueChapter(TUTORIAL, '000');
  await openPrompt(page, TUTORIAL, '000');
  // Listeners below the window, where React's own root listeners sit: a key the prompt takes never reaches them.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    for (const type of ['keydown', 'keyup']) {
      document.addEventListener(
        type,
        (event) => seen.push(`${event.type} ${(event as KeyboardEvent).key}`),
        true,
      );
      document.getElementById('root')?.addEventListener(type, (event) => seen.push(`root ${event.type}`));
    }
  });
  const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

  await typeText(page, first.slice(0, 6));
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Shift');
  await expect.poll(() => charsTypedRight(page, 0)).toBe(5);
  expect(await seen()).toEqual([]);

  // Another control's keys are the page's as before.
  await page.getByRole('button', { name: 'Typing mode' }).focus();
  await page.keyboard.press('Shift');
  expect(await seen()).toEqual(['keydown Shift', 'root keydown', 'keyup Shift', 'root keyup']);
});

test('a private book opened by its address takes every key while the catalogue is still loading', async ({
  page,
}) => {
  const book = 'typeshelf--own-notes';
  const paragraphs = ['Some words of my own to type.', 'And a second paragraph of them.'];
  await page.goto('/');
  await page.locator('main').waitFor();
  await putRecords(page, [
    {
      store: 'customBooksInfo',
      key: book,
      value: sampleBookInfo({
        id: book,
        title: 'Own Notes',
        titleAlpha: 'own notes',
        author: 'Typeshelf',
        chapters: [{ id: '000', title: 'Notes', mode: 'type', length: paragraphs.join('').length }],
      }),
    },
    { store: 'customBooksContent', key: book, value: { '000': paragraphs } },
  ]);
  // A first visit's catalogue: nothing cached, and the index slow to come, so it arrives (in steps)
  // while the typist is already typing.
  await page.route('**/blank', (route) => route.fulfill({ contentType: 'text/html', body: '<p>blank</p>' }));
  await page.goto('/blank');
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase('typeshelf-cache');
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
      }),
  );
  let indexAsked = false;
  await page.route('**/books/_meta_/**', async (route) => {
    indexAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openPrompt(page, book, '000');
  const input = await page.getByLabel('Typing input').elementHandle();
  await typeText(page, `${paragraphs[0]}\n${paragraphs[1]}`, 60);
  expect(indexAsked).toBe(true);
  // The same input throughout: the prompt was never taken down and drawn again.
  expect(await input?.evaluate((el) => el.isConnected)).toBe(true);
  await expect(page.locator('.prompt-char[data-state="x"]')).toHaveCount(0);
  expect(await charsTypedRight(page, 0)).toBe(paragraphs[0]!.length);
  expect(await charsTypedRight(page, 1)).toBe(paragraphs[1]!.length);
});
