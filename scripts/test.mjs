// `npm test`: every check and every test, from a fresh machine with only Node
// and npm. Each step runs even when an earlier one failed, so one run reports
// everything; the last line is the runners' combined count.
import { spawn } from 'node:child_process';
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

/**
 * Runs steps at the same time, each one's output kept and shown whole under
 * its title when it ends (a line every 30 s says which are still running).
 * For steps that each keep about one core busy: the typecheck is one tsc at a
 * time, and most of the build is one Rollup or one declaration build.
 */
async function checkTogether(steps) {
  const started = performance.now();
  const waiting = new Set(steps.map(({ title }) => title));
  console.log(`\n${steps.map(({ title }) => title).join(' and ')}, at the same time…`);
  const ticker = setInterval(() => {
    const elapsed = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`  … ${[...waiting].join(', ')} still running (${elapsed} s)`);
  }, 30_000);
  await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((done) => {
          const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('error', (error) => {
            output += `${error.message}\n`;
          });
          child.on('close', (code) => {
            waiting.delete(title);
            step(title);
            process.stdout.write(output);
            if (code !== 0) failures.push(title);
            timings.push(`${title} ${((performance.now() - started) / 1000).toFixed(0)} s`);
            done();
          });
        }),
    ),
  );
  clearInterval(ticker);
}

check('Lint and format', 'pnpm', ['exec', 'biome', 'check', '.']);
await checkTogether([
  { title: 'Typecheck', command: 'pnpm', args: ['-r', 'typecheck'] },
  { title: 'Build', command: 'pnpm', args: ['build'] },
]);
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
// with the same least privileges there too. Only the files whose outcome can
// depend on the grants run again: left out are the stack's start and stop,
// the deployment check (which runs on both defaults itself), the migrations'
// order, and the Auth settings and book-info stand-in, which use no role.
const grantFree = ['stack', 'check-deploy', 'migrations', 'auth-config', 'metadata-api'];
check(
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
