/**
 * Typing with sync on, against the local stack and a production build in
 * headless Chromium: the same paragraphs of the tutorial typed with real keys
 * signed out (no sync) and then by a Pro account (every save queued and sent),
 * alternating chapter by chapter so a burst of load falls on both alike.
 * - one paragraph saved → on the server: from the Enter that finishes it (its
 *   event's timestamp) to the end of the upsert request that carries it (the
 *   server has committed the row when it answers); target p95 ≤ 300 ms;
 * - keystroke event processing with sync on beside the same keys without it
 *   (the first keydown listener to a microtask after the last): sync must add
 *   nothing, the save and the send run after the key.
 * Prints figures; never fails on timing.
 */
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { printTable, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { startAccountStack } from '../e2e/account-stack';
import { instrumentKeys, type KeySamples, keySamples } from './page-probes';
import { catalogueChapter, machineLoad, startPreview } from './preview';
import { fillLogin, proAccount, stackContext } from './pro-account';
import { TUTORIAL } from './year-of-history';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4188);
const CHAPTERS = ['001', '002', '003'];
/** Paragraphs typed per chapter. */
const PER_CHAPTER = 6;

/**
 * Installed before any page script: Enter presses (event timestamps), and
 * the upserts of paragraph rows (a POST with `on_conflict`; pulls select) as
 * their requests end.
 */
function instrumentSends(): void {
  const sends = { enters: [] as number[], upserts: [] as { start: number; end: number }[] };
  (window as unknown as { __sends: typeof sends }).__sends = sends;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') sends.enters.push(event.timeStamp);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (entry.name.includes('/rest/v1/paragraphs_typed') && entry.name.includes('on_conflict'))
        sends.upserts.push({ start: entry.startTime, end: entry.responseEnd });
  }).observe({ type: 'resource', buffered: true });
}

type Sends = { enters: number[]; upserts: { start: number; end: number }[] };
const sendsOf = (page: Page) => page.evaluate(() => (window as unknown as { __sends: Sends }).__sends);

/** Types the first paragraphs of a tutorial chapter, each finished with Enter; waits for each to be sent when `synced`. */
async function typeChapter(page: Page, chapterId: string, synced: boolean): Promise<number[]> {
  await page.goto(`/prompt/${TUTORIAL}__${chapterId}`);
  await page.locator('.prompt-paragraph').first().waitFor({ timeout: 120_000 });
  await page.getByLabel('Typing input').focus();
  const toServer: number[] = [];
  for (const text of catalogueChapter(TUTORIAL, chapterId).slice(0, PER_CHAPTER)) {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    if (!synced) continue;
    // The upsert that started after this Enter and has ended carries the paragraph.
    const handle = await page.waitForFunction(
      () => {
        const { enters, upserts } = (window as unknown as { __sends: Sends }).__sends;
        const enter = enters.at(-1) ?? Number.POSITIVE_INFINITY;
        const upsert = upserts.find((u) => u.start >= enter && u.end > 0);
        return upsert ? upsert.end - enter : null;
      },
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    toServer.push((await handle.jsonValue()) as number);
  }
  return toServer;
}

async function signedIn(context: BrowserContext, account: Awaited<ReturnType<typeof proAccount>>) {
  const page = await context.newPage();
  await fillLogin(page, account);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The start-up sync has run: from here on, saves are what the server receives.
  await page.locator('html[data-sync="idle"]').waitFor({ state: 'attached', timeout: 120_000 });
  return page;
}

async function main(): Promise<void> {
  const preview = await startPreview('dist-sync-save-bench', PORT);
  const stack = await startAccountStack(preview.base);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const account = await proAccount(stack, 'sync-save');
    const anonymous = await browser.newContext({
      baseURL: preview.base,
      viewport: { width: 1280, height: 800 },
    });
    await anonymous.addInitScript(instrumentKeys);
    const plain = await anonymous.newPage();
    const pro = await stackContext(browser, preview.base, stack);
    await pro.addInitScript(instrumentKeys);
    await pro.addInitScript(instrumentSends);
    const syncing = await signedIn(pro, account);

    const load = machineLoad();
    const toServer: number[] = [];
    const keys: Record<'plain' | 'syncing', KeySamples> = {
      plain: { processing: [], paint: [] },
      syncing: { processing: [], paint: [] },
    };
    // Each chapter's page is a new document, so its samples are read before the next one.
    for (const chapterId of CHAPTERS) {
      await typeChapter(plain, chapterId, false);
      const before = await keySamples(plain);
      keys.plain.processing.push(...before.processing);
      toServer.push(...(await typeChapter(syncing, chapterId, true)));
      const after = await keySamples(syncing);
      keys.syncing.processing.push(...after.processing);
      // Sanity: the paragraphs typed with sync on all reached the server.
      const { upserts } = await sendsOf(syncing);
      if (upserts.length === 0) throw new Error('No paragraph was sent to the server.');
    }

    const s = summarise('to server', toServer);
    printTable(`One paragraph saved → on the server (ms; ${load})`, [
      {
        figure: 'Enter → upsert answered',
        median: s.median,
        p95: s.p95,
        saves: s.samples,
        target: 'p95 ≤ 300',
      },
    ]);
    const row = (name: string, samples: number[]) => {
      const k = summarise(name, samples);
      return { typing: name, keys: k.samples, median: k.median, p95: k.p95, p99: k.p99 };
    };
    printTable('Keystroke event processing (ms): sync must add nothing', [
      row('signed out (no sync)', keys.plain.processing),
      row('Pro account (every save sent)', keys.syncing.processing),
    ]);
  } finally {
    await browser.close();
    await stack.stop();
    preview.stop();
  }
}

await main();
