/**
 * The UI at 200% zoom: a 1280×800 window zoomed to 200% lays out as a
 * 640×400 page drawn at twice the pixels. On every route nothing scrolls
 * sideways, and every control can be seen whole and reached: inside the
 * window's width and not covered by something else once scrolled to.
 */
import { expect, test } from '@playwright/test';
import { openRoute, ROUTES, showEveryRoute } from './route-list';

test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
test.describe.configure({ timeout: 300_000 });

/** Controls that are cut off by the window's sides or covered where a click would land. */
function hiddenControls(): string[] {
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const found: string[] = [];
  const controls = document.querySelectorAll(
    'main a[href], main button, main input, main select, main textarea, main summary, header a, header button',
  );
  for (const control of controls) {
    // A control drawn by its label (a styled radio or switch) is checked through the label; one
    // that takes no clicks at all (the prompt's input, typed into from anywhere) is not checked.
    const target = control.closest('label') ?? control;
    const style = getComputedStyle(control);
    const box = target.getBoundingClientRect();
    if (box.width < 4 || box.height < 4 || style.visibility === 'hidden' || style.pointerEvents === 'none')
      continue;
    if (control.closest('[hidden], [aria-hidden="true"], details:not([open]) > :not(summary)')) continue;
    target.scrollIntoView({ block: 'center', inline: 'nearest' });
    const rect = target.getBoundingClientRect();
    if (rect.left < -1 || rect.right > window.innerWidth + 1) {
      found.push(`${name(control)} runs off the side (${Math.round(rect.left)}–${Math.round(rect.right)})`);
      continue;
    }
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (hit && !target.contains(hit) && !hit.contains(target))
      found.push(`${name(control)} is covered by ${name(hit)}`);
  }
  return found;
}

test('at 200% zoom no route scrolls sideways and every control is whole and uncovered', async ({ page }) => {
  await showEveryRoute(page);
  const found: Record<string, string[]> = {};
  for (const route of ROUTES) {
    await openRoute(page, route);
    const problems = await page.evaluate(hiddenControls);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 1) problems.unshift(`the page is ${overflow}px wider than the window`);
    if (problems.length > 0) found[route[0]] = problems;
  }
  expect(found).toEqual({});
});
