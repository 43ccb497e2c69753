/**
 * The package boundaries of docs/architecture.md, checked on every test run
 * by tests/architecture.test.ts. Test, bench and fixture-reading code may use
 * Node; shipped library source may not.
 */
const shipped = '^packages/(core|epub)/src/(?!.*\\.test\\.tsx?$)';

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
