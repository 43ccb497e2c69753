/**
 * The package boundaries of docs/architecture.md, and the web app's domain
 * boundaries within apps/web/src, checked on every test run
 * by tests/architecture.test.ts. Test, bench and fixture-reading code may use
 * Node; shipped library source may not.
 */
const shipped = '^packages/(core|epub)/src/(?!.*\\.test\\.tsx?$)';
/** Tests, benches and browser tests: they may reach anything they check. */
const testCode = '(\\.test\\.tsx?$|(^|/)(test|tests|e2e|bench)/)';
const web = 'apps/web/src/';
/** The web app's domains, in the one order they may import each other: a domain imports only those before it. */
const webDomains = ['session', 'settings', 'progress', 'books'];
/** The web app's folders under its screens: the domains, and the storage and page layers beneath them. */
const webBelowScreens = 'session|settings|progress|books|storage|page|offline';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make load order fragile and packages inseparable.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-folders-one-way',
      severity: 'error',
      comment:
        "core's areas form a one-way graph: when one folder imports another, the other never imports it back, directly or round a longer loop. Checked on core's shipped source alone (tests/architecture.test.ts): tests reach other packages' fixtures, which import several areas.",
      scope: 'folder',
      from: { path: '^packages/core/src/[^/]+' },
      to: { path: '^packages/core/src/[^/]+', circular: true },
    },
    {
      name: 'portable-core-no-frameworks',
      severity: 'error',
      comment:
        'core and epub run in browsers, workers and Node alike: no React, Ink, UI state or storage libraries.',
      from: { path: shipped },
      to: {
        path: 'node_modules/(react|react-dom|ink|valtio|wouter|idb-keyval|@supabase|lightweight-charts|commander|sharp)(/|$)',
      },
    },
    {
      name: 'portable-core-no-node-builtins',
      severity: 'error',
      comment: 'core and epub must not depend on Node built-ins.',
      from: { path: shipped },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-depends-on-nothing-above',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(epub|react-ui|cli)|apps)/' },
    },
    {
      name: 'epub-depends-only-on-core',
      severity: 'error',
      from: { path: '^packages/epub/' },
      to: { path: '^(packages/(react-ui|cli)|apps)/' },
    },
    {
      name: 'react-ui-depends-only-on-core',
      severity: 'error',
      from: { path: '^packages/react-ui/' },
      to: { path: '^(packages/(epub|cli)|apps)/' },
    },
    {
      name: 'nothing-imports-apps-or-cli',
      severity: 'error',
      from: { pathNot: '^(apps/web|packages/cli)/' },
      to: { path: '^(apps/web|packages/cli)/' },
    },
    {
      name: 'no-relative-imports-across-packages',
      severity: 'error',
      comment: 'Import a sibling by its package name, never by a relative path into its source.',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^(packages|apps|fixtures)/', pathNot: '^$1/$2/' },
    },
    {
      name: 'nothing-shipped-imports-supabase',
      severity: 'error',
      comment:
        'The backend (migrations, the webhook, the local stack) is reached over HTTP by its clients; only tests, benches and scripts import its helpers.',
      from: { path: '^(apps|packages)/', pathNot: testCode },
      to: { path: '^supabase/' },
    },
    {
      name: 'web-domains-import-no-screen',
      severity: 'error',
      comment:
        'A screen (routes/, the app) reads domains through their hooks; a domain never reaches up into a screen.',
      from: { path: `^${web}(${webBelowScreens})/`, pathNot: testCode },
      to: { path: `^${web}(routes/|app\\.tsx$|main\\.tsx$|server-sync\\.ts$|use-server-sync\\.ts$)` },
    },
    {
      name: 'web-screens-read-through-named-hooks',
      severity: 'error',
      comment:
        "A screen reads stored records through a domain's named hook (useChapterStats, useBookInfo, …), never through the generic useProfileQuery.",
      from: { path: `^${web}(routes/|app\\.tsx$)`, pathNot: testCode },
      to: { path: `^${web}storage/use-profile-query\\.ts$` },
    },
    {
      name: 'web-storage-and-page-import-no-domain',
      severity: 'error',
      comment: 'storage/ (the databases) and page/ (page-wide helpers) sit under every domain.',
      from: { path: `^${web}(storage|page|offline)/`, pathNot: testCode },
      to: { path: `^${web}(session|settings|progress|books)/` },
    },
    {
      name: 'web-page-imports-no-storage',
      severity: 'error',
      from: { path: `^${web}(page|offline)/`, pathNot: testCode },
      to: { path: `^${web}storage/` },
    },
    // The web domains import each other one way, in the order of webDomains: each only those before it.
    ...webDomains.slice(0, -1).map((domain, i) => ({
      name: `web-domains-one-way-${domain}`,
      severity: 'error',
      comment: `${domain}/ imports no domain after it (${webDomains.slice(i + 1).join(', ')}); see docs/architecture.md.`,
      from: { path: `^${web}${domain}/`, pathNot: testCode },
      to: { path: `^${web}(${webDomains.slice(i + 1).join('|')})/` },
    })),
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: { path: '^(packages|apps|fixtures)/' },
      // `virtual:` modules (the service worker's registration) exist only inside a Vite build.
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist[^/]*|.scratch|public/books)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
