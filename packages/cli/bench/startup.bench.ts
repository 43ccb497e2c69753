/**
 * The `typeshelf` binary as a user runs it, whole process, beside a bare
 * `node -e 0` and the floor process (Node's zlib inflating every entry +
 * saxes over the spine, `packages/epub/bench/floor-process.mjs`), and
 * Calibre's `ebook-convert` when it is installed. Every command runs interleaved with the others, round
 * after round, so a busy machine slows them all alike; the table prints the
 * median and best wall time and the ratios of medians, and for the Node
 * processes their CPU time (user + system of every thread, which a loaded
 * machine moves far less than wall time), read by a preloaded module as the
 * process exits.
 * Targets: `--help` ≤ 1.5× `node -e 0`; `info --json` ≤ 1.2× the floor.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, sharedEpubsDir } from '@typeshelf/fixtures';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages/cli/dist/bin.js');
const floor = join(root, 'packages/epub/bench/floor-process.mjs');
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 15);

if (!existsSync(bin)) {
  const built = spawnSync('pnpm', ['-r', '--filter', '@typeshelf/cli...', 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (built.status !== 0) throw new Error('could not build the CLI');
}

const books = {
  small: 'oscar-wilde_the-importance-of-being-earnest.epub',
  medium: 'jane-austen_pride-and-prejudice.epub',
  huge: 'leo-tolstoy_war-and-peace_louise-maude_aylmer-maude.epub',
};
const path = (name: string) => join(sharedEpubsDir, 'public', name);

const scratchCpu = mkdtempSync(join(tmpdir(), 'typeshelf-startup-cpu-'));
/** Preloaded into every Node process: writes the process's CPU time (ms) where TYPESHELF_CPU_OUT says, as it exits. */
const cpuProbe = join(scratchCpu, 'cpu-probe.cjs');
writeFileSync(
  cpuProbe,
  "process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').writeFileSync(process.env.TYPESHELF_CPU_OUT, String((u.user + u.system) / 1000)); });",
);
const cpuOut = join(scratchCpu, 'cpu');

const calibre = spawnSync('ebook-convert', ['--version'], { stdio: 'ignore' }).status === 0;
const scratch = mkdtempSync(join(tmpdir(), 'typeshelf-startup-'));

interface Command {
  label: string;
  command: string;
  args: string[];
}
const node = (label: string, ...args: string[]): Command => ({
  label,
  command: process.execPath,
  args: ['--require', cpuProbe, ...args],
});
const commands: Command[] = [
  node('node -e 0', '-e', '0'),
  node('typeshelf --help', bin, '--help'),
  node('typeshelf --version', bin, '--version'),
];
for (const [size, name] of Object.entries(books)) {
  commands.push(node(`floor ${size}`, floor, path(name)));
  commands.push(node(`typeshelf info --json ${size}`, bin, 'info', '--json', path(name)));
  commands.push(node(`typeshelf text ${size}`, bin, 'text', path(name)));
  if (calibre)
    commands.push({
      label: `ebook-convert ${size}`,
      command: 'ebook-convert',
      args: [path(name), join(scratch, `${size}.txt`)],
    });
}

// Bench processes must not inherit the benchmark runner's flags (tsx's loader, --expose-gc).
const env = { ...process.env, NODE_OPTIONS: '', TYPESHELF_CPU_OUT: cpuOut };
const times = new Map<string, number[]>(commands.map((command) => [command.label, []]));
const cpuTimes = new Map<string, number[]>(commands.map((command) => [command.label, []]));
for (let round = 0; round < ROUNDS + 1; round++) {
  for (const { label, command, args } of commands) {
    const start = performance.now();
    const result = spawnSync(command, args, { stdio: 'ignore', env });
    const ms = performance.now() - start;
    if (result.status !== 0) throw new Error(`${label} exited with ${result.status}`);
    if (round > 0) {
      // Round 0 warms the file cache.
      times.get(label)?.push(ms);
      if (command === process.execPath) cpuTimes.get(label)?.push(Number(readFileSync(cpuOut, 'utf8')));
    }
  }
}
rmSync(scratch, { recursive: true, force: true });
rmSync(scratchCpu, { recursive: true, force: true });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const medianOf = (label: string) => median(times.get(label) ?? []);
const cpuMedianOf = (label: string) => median(cpuTimes.get(label) ?? []);
const cpuBestOf = (label: string) => Math.min(...(cpuTimes.get(label) ?? []));
const bare = medianOf('node -e 0');

printTable(
  `CLI start-up, whole processes interleaved over ${ROUNDS} rounds (wall ms, ratios of medians; CPU ms = user + system of the Node process) (load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')})`,
  commands.map(({ label }) => {
    const size = label.split(' ').at(-1) ?? '';
    const reads = label.startsWith('typeshelf info') || label.startsWith('ebook-convert');
    return {
      command: label,
      'median ms': medianOf(label),
      'best ms': Math.min(...(times.get(label) ?? [])),
      '× node -e 0': medianOf(label) / bare,
      '× floor': reads ? (medianOf(label) / medianOf(`floor ${size}`)).toFixed(2) : '',
      'cpu median ms': cpuMedianOf(label),
      'cpu best ms': cpuBestOf(label),
      'cpu × floor (median / best)': reads
        ? `${(cpuMedianOf(label) / cpuMedianOf(`floor ${size}`)).toFixed(2)} / ${(cpuBestOf(label) / cpuBestOf(`floor ${size}`)).toFixed(2)}`
        : '',
    };
  }),
);
console.log(
  `targets: --help ≤ 1.5× node -e 0; info --json ≤ 1.2× the native-zlib floor${calibre ? '' : '; ebook-convert is not installed, so Calibre is not compared'}`,
);
