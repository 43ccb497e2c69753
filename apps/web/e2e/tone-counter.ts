import type { Page } from '@playwright/test';

/** Counts the tones the page's sound player starts, from the page's first script on. */
export async function countTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { tones: number };
    counter.tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      counter.tones += 1;
      return start.apply(this, args);
    };
  });
}

/** The tones started so far on the page. */
export const tonesPlayed = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { tones: number }).tones);
