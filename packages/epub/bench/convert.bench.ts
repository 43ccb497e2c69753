/**
 * Conversion speed and memory over every book in the shared `public/` corpus,
 * beside the floor of what any EPUB reader must do: unzip with fflate and
 * SAX-parse every XHTML file with saxes. Target: conversion ≤ 1.5× the floor;
 * War and Peace under 150 MB peak. Peak memory is measured per book in a
 * child process of its own, so one book's garbage never counts against another.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convertEpub } from '@typeshelf/epub';
import { peakMemoryMb, printTable, sample, sharedEpubsDir } from '@typeshelf/fixtures';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

const here = fileURLToPath(import.meta.url);
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

function convert(bytes: Uint8Array): number {
  return convertEpub(bytes, { custom: false }).info.chapters.length;
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

// Child mode: convert one book once and report this process's peak memory.
const peakIndex = process.argv.indexOf('--peak');
if (peakIndex >= 0) {
  const bytes = new Uint8Array(readFileSync(process.argv[peakIndex + 1]!));
  const before = peakMemoryMb();
  convert(bytes);
  console.log(JSON.stringify({ before, peak: peakMemoryMb() }));
  process.exit(0);
}

function peakOf(path: string): { before: number; peak: number } {
  // The same Node with the same loader flags (tsx's), so the child starts fast and resolves the same way.
  const child = spawnSync(process.execPath, [...process.execArgv, here, '--peak', path], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? `${root}tsconfig.base.json` },
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
  .filter((name) => name.endsWith('.epub'))
  .sort();
const rows: Record<string, unknown>[] = [];
let totalMb = 0;
let totalConvert = 0;
let totalFloor = 0;
let totalConvertCpu = 0;
for (const name of names) {
  const bytes = new Uint8Array(readFileSync(dir + name));
  const mb = bytes.length / (1024 * 1024);
  const convertMs = best(sample(() => convert(bytes), 5, 1));
  const convertCpu = cpuMs(() => convert(bytes));
  const floorCpu = cpuMs(() => floor(bytes));
  const { before, peak } = peakOf(dir + name);
  totalMb += mb;
  totalConvert += convertMs;
  totalConvertCpu += convertCpu;
  totalFloor += floorCpu;
  rows.push({
    book: name.replace(/\.epub$/, '').slice(0, 44),
    'size MB': mb,
    'convert ms': convertMs,
    'convert cpu ms': convertCpu,
    'floor cpu ms': floorCpu,
    '× floor': convertCpu / floorCpu,
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
  'MB/s (cpu)': totalMb / (totalConvertCpu / 1000),
  'peak MB': Math.max(...rows.map((row) => row['peak MB'] as number)),
  'idle MB': Math.min(...rows.map((row) => row['idle MB'] as number)),
});
printTable(
  'EPUB conversion over public/ (best of 5 runs; × floor compares CPU time with fflate unzip + saxes over every XHTML; peak = RSS of a child converting one book)',
  rows,
);
