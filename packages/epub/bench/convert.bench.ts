/**
 * Conversion speed and memory over every book in the shared `public/` corpus,
 * beside the floor of what any EPUB reader must do: unzip with fflate and
 * SAX-parse every XHTML file with saxes. Targets: conversion ≤ 1.2× the floor
 * in total and ≤ 1.3× for War and Peace; War and Peace's peak RSS ≤ 120 MB.
 * The conversion runs as the command line runs it, with Node's zlib lent; the
 * browser's, with fflate alone, is printed beside it.
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
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function floor(bytes: Uint8Array): number {
  const files = unzipSync(bytes);
  let texts = 0;
  for (const [name, data] of Object.entries(files)) {
    if (!/\.x?html?$/.test(name)) continue;
    const parser = new SaxesParser({ xmlns: false, position: false });
    parser.on('text', (text) => {
      texts += text.length;
    });
    parser.write(strFromU8(data)).close();
  }
  return texts;
}

const zlib = { inflateRawSync, crc32 };

/** A conversion as the command line runs it (Node's zlib lent), or as the browser does (`lent` false). */
function convert(bytes: Uint8Array, lent = true): number {
  return convertEpub(bytes, { custom: false, ...(lent ? { zlib } : {}) }).info.chapters.length;
}

// The best of several runs: on a shared machine, other work only ever adds time.
const best = (values: number[]) => Math.min(...values);

/** CPU milliseconds this process spent in `fn`, best of `runs` after one warm-up: steadier than wall time on a busy machine. */
function cpuMs(fn: () => unknown, runs = 5): number {
  fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    out.push((used.user + used.system) / 1000);
  }
  return best(out);
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
let totalMb = 0;
let totalConvert = 0;
let totalFloor = 0;
let totalConvertCpu = 0;
let totalBrowserCpu = 0;
for (const name of names) {
  const bytes = new Uint8Array(readFileSync(dir + name));
  const mb = bytes.length / (1024 * 1024);
  const convertMs = best(sample(() => convert(bytes), 5, 1));
  const convertCpu = cpuMs(() => convert(bytes));
  const browserCpu = cpuMs(() => convert(bytes, false));
  const floorCpu = cpuMs(() => floor(bytes));
  const { before, peak } = peakOf(dir + name);
  totalMb += mb;
  totalConvert += convertMs;
  totalConvertCpu += convertCpu;
  totalBrowserCpu += browserCpu;
  totalFloor += floorCpu;
  rows.push({
    book: name.replace(/\.epub$/, '').slice(0, 44),
    'size MB': mb,
    'convert ms': convertMs,
    'convert cpu ms': convertCpu,
    'floor cpu ms': floorCpu,
    '× floor': convertCpu / floorCpu,
    'browser × floor': browserCpu / floorCpu,
    'MB/s (cpu)': mb / (convertCpu / 1000),
    'peak MB': peak,
    'idle MB': before,
  });
}
rows.push({
  book: `TOTAL (${names.length} books)`,
  'size MB': totalMb,
  'convert ms': totalConvert,
  'convert cpu ms': totalConvertCpu,
  'floor cpu ms': totalFloor,
  '× floor': totalConvertCpu / totalFloor,
  'browser × floor': totalBrowserCpu / totalFloor,
  'MB/s (cpu)': totalMb / (totalConvertCpu / 1000),
  'peak MB': Math.max(...rows.map((row) => row['peak MB'] as number)),
  'idle MB': Math.min(...rows.map((row) => row['idle MB'] as number)),
});
printTable(
  'EPUB conversion over public/ (best of 5 runs; × floor compares CPU time with fflate unzip + saxes over every XHTML; convert = as the command line runs it, with Node’s zlib; browser = fflate alone; peak = RSS of a plain Node child converting one book, idle = its RSS before)',
  rows,
);
console.log(
  `targets: total ≤ 1.2× the floor, War and Peace ≤ 1.3× and peak ≤ 120 MB (load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')})`,
);
