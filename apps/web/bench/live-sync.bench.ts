/**
 * Live sync between two devices of one Pro account, against the local stack
 * (its Realtime included) and a production build in headless Chromium:
 * device A types the paragraphs of tutorial chapters while device B shows the
 * same chapter, untouched (four chapters, so the p95 stands on twenty
 * paragraphs rather than one chapter's six).
 * - Enter on A → visible on B: from A's Enter (its wall-clock time) to the
 *   moment B's prompt marks that paragraph typed (a mutation observer's
 *   wall-clock time; both browsers run on this machine's clock); target
 *   p95 ≤ 1 s.
 * Prints figures; never fails on timing.
 */
import { chromium, type Page } from '@playwright/test';
import { printTable, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { startAccountStack } from '../e2e/account-stack';
import { catalogueChapter, machineLoad, startPreview } from './preview';
import { fillLogin, proAccount, stackContext } from './pro-account';
import { TUTORIAL } from './year-of-history';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4189);
const CHAPTERS = (process.env.TYPESHELF_BENCH_CHAPTERS ?? '001,002,003,004').split(',');

/** On B: when each paragraph was first shown typed, by index (wall clock). */
function watchTyped(): void {
  const shown: Record<string, number> = {};
  (window as unknown as { __shown: typeof shown }).__shown = shown;
  // Paragraphs may be drawn anew rather than changed in place: every mutation looks again.
  new MutationObserver(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-paragraph][data-status="typed"]')) {
      const index = el.dataset.paragraph;
      if (index !== undefined && shown[index] === undefined) shown[index] = Date.now();
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
}

/** The paragraph rows' requests a page made since `from` (wall clock), as wall-clock spans, oldest first. */
function rowRequests(
  page: Page,
  from: number,
  kind: 'send' | 'pull',
): Promise<{ start: number; end: number }[]> {
  return page.evaluate(
    ({ from, kind }) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes('/rest/v1/paragraphs_typed?') &&
            entry.name.includes(kind === 'send' ? 'on_conflict=' : 'select='),
        )
        .map((entry) => ({
          start: performance.timeOrigin + entry.startTime,
          end: performance.timeOrigin + (entry as PerformanceResourceTiming).responseEnd,
        }))
        .filter((span) => span.start >= from)
        .sort((a, b) => a.start - b.start),
    { from, kind },
  );
}

/** Where one paragraph's time went, in order; a part is missing when its request was not seen. */
interface Parts {
  save: number;
  delivery: number;
  pull: number;
  apply: number;
}

async function openChapter(page: Page, chapter: string) {
  await page.goto(`/prompt/${TUTORIAL}__${chapter}`);
  await page.locator('.prompt-paragraph').first().waitFor({ timeout: 120_000 });
  await page.locator('html[data-sync="idle"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.locator('html[data-realtime="live"]').waitFor({ state: 'attached', timeout: 120_000 });
}

async function main(): Promise<void> {
  const preview = await startPreview('dist-live-sync-bench', PORT);
  const stack = await startAccountStack(preview.base);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const account = await proAccount(stack, 'live-sync');
    const [a, b] = await Promise.all([0, 1].map(() => stackContext(browser, preview.base, stack)));
    await b!.addInitScript(watchTyped);
    // Every request of a chapter's run is kept for the breakdown (the default keeps 250).
    for (const context of [a!, b!])
      await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const pages: Page[] = [];
    for (const context of [a!, b!]) {
      const page = await context.newPage();
      await fillLogin(page, account);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      pages.push(page);
    }
    const [typist, watcher] = pages as [Page, Page];

    const load = machineLoad();
    const latencies: number[] = [];
    const parts: Parts[] = [];
    for (const chapter of CHAPTERS) {
      // A full load of each: B's watch starts afresh with the chapter's paragraphs.
      for (const page of pages) await openChapter(page, chapter);
      await typist.getByLabel('Typing input').focus();
      // A chapter's last paragraph is never shown typed from afar (the other device's prompt
      // stays on it, so the chapter is never completed there): all but that one are timed.
      for (const [index, text] of catalogueChapter(TUTORIAL, chapter).slice(0, -1).entries()) {
        await typist.keyboard.type(text);
        const enter = Date.now();
        await typist.keyboard.press('Enter');
        const handle = await watcher
          .waitForFunction(
            (i) => (window as unknown as { __shown: Record<string, number> }).__shown[String(i)] ?? null,
            index,
            { timeout: 60_000, polling: 10 },
          )
          .catch(async (error) => {
            const statuses = await watcher.evaluate(() =>
              [...document.querySelectorAll<HTMLElement>('[data-paragraph]')].map((el) => el.dataset.status),
            );
            throw new Error(
              `chapter ${chapter} paragraph ${index} never showed typed on B (${watcher.url()}: ${statuses.join(' ')}; A at ${typist.url()})`,
              { cause: error },
            );
          });
        const shown = (await handle.jsonValue()) as number;
        latencies.push(shown - enter);
        // A's send of the row, then B's first pull after it started (the row is committed, and
        // Realtime tells B, before A's answer returns).
        const [send] = await rowRequests(typist, enter, 'send');
        const [pull] = send ? await rowRequests(watcher, send.start, 'pull') : [];
        if (send && pull && pull.end <= shown)
          parts.push({
            save: send.start - enter,
            delivery: pull.start - send.start,
            pull: pull.end - pull.start,
            apply: shown - pull.end,
          });
      }
    }
    const s = summarise('live', latencies);
    const part = (name: keyof Parts, figure: string) => {
      const t = summarise(
        name,
        parts.map((p) => p[name]),
      );
      return { figure, median: t.median, p95: t.p95, paragraphs: t.samples, target: '' };
    };
    printTable(`Enter on A → visible on B (ms; ${load})`, [
      {
        figure: 'Enter → shown typed on B',
        median: s.median,
        p95: s.p95,
        paragraphs: s.samples,
        target: 'p95 ≤ 1000',
      },
      part('save', '  A: Enter → its send starts'),
      part('delivery', '  send starts → B pulls (write, Realtime, B hears)'),
      part('pull', '  B: the pull'),
      part('apply', '  B: pulled → shown (merge, store, draw)'),
    ]);
  } finally {
    await browser.close();
    await stack.stop();
    preview.stop();
  }
}

await main();
