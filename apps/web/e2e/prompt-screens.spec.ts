import { expect, test } from '@playwright/test';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { putRecords } from './local-data-helpers';

const BOOK = 'typeshelf--long-paragraphs';
const paragraph = (n: number) =>
  `Paragraph ${n}. `.padEnd(2500, 'The quick brown fox jumps over the lazy dog. ');

test('arrow keys and horizontal swipes move between screens; short or vertical swipes do not', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('main').waitFor();
  const paragraphs = [paragraph(1), paragraph(2), paragraph(3)];
  await putRecords(page, [
    {
      store: 'customBooksInfo',
      key: BOOK,
      value: sampleBookInfo({
        id: BOOK,
        title: 'Long Paragraphs',
        titleAlpha: 'long paragraphs',
        author: 'Typeshelf',
        chapters: [{ id: '000', title: 'Long', mode: 'type', length: 7500 }],
      }),
    },
    { store: 'customBooksContent', key: BOOK, value: { '000': paragraphs } },
  ]);
  await page.goto(`/prompt/${BOOK}__000`);
  const where = page.locator('.prompt-screens');
  await expect(where).toContainText('Screen 1 of 3');
  await page.getByLabel('Typing input').focus();
  await page.keyboard.press('ArrowRight');
  await expect(where).toContainText('Screen 2 of 3');
  await expect(page.locator('.prompt-paragraph')).toHaveAttribute('data-paragraph', '1');

  const swipe = (dx: number, dy: number) =>
    page.locator('.prompt-page').evaluate(
      (el, [x, y]) => {
        const touch = (clientX: number, clientY: number) =>
          new Touch({ identifier: 1, target: el, clientX, clientY });
        el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(400, 300)], bubbles: true }));
        el.dispatchEvent(
          new TouchEvent('touchend', { changedTouches: [touch(400 + x!, 300 + y!)], bubbles: true }),
        );
      },
      [dx, dy],
    );
  await swipe(-120, 10);
  await expect(where).toContainText('Screen 3 of 3');
  await swipe(40, 0);
  await swipe(80, 200);
  await expect(where).toContainText('Screen 3 of 3');
  await swipe(120, -20);
  await expect(where).toContainText('Screen 2 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(where).toContainText('Screen 1 of 3');
});
