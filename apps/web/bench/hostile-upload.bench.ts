/**
 * The hostile inputs of `packages/epub/bench/hostile.bench.ts`, uploaded on
 * /upload of a production build in headless Chromium, so the target (any
 * file under 50 MB converts or is refused in ≤ 5 s and ≤ 500 MB peak) is
 * checked where users meet it: in the app's conversion worker. Each case runs
 * in a browser of its own; its time is from the chooser's change event to the
 * page's answer (the refusal's message, or the new book's edit page),
 * and its peak is the highest peak resident memory of the browser's renderer
 * processes (the page and its worker; the page itself included). Figures are
 * printed, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { printTable } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { machineLoad, startPreview } from './preview';

const PORT = Number(process.env.TYPESHELF_BENCH_PORT ?? 4189);
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The epub package's hostile cases, written as files by its own bench. */
function writeCases(dir: string): { name: string; file: string }[] {
  const out = execFileSync(
    'pnpm',
    [
      'exec',
      'tsx',
      '--tsconfig',
      'tsconfig.base.json',
      'packages/epub/bench/hostile.bench.ts',
      '--write',
      dir,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]');
}

/** The process and all its descendants, from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces; the parent pid is the second field after it.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended while listed.
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The highest peak resident memory (MB) among the renderer processes under `browserPid`. */
function rendererPeakMb(browserPid: number): number {
  let peak = 0;
  for (const pid of descendants(browserPid)) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (hwm) peak = Math.max(peak, Number(hwm[1]) / 1024);
    } catch {
      // Gone.
    }
  }
  return peak;
}

async function main(): Promise<void> {
  const preview = await startPreview('dist-hostile-upload-bench', PORT);
  const dir = mkdtempSync(join(tmpdir(), 'typeshelf-hostile-'));
  const load = machineLoad();
  const rows: Record<string, unknown>[] = [];
  try {
    for (const item of writeCases(dir)) {
      const { file } = item;
      const server = await chromium.launchServer(chromiumLaunch);
      const browser = await chromium.connect(server.wsEndpoint());
      try {
        const page = await browser.newPage({ baseURL: preview.base });
        await page.goto('/upload');
        const chooser = page.getByLabel('Choose files');
        await chooser.waitFor({ state: 'attached' });
        const error = page.locator('.upload__error');
        // Timed in the page, from the chooser's change event: handing a file to a browser reached
        // through its server streams the file's bytes over the connection first.
        await page.evaluate(() => {
          document.addEventListener(
            'change',
            () => {
              (window as unknown as { __picked: number }).__picked = performance.now();
            },
            { capture: true, once: true },
          );
        });
        await chooser.setInputFiles(file);
        const answered = await page.waitForFunction(
          () =>
            document.querySelector('.upload__error') !== null ||
            [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === 'Edit Book Data')
              ? performance.now() - (window as unknown as { __picked: number }).__picked
              : null,
          undefined,
          { timeout: 120_000, polling: 'raf' },
        );
        const ms = (await answered.jsonValue()) as number;
        const outcome = (await error.isVisible()) ? `refused: ${await error.textContent()}` : 'converted';
        rows.push({
          input: item.name,
          'file MB': statSync(file).size / 1024 / 1024,
          'answer ms': ms,
          'renderer peak MB': rendererPeakMb(server.process().pid ?? 0),
          outcome,
        });
      } catch (failure) {
        rows.push({ input: item.name, outcome: `no answer: ${String(failure).slice(0, 80)}` });
      } finally {
        await browser.close();
        await server.close();
      }
    }
  } finally {
    preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(
    `Hostile inputs uploaded to the app's worker (target: ≤ 5,000 ms and ≤ 500 MB peak each; ${load})`,
    rows,
  );
}

await main();
