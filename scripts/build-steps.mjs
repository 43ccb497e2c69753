// The build steps of `npm start`, each skipped when neither its inputs nor its
// outputs changed since it last succeeded, so a second start goes straight to
// serving. A step says when it starts and how far it got while it runs (a
// line every few seconds, or the tool's own progress lines), then one line
// with its time; the tools' full output is shown only when they fail.
import { spawn } from 'node:child_process';
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

// The builds under way, so a stop (Ctrl+C, SIGTERM) can end them with the app.
const running = new Set();
let stopped = false;

/** Ends every build still running (they are children of this process). */
export function stopBuilds() {
  stopped = true;
  for (const child of running) child.kill('SIGTERM');
}

/**
 * Runs a command with its output captured; prints the output only if it
 * failed. `onLine` sees each line of its standard output as it comes.
 */
export function quietly(command, args, { onLine, ...options } = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    running.add(child);
    let output = '';
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!onLine) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      running.delete(child);
      if (code === 0) return done({ status: 0, output });
      // Ctrl+C reaches the build too, which may end before this process
      // hears it: a build ended by a stop is not reported as a failure.
      setTimeout(() => {
        if (!stopped) done({ status: code ?? 1, output });
      }, 300);
    });
  });
}

/**
 * Prints that `title` started, then a line every `everyMs` while it runs (a
 * build that says nothing for a minute looks hung; null when the tool prints
 * its own progress); the returned function ends the ticking.
 */
function announce(title, everyMs = 10_000) {
  const started = performance.now();
  console.log(`… ${title}`);
  if (everyMs === null) return () => {};
  const timer = setInterval(
    () => stopped || console.log(`  … still ${title.toLowerCase()} (${seconds(started)})`),
    everyMs,
  );
  return () => clearInterval(timer);
}

/**
 * A step: `build()` resolves to an exit status and the tool's output (0 done,
 * anything else failed); `doing` says what it does while it runs;
 * `accept(status)` says which statuses still leave usable outputs, and the
 * step's inputs are recorded only after a clean 0. Returns the status.
 */
export async function buildStep({
  name,
  title,
  doing,
  inputs,
  outputs,
  build,
  accept = (status) => status === 0,
  settings = {},
  ticking = true,
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
  const stopTicking = announce(doing, ticking ? 10_000 : null);
  const { status, output } = await build().finally(stopTicking);
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
    doing: 'Installing the workspace',
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
// What each library's build reads besides its own files.
const libraryDependencies = { core: [], epub: ['core'], cli: ['core', 'epub'] };

/**
 * Builds the named libraries (all three by default) that changed, or whose
 * dependencies did. With `declarations: false` their type declarations, the
 * slow part, are left out and the builds run side by side: `npm start` needs
 * only the CLI, which runs the catalogue build and bundles core and epub from
 * their sources, and core's code, which the web app's build configuration
 * loads (the app itself reads every package from source). A full build's
 * outputs serve that need too. The benchmarks build all three in full.
 */
export async function librariesStep(names = Object.keys(libraryDependencies), { declarations = true } = {}) {
  const stampName = (name) => (declarations ? `lib-${name}` : `lib-${name}-code`);
  const stamps = readStamps();
  const stale = [];
  for (const name of names) {
    const deps = libraryDependencies[name];
    const inputs = [...shared, ...packageInputs(name), ...deps.flatMap(packageInputs)];
    const key = fingerprint(inputs);
    const outputs = fingerprint([`packages/${name}/dist`], { whole: true });
    const fresh = (stamp) => stamp && stamp.inputs === key && stamp.outputs === outputs;
    if (!fresh(stamps[stampName(name)]) && (declarations || !fresh(stamps[`lib-${name}`])))
      stale.push({ name, inputs });
  }
  const label = declarations ? 'Libraries' : `Library code (${names.join(', ')})`;
  if (stale.length === 0) {
    console.log(`✓ ${label} built: unchanged, skipped`);
    return 0;
  }
  const started = performance.now();
  const stopTicking = announce(`Building ${stale.map(({ name }) => name).join(', ')}`);
  const filters = stale.flatMap(({ name }) => ['--filter', `@typeshelf/${name}`]);
  const command = declarations
    ? ['-r', ...filters, 'build']
    : ['-r', '--parallel', ...filters, 'exec', 'tsup', '--no-dts'];
  const { status, output } = await quietly('pnpm', command).finally(stopTicking);
  if (status !== 0) {
    process.stdout.write(output);
    console.log(`✗ ${label} failed to build in ${seconds(started)}`);
    return status;
  }
  for (const { name, inputs } of stale) {
    writeStamp(stampName(name), {
      inputs: fingerprint(inputs),
      outputs: fingerprint([`packages/${name}/dist`], { whole: true }),
    });
  }
  console.log(`✓ ${label} built (${stale.map(({ name }) => name).join(', ')}) in ${seconds(started)}`);
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
 * reports those books again. Its progress is the CLI's own line a book.
 */
export function catalogueStep() {
  return buildStep({
    name: 'catalogue',
    title: 'Book catalogue built',
    doing: 'Building the book catalogue',
    // The CLI bundles core and epub, so its `dist/` is the whole program.
    inputs: ['catalogue.json', 'packages/cli/dist', ...bookFolders()],
    outputs: ['apps/web/public'],
    // TYPESHELF_BOOK_DIRS is part of the inputs through the folders it names.
    build: () =>
      quietly('pnpm', ['build:catalogue'], {
        onLine: (line) => {
          if (/^\[\d+\/\d+\]/.test(line)) console.log(`  ${line}`);
        },
      }),
    ticking: false,
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
    doing: 'Building the web app',
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
