/**
 * The web app in headless Chromium, built and served for real:
 * - the gzipped JavaScript the home route loads before it is interactive
 *   (target ≤ 150 KB);
 * - on a generated 10,000-book index, the time from typing in the library's
 *   search box to the updated list being painted (target ≤ 100 ms), shown
 *   both from the keystroke (including the 300 ms debounce) and from the
 *   debounced search.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { printTable, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { ensureCatalogue } from './ensure-catalogue';
import { generatedIndex } from './generated-index';

const app = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'dist-web-bench';
const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4194);
const base = `http://127.0.0.1:${PORT}`;

function build(): void {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
    cwd: app,
    env: { ...process.env, TYPESHELF_WEB_OUT: OUT },
    stdio: 'inherit',
  });
}

async function serve(): Promise<ChildProcess> {
  const server = spawn(
    'pnpm',
    ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      cwd: app,
      env: { ...process.env, TYPESHELF_WEB_OUT: OUT },
      detached: true,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The preview server did not start.');
}

async function main() {
  ensureCatalogue();
  build();
  const server = await serve();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    // ── First-load JS of the home route ──────────────────────────────────
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Welcome to Typeshelf' }).waitFor();
    let raw = 0;
    let gzipped = 0;
    for (const path of scripts) {
      const bytes = readFileSync(`${app}/${OUT}${path}`);
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    await context.close();
    printTable('Home route, first load', [
      { metric: 'JS files', value: scripts.size, target: '' },
      { metric: 'JS raw (KB)', value: raw / 1024, target: '' },
      { metric: 'JS gzipped (KB)', value: gzipped / 1024, target: '≤ 150' },
    ]);

    // ── Search to paint on 10,000 books ──────────────────────────────────
    const index = JSON.stringify(generatedIndex(10_000));
    const search = await browser.newContext();
    // Without a manifest the app reads the single index file, which is this one.
    await search.route('**/books/_meta_/index_2.json', (route) => route.fulfill({ status: 404 }));
    await search.route('**/books/_meta_/index_1.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: index }),
    );
    const library = await search.newPage();
    await library.addInitScript(() => {
      const original = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        (window as unknown as { __navigatedAt: number }).__navigatedAt = performance.now();
        return original(...args);
      };
    });
    await library.goto(`${base}/books`);
    await library.getByText('Found 10,000 books').waitFor({ timeout: 30_000 });
    const queries = [
      'hound',
      'austen',
      'scarlet castle',
      'tolstoi',
      'mystery',
      'gardn',
      'storm',
      'kiplin',
      'the lost',
      'verne',
      'shadow river',
      'captain',
      'hugo',
      'forest',
      'eliott',
      'voyage',
      'poe',
      'garden 12',
      'treasure',
      'woolf',
    ];
    const total: number[] = [];
    const afterDebounce: number[] = [];
    const perQuery: Record<string, unknown>[] = [];
    for (const [round, query] of [...queries.slice(0, 5), ...queries].entries()) {
      const timing = await library.evaluate(async (text) => {
        const input = document.querySelector<HTMLInputElement>('#library-search')!;
        const count = document.querySelector('.library__count')!;
        const before = count.textContent;
        const grid = document.querySelector('.book-grid')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const changed = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (count.textContent !== before || grid.childElementCount >= 0) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(grid, { childList: true, subtree: true, characterData: true });
          observer.observe(count, { childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await changed;
        // The frame after the DOM change is the one that paints it.
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const end = performance.now();
        const navigated = (window as unknown as { __navigatedAt: number }).__navigatedAt;
        return { total: end - start, afterDebounce: end - navigated };
      }, query);
      // The first five rounds warm the page up and are not counted.
      if (round < 5) continue;
      total.push(timing.total);
      afterDebounce.push(timing.afterDebounce);
      perQuery.push({ query, 'search → painted': timing.afterDebounce });
    }
    await search.close();
    const rows = [
      summarise('keystroke → painted (incl. 300 ms debounce)', total),
      summarise('search → painted', afterDebounce),
    ];
    if (process.env.TYPESHELF_BENCH_VERBOSE) printTable('Per query (ms)', perQuery);
    printTable(
      'Library search on 10,000 books, 20 queries after 5 warm-up ones (ms)',
      rows.map((row) => ({ ...row, target: row.name.startsWith('search') ? '≤ 100' : '' })),
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

await main();
