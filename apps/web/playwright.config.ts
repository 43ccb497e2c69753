import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './chromium-launch';

const port = Number(process.env.TYPESHELF_E2E_PORT ?? 4173);

/**
 * The spec files that start a backend stack or build the app (the longest
 * ones), found by what they call. They run first: the two workers start on
 * the long files and end on short ones instead of one waiting while the
 * other finishes a five-minute file, and a worker's stack serves all of them
 * before it moves on to the files that need none.
 */
const e2eDir = new URL('./e2e/', import.meta.url);
const heavyFiles = readdirSync(e2eDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) =>
    /\b(accountStackForFile|startAccountStack|buildApp)\(/.test(readFileSync(new URL(name, e2eDir), 'utf8')),
  );
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser tests run the built app (`vite preview`) in the system Chromium;
 * Playwright's own browser downloads are never used.
 */
export default defineConfig({
  testDir: './e2e',
  // Reviewed pictures of the screens (screens.spec.ts), one folder, named by test file and picture.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  // Two spec files at a time (a file per core on a bigger machine): most of a browser test's time
  // is spent waiting (for a sync, a timer, a worker), about half a core a worker on two cores, yet
  // a third worker made a 30 s upload test run past its minute. Each file keeps its own tests in order
  // (unless it says they are independent), and each worker starts one backend stack on a free
  // port, which the account files it runs share (e2e/account-stack.ts).
  workers: Math.max(2, availableParallelism()),
  // One retry, so a timing hiccup of a loaded machine does not fail a run; a test that needed it is
  // reported as flaky (its name printed by CI's summary) and treated as a bug to find.
  retries: 1,
  timeout: 60_000,
  // The suite shares two cores with a preview server and IndexedDB work; a slow
  // first paint is not a failure, a missing one is.
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded on a failed test's retry only: recording every test's screenshots and
    // snapshots cost the whole run minutes, and a failure that does not repeat is reported as flaky.
    trace: 'on-first-retry',
    // The built app registers a service worker; tests that do not test it keep it out, so cached
    // files and page.route interception never depend on which test ran before (offline.spec.ts allows it).
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
  },
  // One browser, two projects of the same name only to order the files: the heavy ones first.
  projects: [
    { name: 'chromium', testMatch: heavyFiles, use: chromium },
    { name: 'chromium', testIgnore: heavyFiles, use: chromium },
  ],
  webServer: {
    command: `pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
