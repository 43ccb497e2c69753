// `npm test`: every check and every test, from a fresh machine with only Node
// and npm. Each step runs even when an earlier one failed, so one run reports
// everything; the last line is the runners' combined count.
//
// The typecheck runs beside the build (one tsc at a time beside one Rollup or
// declaration build at a time; docs/decisions.md, "Test run time"). The unit
// tests run alone: beside the browser tests, at a lower priority, a property
// test ran past its 30 s.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { ensurePostgres } from '../supabase/local/ensure-postgres.mjs';
import { countResults } from './summarize-tests.mjs';
import { ensureChromium, ensureWorkspace, root, step } from './toolchain.mjs';

ensureWorkspace();

const reports = `${root}/reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const seed = process.env.FC_SEED || String(Math.floor(Math.random() * 2 ** 31));
console.log(`fast-check seed: ${seed} (replay with FC_SEED=${seed})`);
const env = { ...process.env, FC_SEED: seed };

const failures = [];
// Each step's wall time, printed at the end so a slow step is easy to spot.
const timings = [];
const since = (started) => `${((performance.now() - started) / 1000).toFixed(0)} s`;
// The steps running in the background (their output is held until they end).
const background = new Set();
const ticker = setInterval(() => {
  if (background.size > 0) console.log(`  … still running: ${[...background].join(', ')}`);
}, 60_000);

/**
 * Runs a step. A `live` step streams its output under its title; any other
 * keeps its output and prints it whole under its title when it ends, so two
 * steps at once never mix their lines.
 */
function check(title, command, args, { live = true, extraEnv = {} } = {}) {
  const started = performance.now();
  if (live) step(title);
  else background.add(title);
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (error) => keep(`${error.message}\n`));
    child.on('close', (code) => {
      if (!live) {
        background.delete(title);
        step(`${title} (ran in the background)`);
        process.stdout.write(output);
      }
      if (code !== 0) failures.push(title);
      timings.push(`${title} ${since(started)}`);
      done();
    });
  });
}

await check('Lint and format', 'pnpm', ['exec', 'biome', 'check', '.']);
// tsc checks one project at a time, and most of the build is one Rollup or one declaration build.
await Promise.all([
  check('Typecheck', 'pnpm', ['-r', 'typecheck'], { live: false }),
  check('Build', 'pnpm', ['build']),
]);
await check('Package lint (publint)', 'pnpm', ['publint']);

// The backend's tests and the browser tests' accounts run on a real PostgreSQL.
if (!ensurePostgres()) failures.push('Database tests (no PostgreSQL)');
await check('Unit and property tests', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
// The backend once more on a project with Supabase's old default grants (every
// new table and function granted to every API role): the migrations must end
// with the same least privileges there too. Only the files whose outcome can
// depend on the grants run again: left out are the stack's start and stop,
// the deployment check (which runs on both defaults itself), the migrations'
// order, and the Auth settings and book-info stand-in, which use no role.
const grantFree = ['stack', 'check-deploy', 'migrations', 'auth-config', 'metadata-api'];
await check(
  'Backend tests on the old default grants',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'supabase',
    ...grantFree.flatMap((name) => ['--exclude', `**/test/${name}.test.ts`]),
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-legacy-grants.json`,
  ],
  { extraEnv: { TYPESHELF_LEGACY_GRANTS: '1' } },
);
if (ensureChromium()) {
  await check('Browser tests', 'pnpm', ['--filter', '@typeshelf/web', 'exec', 'playwright', 'test'], {
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  });
} else {
  failures.push('Browser tests (no Chromium)');
}
clearInterval(ticker);

const { passed, failed, flaky } = countResults(reports);
console.log(`\nsteps: ${timings.join(', ')}`);
for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`fast-check seed: ${seed}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
