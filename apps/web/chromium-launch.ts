/**
 * How the browser tests and the browser benchmarks start Chromium: the
 * system's own (never a Playwright download), without a sandbox, GPU or
 * background traffic that would make runs differ.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
