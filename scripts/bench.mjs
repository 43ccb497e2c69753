// `pnpm bench`: runs every `bench/*.bench.ts` of every package, one process
// each, and lets each print its own table of figures. Timing never fails the
// run; only a benchmark that crashes does.
import { existsSync, readdirSync } from 'node:fs';
import { root, run, step } from './toolchain.mjs';

const places = [
  'packages/core',
  'packages/epub',
  'packages/react-ui',
  'packages/cli',
  'apps/web',
  'supabase',
];
const only = process.argv.slice(2);
const files = places
  .flatMap((place) => {
    const dir = `${root}/${place}/bench`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.bench.ts'))
      .sort()
      .map((name) => `${place}/bench/${name}`);
  })
  .filter((file) => only.length === 0 || only.some((pattern) => file.includes(pattern)));

const crashed = [];
for (const file of files) {
  step(file);
  const code = run('pnpm', ['exec', 'tsx', '--tsconfig', 'tsconfig.base.json', file], {
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
  });
  if (code !== 0) crashed.push(file);
}
if (files.length === 0) console.log('No benchmarks found.');
if (crashed.length > 0) {
  console.log(`\nBenchmarks that crashed: ${crashed.join(', ')}`);
  process.exit(1);
}
