/**
 * The upload's conversion in headless Chromium, where users meet it, beside
 * its two floors over the same books: the native floor (every entry inflated
 * by the browser's `DecompressionStream`, saxes over every XHTML) and the
 * fflate floor (fflate unzips, the same parse). The conversion runs as the
 * app's worker runs it, with `DecompressionStream` lent, and with fflate
 * alone (the fallback) beside it. The page is the epub bench's
 * `upload-page.ts`, bundled with the packages' sources. Every run follows a
 * full collection (`gc()`), and the four take turns book by book so a spell
 * of load from elsewhere falls on all of them; best wall time of the runs.
 * Target: the upload ≤ 1.4× the native floor. Figures are printed, never
 * asserted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { printTable, sharedEpubsDir } from '@typeshelf/fixtures';
import { build } from 'vite';
import { chromiumLaunch } from '../chromium-launch';
import { machineLoad } from './preview';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const RUNS = Number(process.env.UPLOAD_BENCH_RUNS ?? 5);
const KINDS = ['native floor', 'upload, native', 'fflate floor', 'upload, fflate'] as const;
type Kind = (typeof KINDS)[number];

/** The page's script: upload-page.ts and what it imports, as one classic script setting `uploadBench`. */
async function pageScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'error',
    // The packages from source, as the repository's TypeScript paths map them.
    resolve: {
      alias: [
        { find: /^@typeshelf\/epub$/, replacement: `${root}packages/epub/src/index.ts` },
        { find: /^@typeshelf\/core$/, replacement: `${root}packages/core/src/index.ts` },
        { find: /^@typeshelf\/core\/(.*)$/, replacement: `${root}packages/core/src/$1/index.ts` },
      ],
    },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: `${root}packages/epub/bench/upload-page.ts`,
        formats: ['iife'],
        name: 'uploadBench',
      },
    },
  });
  const result = Array.isArray(output) ? output[0]! : output;
  if (!('output' in result)) throw new Error('the bench page was not bundled');
  return result.output[0].code;
}

const dir = `${sharedEpubsDir}public/`;
const names = readdirSync(dir)
  .filter((name) => name.endsWith('.epub') && name.includes(process.env.CONVERT_ONLY ?? ''))
  .sort();

const script = await pageScript();
const browser = await chromium.launch({
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, '--js-flags=--expose-gc'],
});
const page = await browser.newPage();
const ORIGIN = 'http://upload-bench.test';
await page.route(`${ORIGIN}/**`, (route) => {
  const path = decodeURIComponent(new URL(route.request().url()).pathname);
  if (path.startsWith('/book/'))
    return route.fulfill({ body: readFileSync(dir + path.slice(6)), contentType: 'application/epub+zip' });
  return route.fulfill({ body: '<!doctype html><title>upload bench</title>', contentType: 'text/html' });
});
await page.goto(`${ORIGIN}/`);
await page.addScriptTag({ content: script });

/** One table row: a book's (or the total's) best times and their ratios to the floors. */
const row = (book: string, ms: Record<Kind, number>) => ({
  book,
  'native floor ms': ms['native floor'],
  'upload ms': ms['upload, native'],
  '× native floor': ms['upload, native'] / ms['native floor'],
  'fflate floor ms': ms['fflate floor'],
  'upload (fflate) ms': ms['upload, fflate'],
  'fflate × fflate floor': ms['upload, fflate'] / ms['fflate floor'],
  'upload × fflate floor': ms['upload, native'] / ms['fflate floor'],
});

const rows: Record<string, unknown>[] = [];
const total = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
for (const name of names) {
  const best = await page.evaluate(
    async ({ name, kinds, runs }) => {
      // The page's `time` (upload-page.ts), typed here: the bench reaches it only through the page.
      const bench = (
        globalThis as unknown as { uploadBench: { time: (kind: Kind, bytes: Uint8Array) => Promise<number> } }
      ).uploadBench;
      const bytes = new Uint8Array(await (await fetch(`/book/${encodeURIComponent(name)}`)).arrayBuffer());
      const out: Record<string, number> = {};
      for (const kind of kinds) {
        await bench.time(kind, bytes); // warm-up
        out[kind] = Number.POSITIVE_INFINITY;
      }
      for (let i = 0; i < runs; i++)
        for (const kind of kinds) out[kind] = Math.min(out[kind]!, await bench.time(kind, bytes));
      return out as Record<Kind, number>;
    },
    { name, kinds: [...KINDS], runs: RUNS },
  );
  for (const kind of KINDS) total[kind] += best[kind];
  rows.push(row(name.replace(/\.epub$/, '').slice(0, 44), best));
}
await browser.close();
rows.push(row(`TOTAL (${names.length} books)`, total));
printTable(
  `Upload conversion in Chromium over public/ (wall ms, best of ${RUNS} interleaved runs, each after gc(); upload = as the app's worker converts, DecompressionStream lent; upload (fflate) = the fallback)`,
  rows,
);
console.log(`target: upload ≤ 1.4× the native floor (${machineLoad()})`);
