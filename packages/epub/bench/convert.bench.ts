/**
 * Conversion speed and memory over every book in the shared `public/` corpus,
 * beside two floors of what any EPUB reader must do: unzip every entry and
 * SAX-parse every XHTML file with saxes, inflating with fflate (the browser's
 * floor) or with Node's zlib (the command line's, the native floor). Targets:
 * the command line's conversion ≤ 1.3× the native floor in total and for War
 * and Peace; War and Peace's peak RSS ≤ 120 MB. The conversion runs as the
 * command line runs it, with Node's zlib lent; the browser's, with fflate
 * alone, is printed beside it against the fflate floor. Every timed run
 * starts after a full collection (`gc()`, the bench runs with --expose-gc),
 * so no block pays for the garbage of the one before.
 * Peak memory is measured per book in a plain Node child of its own running
 * the built package (as the CLI does), so one book's garbage never counts
 * against another and the benchmark's TypeScript loader counts against none.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, inflateRawSync } from 'node:zlib';
import { convertEpub } from '@typeshelf/epub';
import { printTable, sample, sharedEpubsDir } from '@typeshelf/fixtures';
import { unzipSync } from 'fflate';
import { parseAll, storedEntries } from './floors';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The browser's floor: fflate unzips every entry, saxes parses the XHTML. */
function floor(bytes: Uint8Array): number {
  return parseAll(Object.entries(unzipSync(bytes)));
}

/** The native floor: the same parse over entries inflated by Node's zlib. */
function* nativeEntries(bytes: Uint8Array): Generator<[string, Uint8Array]> {
  for (const { name, method, raw } of storedEntries(bytes))
    yield [name, method === 8 ? inflateRawSync(raw) : raw];
}

function nativeFloor(bytes: Uint8Array): number {
  return parseAll(nativeEntries(bytes));
}

const zlib = { inflateRawSync, crc32 };

/** A conversion as the command line runs it (Node's zlib lent), or as the browser does (`lent` false). */
function convert(bytes: Uint8Array, lent = true): number {
  return convertEpub(bytes, { custom: false, ...(lent ? { zlib } : {}) }).info.chapters.length;
}

// The best of several runs: on a shared machine, other work only ever adds time.
const best = (values: number[]) => Math.min(...values);

/** A full collection before a timed run, when the bench runs with --expose-gc (as `pnpm bench` runs it). */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * CPU milliseconds this process spent in each of `fns`, best of `runs` after
 * one warm-up each. The functions take turns (floor, ours, floor, ours…), so
 * a spell of load from elsewhere on a shared machine falls on all of them
 * rather than on one; CPU time is steadier than wall time there.
 */
function interleavedCpuMs<K extends string>(fns: Record<K, () => unknown>, runs = 5): Record<K, number> {
  const keys = Object.keys(fns) as K[];
  for (const key of keys) fns[key]();
  const out = Object.fromEntries(keys.map((key) => [key, Number.POSITIVE_INFINITY])) as Record<K, number>;
  for (let i = 0; i < runs; i++)
    for (const key of keys) {
      collect();
      const start = process.cpuUsage();
      fns[key]();
      const used = process.cpuUsage(start);
      out[key] = Math.min(out[key], (used.user + used.system) / 1000);
    }
  return out;
}

const dist = `${root}packages/epub/dist/index.js`;

/** Newest modification time of the files under `dir`, in ms. */
function newest(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((latest, entry) => Math.max(latest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs), 0);
}

// The child runs the built package: build it when it is missing or older than its sources.
const built = (() => {
  try {
    return statSync(dist).mtimeMs;
  } catch {
    return 0;
  }
})();
if (built < Math.max(newest(`${root}packages/epub/src`), newest(`${root}packages/core/src`))) {
  const status = spawnSync('pnpm', ['-r', '--filter', '@typeshelf/epub...', 'build'], {
    cwd: root,
    stdio: 'ignore',
  }).status;
  if (status !== 0) throw new Error('could not build @typeshelf/epub');
}

const CHILD = `
const { convertEpub } = await import(${JSON.stringify(pathToFileURL(dist).href)});
const { readFileSync } = await import('node:fs');
const { crc32, inflateRawSync } = await import('node:zlib');
const bytes = new Uint8Array(readFileSync(process.argv[1]));
const before = process.resourceUsage().maxRSS / 1024;
convertEpub(bytes, { custom: false, zlib: { inflateRawSync, crc32 } });
console.log(JSON.stringify({ before, peak: process.resourceUsage().maxRSS / 1024 }));
`;

function peakOf(path: string): { before: number; peak: number } {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, path], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as { before: number; peak: number };
  } catch {
    return { before: Number.NaN, peak: Number.NaN };
  }
}

const dir = `${sharedEpubsDir}public/`;
const names = readdirSync(dir)
  .filter((name) => name.endsWith('.epub') && name.includes(process.env.CONVERT_ONLY ?? ''))
  .sort();
const rows: Record<string, unknown>[] = [];
const total = { mb: 0, convert: 0, convertCpu: 0, browserCpu: 0, floor: 0, native: 0 };
for (const name of names) {
  const bytes = new Uint8Array(readFileSync(dir + name));
  const mb = bytes.length / (1024 * 1024);
  const convertMs = best(sample(() => convert(bytes), 5, 1));
  const cpu = interleavedCpuMs({
    native: () => nativeFloor(bytes),
    convert: () => convert(bytes),
    floor: () => floor(bytes),
    browser: () => convert(bytes, false),
  });
  const { before, peak } = peakOf(dir + name);
  total.mb += mb;
  total.convert += convertMs;
  total.convertCpu += cpu.convert;
  total.browserCpu += cpu.browser;
  total.floor += cpu.floor;
  total.native += cpu.native;
  rows.push({
    book: name.replace(/\.epub$/, '').slice(0, 44),
    'size MB': mb,
    'convert ms': convertMs,
    'convert cpu ms': cpu.convert,
    'native floor cpu ms': cpu.native,
    '× native floor': cpu.convert / cpu.native,
    'fflate floor cpu ms': cpu.floor,
    'browser × fflate floor': cpu.browser / cpu.floor,
    'MB/s (cpu)': mb / (cpu.convert / 1000),
    'peak MB': peak,
    'idle MB': before,
  });
}
rows.push({
  book: `TOTAL (${names.length} books)`,
  'size MB': total.mb,
  'convert ms': total.convert,
  'convert cpu ms': total.convertCpu,
  'native floor cpu ms': total.native,
  '× native floor': total.convertCpu / total.native,
  'fflate floor cpu ms': total.floor,
  'browser × fflate floor': total.browserCpu / total.floor,
  'MB/s (cpu)': total.mb / (total.convertCpu / 1000),
  'peak MB': Math.max(...rows.map((row) => row['peak MB'] as number)),
  'idle MB': Math.min(...rows.map((row) => row['idle MB'] as number)),
});
printTable(
  'EPUB conversion over public/ (CPU best of 5 interleaved runs, each after gc(); native floor = Node’s zlib inflating every entry + saxes over every XHTML, fflate floor = the same with fflate; convert = as the command line runs it, with Node’s zlib; browser = fflate alone; peak = RSS of a plain Node child converting one book, idle = its RSS before)',
  rows,
);
console.log(
  `targets: convert ≤ 1.3× the native floor in total and for War and Peace, peak ≤ 120 MB (load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')})`,
);
