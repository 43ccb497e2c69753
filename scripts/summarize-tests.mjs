// Reads the test runners' own JSON reports and prints the one closing line CI
// reads: `tests: N passed, N failed`. Exits 1 when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { root } from './toolchain.mjs';

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

export function countResults(reportsDir = `${root}/reports`) {
  let passed = 0;
  let failed = 0;
  // vitest.json, and one report per further run (vitest-<run>.json, e.g. the
  // backend's second run on the old default grants).
  const vitestReports = existsSync(reportsDir)
    ? readdirSync(reportsDir).filter((name) => /^vitest(-[\w-]+)?\.json$/.test(name))
    : [];
  for (const name of vitestReports) {
    const vitest = readJson(`${reportsDir}/${name}`);
    passed += vitest.numPassedTests ?? 0;
    // A file that fails to load has no tests to count, but it is a failure.
    failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
  }
  const playwright = readJson(`${reportsDir}/playwright.json`);
  if (playwright) {
    passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
    // Errors outside any test (a web server that never started) count as failures too.
    failed += (playwright.stats?.unexpected ?? 0) + (playwright.errors?.length ?? 0);
  }
  return { passed, failed, flaky: flakyTitles(playwright) };
}

/** The browser tests that failed once and passed on their retry, by file and title. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') titles.push(`${spec.file ?? file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return titles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed, failed, flaky } = countResults();
  for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}
