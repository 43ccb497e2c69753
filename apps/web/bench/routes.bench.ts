/**
 * The JavaScript each route loads first, from a real production build: the
 * entry chunk and the route's own lazy chunk, each with every chunk it
 * imports statically (what the browser must fetch before the route renders),
 * read from Vite's build manifest and gzipped at level 9. Dynamic imports a
 * screen makes once it shows (the results chart) are listed apart.
 * Budgets: every route ≤ 110 KB gzipped, home ≤ 95 KB; lightweight-charts
 * outside the results route's first load; supabase-js in no first load.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { printTable } from '@typeshelf/fixtures';

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
rmSync(`${app}${OUT}`, { recursive: true, force: true });
