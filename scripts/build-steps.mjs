// The build steps of `npm start`, each skipped when neither its inputs nor its
// outputs changed since it last succeeded, so a second start goes straight to
// serving. A step prints one line; the tools' own output is shown only when
// they fail, because that is when it is needed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { root } from './toolchain.mjs';

// Inside node_modules: removing it (a clean install) also forgets every step.
const stampFile = join(root, 'node_modules/.cache/typeshelf/start-steps.json');
const skippedFolders = new Set(['node_modules', 'dist', '.git', '.cache', 'test', 'e2e', 'bench']);

function readStamps() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamp(name, value) {
  const stamps = readStamps();
  stamps[name] = value;
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

/**
 * One hash over the path, size and modification time of every file under the
 * given paths (like make, without reading contents): a checkout, an edit or a
 * new EPUB in a folder changes it. `outputs` are walked whole, `inputs` skip
 * tests, benchmarks and build outputs.
 */
export function fingerprint(paths, { whole = false } = {}) {
  const hash = createHash('sha256');
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      hash.update(`missing ${relative(root, path)}\n`);
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (!whole && skippedFolders.has(entry)) continue;
        visit(join(path, entry));
      }
      return;
    }
    hash.update(`${relative(root, path)} ${stat.size} ${stat.mtimeMs}\n`);
  };
  for (const path of paths) visit(resolve(root, path));
  return hash.digest('hex');
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** Runs a command with its output captured; prints the output only if it failed. */
export function quietly(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });
  const status = result.status ?? 1;
  return { status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * A step: `build()` returns an exit status (0 done, anything else failed);
 * `accept(status)` says which statuses still leave usable outputs, and the
 * step's inputs are recorded only after a clean 0. Returns the status.
 */
export function buildStep({
  name,
  title,
  inputs,
  outputs,
  build,
  accept = (status) => status === 0,
  settings = {},
}) {
  // Settings the step builds with count as inputs: another setting builds again.
  const inputsKey = createHash('sha256')
    .update(fingerprint(inputs))
    .update(JSON.stringify(settings))
    .digest('hex');
  const key = { inputs: inputsKey, outputs: fingerprint(outputs, { whole: true }) };
  const stamp = readStamps()[name];
  if (stamp && stamp.inputs === key.inputs && stamp.outputs === key.outputs) {
    console.log(`✓ ${title}: unchanged, skipped`);
    return 0;
  }
  const started = performance.now();
  const { status, output } = build();
  if (status === 0) {
    writeStamp(name, { inputs: key.inputs, outputs: fingerprint(outputs, { whole: true }) });
    console.log(`✓ ${title} in ${seconds(started)}`);
  } else {
    process.stdout.write(output);
    console.log(
      `${accept(status) ? '!' : '✗'} ${title} ${accept(status) ? 'partly' : 'failed'} in ${seconds(started)}`,
    );
  }
  return status;
}

const workspaceManifests = () => [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  ...['packages', 'apps']
    .flatMap((folder) => readdirSync(join(root, folder)).map((name) => `${folder}/${name}/package.json`))
    .concat('fixtures/package.json'),
];

/** Installs the workspace when a manifest or the lockfile changed (or nothing is installed). */
export function installStep() {
  return buildStep({
    name: 'install',
    title: 'Workspace installed',
    inputs: workspaceManifests(),
    outputs: ['node_modules/.modules.yaml'],
    build: () => {
      const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
      return quietly('pnpm', ['install', ...frozen]);
    },
  });
}

const shared = ['tsup.config.base.ts', 'tsconfig.base.json', 'pnpm-lock.yaml'];
const packageInputs = (name) =>
  ['src', 'package.json', 'tsup.config.ts', 'tsconfig.json', 'tsconfig.build.json'].map(
    (file) => `packages/${name}/${file}`,
  );

/**
 * The libraries the catalogue build runs on (the web app reads every package
 * from source, so react-ui needs no build to be served). Each is rebuilt when
 * it or a package it depends on changed.
 */
export function librariesStep() {
  const packages = { core: [], epub: ['core'], cli: ['core', 'epub'] };
  const stale = [];
  for (const [name, deps] of Object.entries(packages)) {
    const inputs = [...shared, ...packageInputs(name), ...deps.flatMap(packageInputs)];
    const stamp = readStamps()[`lib-${name}`];
    const key = fingerprint(inputs);
    const outputs = fingerprint([`packages/${name}/dist`], { whole: true });
    if (!stamp || stamp.inputs !== key || stamp.outputs !== outputs) stale.push({ name, inputs });
  }
  if (stale.length === 0) {
    console.log('✓ Libraries built: unchanged, skipped');
    return 0;
  }
  const started = performance.now();
  const filters = stale.flatMap(({ name }) => ['--filter', `@typeshelf/${name}`]);
  const { status, output } = quietly('pnpm', ['-r', ...filters, 'build']);
  if (status !== 0) {
    process.stdout.write(output);
    console.log(`✗ Libraries failed to build in ${seconds(started)}`);
    return status;
  }
  for (const { name, inputs } of stale) {
    writeStamp(`lib-${name}`, {
      inputs: fingerprint(inputs),
      outputs: fingerprint([`packages/${name}/dist`], { whole: true }),
    });
  }
  console.log(`✓ Libraries built (${stale.map(({ name }) => name).join(', ')}) in ${seconds(started)}`);
  return 0;
}

/** The folders the catalogue reads: catalogue.json's sources and TYPESHELF_BOOK_DIRS. */
function bookFolders() {
  const config = JSON.parse(readFileSync(join(root, 'catalogue.json'), 'utf8'));
  const fromConfig = (config.sources ?? []).map((source) => resolve(root, source));
  const fromEnv = (process.env.TYPESHELF_BOOK_DIRS ?? '').split(delimiter).filter(Boolean);
  return [...fromConfig, ...fromEnv.map((dir) => resolve(dir))];
}

/**
 * The bundled catalogue. The CLI already converts only new or changed books;
 * skipping it outright also saves its start-up. A run where some books
 * failed (exit 1) serves the rest but is not recorded, so the next start
 * reports those books again.
 */
export function catalogueStep() {
  return buildStep({
    name: 'catalogue',
    title: 'Book catalogue built',
    inputs: [
      'catalogue.json',
      'packages/cli/dist',
      'packages/epub/dist',
      'packages/core/dist',
      ...bookFolders(),
    ],
    outputs: ['apps/web/public'],
    build: () => {
      // TYPESHELF_BOOK_DIRS is part of the inputs through the folders it names.
      const result = quietly('pnpm', ['build:catalogue']);
      return result;
    },
    accept: (status) => status === 1,
  });
}

/**
 * The web app, built from every package's source and the catalogue in
 * public/, with `settings` (deployment settings, apps/web/.env.example) added
 * to the environment; the build's own TYPESHELF_ variables count too.
 */
export function webStep(settings = {}) {
  const env = { ...process.env, ...settings };
  const deployment = Object.fromEntries(
    Object.entries(env).filter(([name]) => name.startsWith('TYPESHELF_') && name !== 'TYPESHELF_BOOK_DIRS'),
  );
  return buildStep({
    settings: deployment,
    name: 'web',
    title: 'Web app built',
    inputs: [
      ...shared,
      'source-aliases.ts',
      'apps/web',
      'fixtures/src',
      ...['core', 'epub', 'react-ui'].map((name) => `packages/${name}/src`),
    ],
    outputs: ['apps/web/dist'],
    build: () => quietly('pnpm', ['--filter', '@typeshelf/web', 'build'], { env }),
  });
}
