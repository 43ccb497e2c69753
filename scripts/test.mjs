// `npm test`: every check and every test, from a fresh machine with only Node
// and npm. Each step runs even when an earlier one failed, so one run reports
// everything; the last line is the runners' combined count.
import { mkdirSync, rmSync } from 'node:fs';
import { ensurePostgres } from '../supabase/local/ensure-postgres.mjs';
import { countResults } from './summarize-tests.mjs';
import { ensureChromium, ensureWorkspace, root, run, step } from './toolchain.mjs';

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
const check = (title, command, args, options = {}) => {
  step(title);
  const started = performance.now();
  if (run(command, args, { env, ...options }) !== 0) failures.push(title);
  timings.push(`${title} ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

check('Lint and format', 'pnpm', ['exec', 'biome', 'check', '.']);
check('Typecheck', 'pnpm', ['-r', 'typecheck']);
check('Build', 'pnpm', ['build']);
check('Package lint (publint)', 'pnpm', ['publint']);
// The backend's tests run on a real PostgreSQL.
if (!ensurePostgres()) failures.push('Database tests (no PostgreSQL)');
check('Unit and property tests', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
// The backend once more on a project with Supabase's old default grants (every
// new table and function granted to every API role): the migrations must end
// with the same least privileges there too.
check(
  'Backend tests on the old default grants',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'supabase',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest-legacy-grants.json`,
  ],
  { env: { ...env, TYPESHELF_LEGACY_GRANTS: '1' } },
);
if (ensureChromium()) {
  check('Browser tests', 'pnpm', ['--filter', '@typeshelf/web', 'exec', 'playwright', 'test'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  });
} else {
  failures.push('Browser tests (no Chromium)');
}

const { passed, failed, flaky } = countResults(reports);
console.log(`\nsteps: ${timings.join(', ')}`);
for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`fast-check seed: ${seed}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
