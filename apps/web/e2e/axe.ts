import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Ends the page's finite animations (a card fading in, a theme's colour
 * transitions) at once: axe reads colours as they are drawn, so a half-faded
 * text would fail its contrast. Ended rather than awaited, since a page the
 * browser is not drawing would never let them finish.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
  });
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Axe's serious and critical findings on the page, each as its rule and the
 * nodes it found; `rules` narrows the run, `within` (a selector) the part of
 * the page. Axe is put into the page once and run there: the pages have no
 * frames to visit, and a fresh injection and a blank page for every run (what
 * `@axe-core/playwright` does) made a test of 48 runs take minutes and one
 * run on the stats page tens of seconds.
 */
export async function seriousViolations(page: Page, rules?: string[], within?: string): Promise<string[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ values, selector }) =>
      (window.axe as typeof axe).run(selector ? { include: [selector] } : document, {
        resultTypes: ['violations'],
        ...(values ? { runOnly: { type: 'rule' as const, values } } : {}),
      }),
    { values: rules ?? null, selector: within ?? null },
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
