/**
 * Hostile inputs against the target: any file under 50 MB converts or is
 * refused in ≤ 5 s and ≤ 500 MB peak. Each case runs in a child process of its
 * own so its peak memory (RSS, input generation included) is its alone; the
 * time is the conversion or import alone. Figures are printed, never asserted.
 * With `--write <dir>` it only writes each case's file there (`<n>.epub` or
 * `<n>.tbf`) and prints their list as JSON, for the browser bench that
 * uploads them to the app.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convertEpub, isPackageError, readTbf } from '@typeshelf/epub';
import { peakMemoryMb, printTable } from '@typeshelf/fixtures';
import { hostileCases as cases } from '../test/hostile-cases';

const here = fileURLToPath(import.meta.url);
const root = fileURLToPath(new URL('../../../', import.meta.url));

// Write mode: the inputs as files, for the app's upload bench.
const writeIndex = process.argv.indexOf('--write');
if (writeIndex >= 0) {
  const dir = process.argv[writeIndex + 1]!;
  const files = cases.map((item, index) => {
    const file = `${dir}/${index}.${item.read}`;
    writeFileSync(file, item.build());
    return { name: item.name, file };
  });
  console.log(JSON.stringify(files));
  process.exit(0);
}

// Child mode: build one case, read it once, report time, outcome and peak memory.
const caseIndex = process.argv.indexOf('--case');
if (caseIndex >= 0) {
  const item = cases[Number(process.argv[caseIndex + 1])]!;
  const bytes = item.build();
  const start = performance.now();
  let outcome = 'converted';
  try {
    if (item.read === 'epub') convertEpub(bytes);
    else readTbf(bytes);
  } catch (error) {
    outcome = isPackageError(error)
      ? `refused: ${(error as { kind: string }).kind}`
      : `CRASH ${String(error)}`;
  }
  const ms = performance.now() - start;
  console.log(JSON.stringify({ mb: bytes.length / 1024 / 1024, ms, outcome, peak: peakMemoryMb() }));
  process.exit(0);
}

const rows: Record<string, unknown>[] = [];
for (const [index, item] of cases.entries()) {
  const child = spawnSync(process.execPath, [...process.execArgv, here, '--case', String(index)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? `${root}tsconfig.base.json` },
  });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  let result: { mb: number; ms: number; outcome: string; peak: number };
  try {
    result = JSON.parse(line);
  } catch {
    result = {
      mb: Number.NaN,
      ms: Number.NaN,
      outcome: `crashed: ${child.stderr.slice(-200)}`,
      peak: Number.NaN,
    };
  }
  rows.push({
    input: item.name,
    'file MB': result.mb,
    'read ms': result.ms,
    'peak MB': result.peak,
    outcome: result.outcome,
  });
}
printTable(
  'Hostile inputs (target: ≤ 5,000 ms and ≤ 500 MB peak each; peak includes building the input)',
  rows,
);
