// `pnpm bench`: runs every `bench/*.bench.ts` of every package, one process
// each, and lets each print its own table of figures. Timing never fails the
// run; only a benchmark that crashes does.
//
// What the benchmarks run on is made first, as `npm start` makes it and with
// its steps (skipped when unchanged): the built libraries (the command line's
// benchmarks and the catalogue run the built CLI and its worker script, and a
// stale build would measure old code) and, for the web app's benchmarks, the
// catalogue its pages read from `public/`. A fresh clone then needs nothing
// more than an install.
import { existsSync, readdirSync } from 'node:fs';
import { catalogueStep, librariesStep } from './build-steps.mjs';
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

/** Benchmarks under these folders run on built libraries; the web app's also on the catalogue. */
const needsLibraries = ['packages/epub/', 'packages/cli/', 'apps/web/'];
if (files.some((file) => needsLibraries.some((place) => file.startsWith(place)))) {
  step('What the benchmarks run on');
  if ((await librariesStep()) !== 0) process.exit(1);
  // Exit 1: some books failed and were left out; the rest of the catalogue is there.
  if (files.some((file) => file.startsWith('apps/web/')) && ![0, 1].includes(await catalogueStep()))
    process.exit(1);
}

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
