/**
 * `typeshelf build` over the 31 public books of the shared corpus plus the
 * tutorial, on worker threads as the built binary runs it: a cold build into
 * an empty folder, then a rebuild with nothing changed. Figures are printed,
 * never asserted. Targets: cold ≤ 4 s on 2 cores, no-op ≤ 2 s. The machine's
 * load average is printed beside each run: on a shared machine it moves the
 * wall time (and the CPU time, less) more than most changes do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { peakMemoryMb, printTable, sharedEpubsDir } from '@typeshelf/fixtures';
import { buildCatalogue } from '../src/services/build-catalogue';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const workerUrl = new URL('../dist/convert-worker.js', import.meta.url);
if (!existsSync(fileURLToPath(workerUrl)))
  execFileSync('pnpm', ['-r', '--filter', '@typeshelf/cli...', 'build'], {
    cwd: packageDir,
    stdio: 'inherit',
  });

const tutorial = fileURLToPath(new URL('../../../fixtures/tutorial/', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'typeshelf-bench-'));
const options = { inputs: [tutorial, join(sharedEpubsDir, 'public')], out };
// The built worker runs without the TypeScript loader this file runs under, as the binary's workers do.
const context = {
  progress: () => {},
  clock: () => performance.now(),
  workers: true,
  workerUrl,
  workerExecArgv: [],
};

/** CPU time of the whole process, worker threads and libvips included. */
const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

const run = async (name: string) => {
  const load = loadavg()[0] ?? 0;
  const start = performance.now();
  const cpuStart = cpuSeconds();
  const result = await buildCatalogue(options, context);
  return {
    run: name,
    books: result.books,
    converted: result.counts.ok,
    unchanged: result.counts.skipped,
    failed: result.counts.failed,
    seconds: (performance.now() - start) / 1000,
    // On a shared, busy machine wall time says little: CPU seconds divided by the cores is what an idle one takes.
    'cpu seconds': cpuSeconds() - cpuStart,
    'load (1 min)': load,
  };
};

try {
  const rows = [await run('cold'), await run('no-op rebuild')];
  printTable(
    `typeshelf build: 31 public books + tutorial, ${availableParallelism()} cores (targets: cold ≤ 4 s, no-op ≤ 2 s)`,
    rows.map((row) => ({ ...row, 'idle estimate': row['cpu seconds'] / availableParallelism() })),
  );
  printTable('typeshelf build: memory', [
    { process: 'main thread + workers', 'peak RSS (MB)': peakMemoryMb() },
  ]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
