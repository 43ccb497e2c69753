/**
 * A new device of a Pro account with a year of history on the server
 * (100,000 paragraph rows, see `year-of-history.ts`), against the local stack
 * and a production build in headless Chromium: from the log-in click to a
 * partly typed chapter of that history open in the prompt with its pulled
 * progress (every row pulled in pages of 1,000 and merged; target ≤ 10 s),
 * and to the start-up sync done (the merged records written to IndexedDB).
 * Prints figures; never fails on timing.
 */
import { chromium } from '@playwright/test';
import { cellToRow, type ParagraphRow } from '@typeshelf/core/sync';
import { printTable } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { type AccountStack, startAccountStack } from '../e2e/account-stack';
import { catalogueChapter, machineLoad, startPreview } from './preview';
import { call, fillLogin, proAccount, stackContext } from './pro-account';
import { HISTORY_PARAGRAPHS, yearOfHistory } from './year-of-history';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4186);
const REQUEST_ROWS = 10_000;

/** The history's rows sent as the app sends them, in requests of 10,000 (the server's triggers merge each). */
async function storeRows(stack: AccountStack, token: string, rows: ParagraphRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += REQUEST_ROWS)
    await call(`${stack.url}/rest/v1/paragraphs_typed?on_conflict=user_id,book_id,chapter,paragraph`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates,return=minimal',
      },
      body: JSON.stringify(rows.slice(i, i + REQUEST_ROWS)),
    });
}

/** A catalogue chapter's paragraph count; 0 for a chapter the catalogue has no file of (a skipped one). */
function paragraphsOf(bookId: string, chapterId: string): number {
  try {
    return catalogueChapter(bookId, chapterId).length;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const records = yearOfHistory(Date.now());
  const rows: ParagraphRow[] = [];
  for (const [bookId, chapters] of Object.entries(records.paragraphs))
    for (const [chapterId, cells] of Object.entries(chapters))
      cells.forEach((cell, i) => {
        const row = cell ? cellToRow(bookId, chapterId, i, cell) : null;
        if (row) rows.push(row);
      });
  // A chapter of the history that is partly typed, so the prompt shows pulled progress.
  const [bookId, chapterId] =
    Object.entries(records.paragraphs)
      .flatMap(([book, chapters]) =>
        Object.entries(chapters).map(([chapter, cells]) => ({ book, chapter, cells })),
      )
      .filter(({ book, chapter, cells }) => {
        const typed = cells.filter(Boolean).length;
        return typed > 0 && cells[0] !== null && typed < paragraphsOf(book, chapter);
      })
      .map(({ book, chapter }) => [book, chapter] as const)[0] ?? [];

  const preview = await startPreview('dist-new-device-bench', PORT);
  const stack = await startAccountStack(preview.base);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const account = await proAccount(stack, 'new-device');
    const stored = performance.now();
    await storeRows(stack, account.token, rows);
    console.log(
      `Stored ${rows.length.toLocaleString('en')} rows on the server (${HISTORY_PARAGRAPHS.toLocaleString('en')} paragraphs) in ${(performance.now() - stored).toFixed(0)} ms.`,
    );

    const context = await stackContext(browser, preview.base, stack);
    const page = await context.newPage();
    await fillLogin(page, account);
    const load = machineLoad();
    const start = performance.now();
    const clickAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Typable: the pulled rows are merged (the sync goes on storing them), and the typist opens a
    // chapter of that history from inside the app.
    await page.waitForFunction(() => performance.getEntriesByName('sync:pull-merged').length > 0, undefined, {
      timeout: 600_000,
      polling: 50,
    });
    await page.evaluate((href) => history.pushState(null, '', href), `/prompt/${bookId}__${chapterId}`);
    await page.locator('.prompt-paragraph').first().waitFor({ timeout: 600_000 });
    await page.getByLabel('Typing input').focus();
    const typable = performance.now() - start;
    await page.locator('html[data-sync="idle"]').waitFor({ state: 'attached', timeout: 600_000 });
    const synced = performance.now() - start;
    // The pull's phases, from the app's marks (ms since the page's navigation began).
    const marks = await page.evaluate(() =>
      Object.fromEntries(
        ['sync:pull-fetched', 'sync:pull-read', 'sync:pull-merged', 'sync:pull-stored'].map((name) => [
          name,
          performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
        ]),
      ),
    );
    const progress = await page.locator('.prompt-progress').textContent();
    printTable(`A new device pulling a year of history (ms; ${load})`, [
      { figure: `log-in click → a chapter of it typable (${progress})`, ms: typable, target: '≤ 10,000' },
      { figure: 'log-in click → start-up sync done (rows pulled and stored)', ms: synced, target: '' },
    ]);
    const at = (name: string) => marks[name] ?? Number.NaN;
    printTable('Where the pull spends its time (ms)', [
      { phase: 'log-in click → every page fetched', ms: at('sync:pull-fetched') - clickAt },
      { phase: 'records read and layouts found', ms: at('sync:pull-read') - at('sync:pull-fetched') },
      { phase: 'rows merged into the records', ms: at('sync:pull-merged') - at('sync:pull-read') },
      { phase: 'merged records written', ms: at('sync:pull-stored') - at('sync:pull-merged') },
    ]);
  } finally {
    await browser.close();
    await stack.stop();
    preview.stop();
  }
}

await main();
