/**
 * The JavaScript each route loads first, from a real production build: the
 * entry chunk and the route's own lazy chunk, each with every chunk it
 * imports statically (what the browser must fetch before the route renders),
 * read from Vite's build manifest and gzipped at level 9. Dynamic imports a
 * screen makes once it shows (the results chart) are listed apart.
 * Budgets: every route ≤ 110 KB gzipped, home ≤ 95 KB; lightweight-charts
 * outside the results route's first load; supabase-js in no first load.
 *
 * Static imports are only part of a first visit: the entry and the route
 * import more as they start (the theme, settings, the service worker, a
 * chart). So each route is then opened in headless Chromium on a fresh
 * profile, and every script the browser fetched until the network was idle
 * is counted (gzipped the same way): home ≤ 100 KB, every other route ≤ 130 KB,
 * the charts' library only where a chart is on the first screen. Those budgets
 * are byte counts, so a browser test holds them too (`e2e/first-load.spec.ts`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { printTable } from '@typeshelf/fixtures';
import { chromiumLaunch } from '../chromium-launch';
import { catalogueBooks, machineLoad, startPreview } from './preview';

const app = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'dist-routes-bench';

interface Chunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error', '--manifest'], {
  cwd: app,
  env: { ...process.env, TYPESHELF_WEB_OUT: OUT },
  stdio: 'inherit',
});
const manifest = JSON.parse(readFileSync(`${app}${OUT}/.vite/manifest.json`, 'utf8')) as Record<
  string,
  Chunk
>;

const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${app}${OUT}/${file}`), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

/** Chunks the closure can import dynamically but does not load up front. */
const later = (keys: Set<string>) =>
  new Set(
    [...keys].flatMap((key) => manifest[key]?.dynamicImports ?? []).flatMap((key) => [...staticClosure(key)]),
  );

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The build has no entry chunk.');
const shell = staticClosure(entry);

// Every screen is a lazy chunk the entry imports dynamically (`src/routes/…/…-route.tsx`).
const routes = (manifest[entry]?.dynamicImports ?? [])
  .filter((key) => key.endsWith('-route.tsx'))
  .sort()
  .map((key): [string, string, number] => {
    const name = key.replace(/^.*\//, '').replace(/-route\.tsx$/, '');
    return [name, key, name === 'home' ? 95 : 110];
  });
const looksLike = (keys: Iterable<string>, pattern: RegExp) =>
  [...keys].some((key) => pattern.test(key) || pattern.test(manifest[key]?.file ?? ''));

const rows = routes.map(([route, source, budget]) => {
  const first = new Set([...shell, ...staticClosure(source)]);
  const kb = [...first].reduce((sum, key) => sum + sizeOf(manifest[key]?.file ?? ''), 0) / 1024;
  const deferred = [...later(first)].filter((key) => !first.has(key));
  const charts = deferred.filter((key) => /lightweight-charts/.test(key));
  return {
    route,
    files: first.size,
    'first load KB (gzip)': kb,
    budget: `≤ ${budget}`,
    within: kb <= budget ? 'yes' : 'NO',
    'charts in first load': looksLike(first, /lightweight-charts/) ? 'YES' : 'no',
    'charts later KB': charts.reduce((sum, key) => sum + sizeOf(manifest[key]?.file ?? ''), 0) / 1024,
    // The library itself, not the app's small module that imports it on demand (supabase-client.ts).
    'supabase in first load': looksLike(first, /node_modules\/@supabase\//) ? 'YES' : 'no',
  };
});
printTable('First-load JavaScript per route (production build, static imports from the manifest)', rows);

/** A first visit of each screen as the browser makes it: its path, its budget, and whether it draws a chart. */
const TUTORIAL = 'typeshelf--first-steps';
const book = catalogueBooks().find((b) => b.id !== TUTORIAL) ?? { id: TUTORIAL };
/** `chart`: true where a chart is on the first screen, false where its library must not load, null either way. */
const VISITS: [route: string, path: string, budget: number, chart: boolean | null][] = [
  ['home', '/', 100, false],
  ['library', '/books', 130, false],
  ['book', `/books/${book.id}`, 130, false],
  ['edit', `/books/${book.id}/edit`, 130, false],
  ['prompt', `/prompt/${TUTORIAL}__000`, 130, false],
  ['results', `/results/${TUTORIAL}__000?show=chapter`, 130, null],
  ['stats', '/stats', 130, true],
  ['practice', '/practice', 130, false],
  ['share', '/share', 130, false],
  ['settings', '/settings', 130, false],
  ['upload', '/upload', 130, false],
];

process.env.TYPESHELF_BENCH_REUSE_BUILD = '1';
const preview = await startPreview(OUT, Number(process.env.TYPESHELF_BENCH_PORT ?? 4184));
const browser = await chromium.launch(chromiumLaunch);
const load = machineLoad();
const fetched: Record<string, unknown>[] = [];
try {
  for (const [route, path, budget, chart] of VISITS) {
    const context = await browser.newContext({
      baseURL: preview.base,
      viewport: { width: 1280, height: 800 },
    });
    // The service worker would fetch the whole app for offline use: not what the first screen needs.
    await context.route('**/sw.js', (request) => request.abort());
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(preview.base).origin && url.pathname.endsWith('.js'))
        scripts.add(url.pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The screen drawn (the shell renders once the theme is in), then idle again for what it imports.
    await page.waitForFunction(
      () => (document.querySelector('#root main')?.childElementCount ?? 0) > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    await context.close();
    const files = [...scripts].map((pathname) => pathname.replace(/^\//, ''));
    const kb = files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    const charts = files.some((file) => /lightweight-charts/.test(`${file} ${keyOf.get(file) ?? ''}`));
    fetched.push({
      route,
      path,
      scripts: files.length,
      'fetched KB (gzip)': kb,
      budget: `≤ ${budget}`,
      within: kb <= budget && (chart === null || charts === chart) ? 'yes' : 'NO',
      charts: charts ? 'yes' : 'no',
    });
  }
} finally {
  await browser.close();
  preview.stop();
}
printTable(
  `JavaScript a first visit fetches until idle (headless Chromium, fresh profile; ${load})`,
  fetched,
);
rmSync(`${app}${OUT}`, { recursive: true, force: true });
