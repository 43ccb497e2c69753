/**
 * A chosen Fontsource font does not block typing: the prompt opens with Lora
 * chosen while Lora's files take 3 s to arrive (a slow connection, held back
 * by the page's router), and the tutorial is typed from the first paragraph
 * drawn. Prints when the paragraph was drawn and the font arrived, and key →
 * after-paint while the font is still loading against the same keys on a
 * fresh load with the font loaded first. Target: the paragraph is drawn and typable before the font
 * arrives, and keys paint as fast while it loads. Never fails on timing.
 */
import { chromium, type Page } from '@playwright/test';
import { printTable, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { instrumentKeys, type KeySamples } from './page-probes';
import { catalogueChapter, machineLoad, startPreview } from './preview';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4187);
const FONT_DELAY_MS = 3000;
const TUTORIAL = 'typeshelf--first-steps';

/** Waits until the stored settings name Lora, so a fresh load of the prompt draws with it. */
async function chooseLora(page: Page): Promise<void> {
  await page.goto('/settings#typing-mode');
  await page.locator('#typing-mode').getByLabel('Font', { exact: true }).selectOption({ label: 'Lora' });
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('typeshelf-anonymous');
        open.onsuccess = () => {
          const all = open.result.transaction('settings').objectStore('settings').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result).includes('Lora'));
        };
        open.onerror = () => resolve(false);
      }),
    undefined,
    { polling: 200 },
  );
}

async function typeKeys(page: Page, text: string): Promise<void> {
  for (const key of text) {
    const before = await page.evaluate(
      () => (window as unknown as { __bench: KeySamples }).__bench.paint.length,
    );
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForFunction(
      (n) => (window as unknown as { __bench: KeySamples }).__bench.paint.length > n,
      before,
      { polling: 'raf' },
    );
  }
}

async function main(): Promise<void> {
  const preview = await startPreview('dist-font-bench', PORT);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      baseURL: preview.base,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await chooseLora(page);
    let fontArrived = Number.NaN;
    await page.route(/lora-[^/]*\.woff2/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/lora-[^/]*\.woff2/.test(request.url()) && Number.isNaN(fontArrived))
        void page
          .evaluate(() => performance.now())
          .then((now) => {
            fontArrived = now;
          });
    });
    await page.addInitScript(instrumentKeys);
    await page.goto(`/prompt/${TUTORIAL}__000`);
    await page.locator('.prompt-paragraph').first().waitFor();
    await page.getByLabel('Typing input').focus();
    const drawn = await page.evaluate(() => performance.now());
    const [first = ''] = catalogueChapter(TUTORIAL, '000');
    // Typed while Lora's files are held back, then the same number of keys once it has loaded.
    const half = Math.min(40, Math.floor(first.length / 2));
    await typeKeys(page, first.slice(0, half));
    const loading = await page.evaluate(() =>
      (window as unknown as { __bench: KeySamples }).__bench.paint.slice(),
    );
    const typedBefore = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => document.fonts.check('16px Lora'), undefined, { timeout: 60_000 });
    // The same keys on a fresh load with Lora in the cache and loaded first: the page starts as cold,
    // so the only difference is the font still loading.
    await page.unrouteAll();
    await page.reload();
    await page.locator('.prompt-paragraph').first().waitFor();
    await page.waitForFunction(() => document.fonts.check('16px Lora'), undefined, { timeout: 60_000 });
    await page.getByLabel('Typing input').focus();
    await typeKeys(page, first.slice(0, half));
    const loaded = await page.evaluate(() =>
      (window as unknown as { __bench: KeySamples }).__bench.paint.slice(),
    );
    const duringLoad = summarise('key → after-paint while Lora loads', loading);
    const afterLoad = summarise('the same keys, Lora loaded before', loaded);
    printTable(
      `A chosen font loading while typing (ms; Lora's files held back ${FONT_DELAY_MS} ms; ${machineLoad()})`,
      [
        { figure: 'prompt: navigation → first paragraph drawn and focused', ms: drawn },
        { figure: `${half} keys typed by`, ms: typedBefore },
        { figure: 'Lora’s file arrived', ms: fontArrived },
      ],
    );
    printTable('Key → after-paint (ms)', [
      { keys: duringLoad.name, median: duringLoad.median, p95: duringLoad.p95, runs: duringLoad.samples },
      { keys: afterLoad.name, median: afterLoad.median, p95: afterLoad.p95, runs: afterLoad.samples },
    ]);
    console.log(
      drawn < fontArrived && typedBefore < fontArrived
        ? 'The prompt was drawn and typed before the font arrived: loading it did not block typing.'
        : 'The font arrived before the keys were typed: raise the hold-back to measure typing during the load.',
    );
  } finally {
    await browser.close();
    preview.stop();
  }
}

await main();
