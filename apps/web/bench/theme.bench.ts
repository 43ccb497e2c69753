/**
 * Switching theme in headless Chromium, against a real production build: on
 * /settings#themes, a real click on a theme's option, from the click
 * event's timestamp to the frame that shows the new theme painted (the theme's
 * stylesheet swapped in, then a task queued from the next animation frame).
 * Every free theme in turn, twice over, after one unmeasured round.
 * Target: ≤ 50 ms.
 */
import { chromium, type Page } from '@playwright/test';
import { printTable, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { machineLoad, startPreview } from './preview';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4187);
const ROUNDS = 2;

/** Arms a watcher for `name`'s stylesheet; `window.__themePainted` resolves to click → after-paint in ms. */
function armWatcher(page: Page, name: string): Promise<void> {
  return page.evaluate((name) => {
    const w = window as unknown as { __themePainted: Promise<number> };
    w.__themePainted = new Promise<number>((resolve) => {
      let clickedAt = Number.NaN;
      document.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        const sheet = document.getElementById('theme-sheet');
        if (!(sheet instanceof HTMLStyleElement) || sheet.dataset.theme !== name) return;
        observer.disconnect();
        // The frame after the swap is the one that paints it; a task queued from it runs after the paint.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - clickedAt);
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document.head, { childList: true, subtree: true, attributes: true });
    });
  }, name);
}

async function switchTo(page: Page, name: string): Promise<number> {
  await armWatcher(page, name);
  // The radio button hides under its swatch: a typist clicks the option's label.
  await page.locator('label.theme-picker__option', { has: page.locator(`input[value="${name}"]`) }).click();
  return page.evaluate(() => (window as unknown as { __themePainted: Promise<number> }).__themePainted);
}

async function main(): Promise<void> {
  const preview = await startPreview('dist-theme-bench', PORT);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ baseURL: preview.base, viewport: { width: 1280, height: 800 } });
    await page.goto('/settings#themes');
    const radios = page.locator('fieldset.theme-picker').first().locator('input[name="theme"]');
    await radios.first().waitFor();
    const names = await radios.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    const current = await page.locator('input[name="theme"]:checked').getAttribute('value');
    // Each switch goes to a theme other than the one shown, ending where it started.
    const order = [...names.filter((name) => name !== current), current ?? names[0]!];
    for (const name of order) await switchTo(page, name);
    const load = machineLoad();
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const name of order) times.push(await switchTo(page, name));
    const s = summarise('', times);
    printTable(`Switching theme on /settings (ms; ${load})`, [
      {
        figure: `click → next paint, ${order.length} free themes × ${ROUNDS}`,
        median: s.median,
        p95: s.p95,
        max: Math.max(...times),
        switches: s.samples,
        target: '≤ 50',
      },
    ]);
  } finally {
    await browser.close();
    preview.stop();
  }
}

await main();
