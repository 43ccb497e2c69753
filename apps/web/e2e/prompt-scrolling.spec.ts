import { expect, test } from '@playwright/test';
import { catalogueChapter, openPrompt, TUTORIAL, typeText } from './prompt-helpers';

test('on a phone the next paragraph scrolls in at the top of the box, with no cut line above it', async ({
  page,
}) => {
  // The phone's prompt is five lines high: the first paragraph wraps past it, and its Enter scrolls.
  await page.setViewportSize({ width: 390, height: 844 });
  const [first] = catalogueChapter(TUTORIAL, '001');
  await openPrompt(page, TUTORIAL, '001');
  await typeText(page, first!);
  await page.keyboard.press('Enter');
  // Where the next paragraph's first line stands in the box, in px from the box's top edge.
  const offset = () =>
    page.evaluate(() => {
      const box = document.querySelector('.prompt-text')!.getBoundingClientRect();
      const next = document.querySelector('[data-paragraph="1"]')!.getBoundingClientRect();
      return next.top - box.top;
    });
  await expect.poll(offset).toBeLessThan(1);
  expect(await offset()).toBeGreaterThan(-1);
});
