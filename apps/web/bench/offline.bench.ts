/**
 * The offline app in headless Chromium, from a real production build:
 * - cold start offline: after one visit online, the network goes away and a
 *   new tab opens `/`; the time from the navigation's start to an interactive
 *   home (its heading drawn and the page answering a task), 15 times.
 *   Target: ≤ 1,000 ms.
 * - the service worker and keystrokes: with the worker controlling the prompt,
 *   the requests made while typing 300 keys (the worker sees only requests;
 *   none should happen per key). Target: 0.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { printTable, summarise } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';

const webDir = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4181);
const OUT = 'dist-offline-bench';
const RUNS = 15;
const base = `http://127.0.0.1:${PORT}`;

function startServer(): ChildProcess {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], {
    cwd: webDir,
    env: { ...process.env, TYPESHELF_WEB_OUT: OUT },
    stdio: 'inherit',
  });
  const args = ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'];
  return spawn('pnpm', [...args, '--outDir', OUT], { cwd: webDir, detached: true, stdio: 'ignore' });
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start at ${url}`);
}

const server = startServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  await waitForServer(base);
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
  const first = await context.newPage();
  await first.goto('/');
  await first.getByRole('heading', { name: 'Welcome to Typeshelf' }).waitFor();
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await first.goto('/prompt/typeshelf--first-steps__000');
  await first.locator('.prompt-paragraph').first().waitFor();
  await first.close();
  await context.setOffline(true);

  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Welcome to Typeshelf' }).waitFor();
    // Interactive: the main thread answers a task queued now, measured on the page's own clock.
    samples.push(
      await page.evaluate(
        () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()))),
      ),
    );
    await page.close();
  }

  const page = await context.newPage();
  await page.goto('/prompt/typeshelf--first-steps__000');
  await page.locator('.prompt-paragraph').first().waitFor();
  await page.getByLabel('Typing input').focus();
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  for (let i = 0; i < 300; i++) await page.keyboard.press(i % 6 === 5 ? 'Space' : 'a');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

  const cold = summarise('cold start offline → interactive home (ms)', samples);
  printTable('Offline app (target: cold start ≤ 1,000 ms; 0 requests per keystroke)', [
    { figure: cold.name, median: cold.median.toFixed(0), p95: cold.p95.toFixed(0), runs: cold.samples },
    {
      figure: `requests while typing 300 keys (worker controlling: ${controlled})`,
      median: requests,
      p95: '-',
      runs: 1,
    },
  ]);
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid);
}
