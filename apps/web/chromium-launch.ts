/**
 * How the browser tests and the browser benchmarks start Chromium: the
 * system's own (never a Playwright download), without a sandbox, GPU or
 * background traffic that would make runs differ.
 */

/**
 * Playwright's own list of features it turns off (a later `--disable-features`
 * replaces an earlier one, so it is repeated here), and the omnibox's popup:
 * headless Chromium builds that popup's web page in a renderer of its own for
 * every new tab, which took as much CPU as the app's page while it loaded and,
 * on two cores, slowed every page opened in a test or benchmark.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

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
    `--disable-features=${disabledFeatures.join(',')}`,
  ],
};
