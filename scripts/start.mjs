// `npm start`: from a fresh machine with only Node and npm, installs the
// workspace, builds the CLI, the bundled catalogue and the web app, then
// serves the app and prints its address. The backend starts while these
// build. Each build step is skipped when its inputs did not change
// (scripts/build-steps.mjs), so a restart serves at once.
import { createRequire } from 'node:module';
import { catalogueStep, installStep, librariesStep, stopBuilds, webStep } from './build-steps.mjs';
import { ensurePnpm, root } from './toolchain.mjs';

ensurePnpm();
if (process.env.TYPESHELF_SKIP_INSTALL !== '1' && (await installStep()) !== 0) process.exit(1);

const argv = process.argv.slice(2);
// `--payments=local`: the development payment stand-in (scripts/local-payments.mjs).
const paymentsFlag = argv.find((arg) => arg.startsWith('--payments'));
if (paymentsFlag !== undefined && paymentsFlag !== '--payments=local') {
  console.error(`Unknown ${paymentsFlag}: the only payments option is --payments=local.`);
  process.exit(1);
}
const localPayments = paymentsFlag === '--payments=local';

const port = process.env.PORT ?? '4173';
const host = process.env.HOST ?? '127.0.0.1';
const address = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`;
// Every address the app answers at; the backend lets browsers call it from these only.
const appOrigins =
  host === '0.0.0.0' ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [address.slice(0, -1)];

// SIGINT, SIGTERM and SIGHUP stop the builds, the app and then the backend's
// PostgreSQL, PostgREST and Deno, even when they arrive while these are still
// starting.
const { exitOnStopSignals } = await import('../supabase/local/stop-signals.mjs');
let backendStarting;
let server;
const shutdown = exitOnStopSignals(async () => {
  stopBuilds();
  const stopBackend = async () => (await backendStarting?.catch(() => null))?.stop();
  await Promise.all([server?.close(), stopBackend()].map((step) => Promise.resolve(step).catch(() => {})));
});
// A build ended by a stop is not a failure to report: wait for the exit.
const settled = async (status) => {
  if (shutdown.stopping) await new Promise(() => {});
  return status;
};
const stopAndExit = async () => {
  await (await backendStarting.catch(() => null))?.stop();
  process.exit(1);
};

// The backend (supabase/local/start-backend.mjs): the local stack, unless
// `--no-backend` or TYPESHELF_SUPABASE_URL names a Supabase project. The app
// reads its URL and anon key from /backend.json. It starts now and comes up
// while the CLI and the catalogue build; the web app's build waits for it,
// since whether accounts are on depends on it.
const { startBackend, backendConfigPlugin } = await import('../supabase/local/start-backend.mjs');
backendStarting = startBackend({
  root,
  argv,
  env: process.env,
  siteUrl: address.slice(0, -1),
  appOrigins,
});
backendStarting.catch(() => {});

// The catalogue is the tutorial plus every EPUB in the folders catalogue.json
// names and in TYPESHELF_BOOK_DIRS (separated like PATH); a restart picks up
// new files, and unchanged books are not converted again. Only the CLI is
// built for it (it bundles core and epub), and core's code for the web app's
// build configuration, both without type declarations.
if ((await settled(await librariesStep(['core', 'cli'], { declarations: false }))) !== 0) await stopAndExit();

// Exit 1 means some books failed and were reported above: the rest of the
// catalogue is still served, so one bad file dropped into a folder never
// keeps the app from starting. Exit 2 means the build could not run at all.
const catalogue = await settled(await catalogueStep());
if (catalogue === 1) console.warn('Some books could not be converted; they are listed above and left out.');
else if (catalogue !== 0) await stopAndExit();

let backend;
try {
  backend = await backendStarting;
} catch (error) {
  console.error(`The backend could not start: ${error.message}`);
  process.exit(1);
}
if (shutdown.stopping) await new Promise(() => {});

// The app is built knowing what it is served with: accounts on when there is
// a backend (the local stack's address comes at run time from /backend.json),
// and the payment stand-in's settings with --payments=local.
const settings = {};
if (backend.config.url !== null && !process.env.TYPESHELF_ACCOUNTS) settings.TYPESHELF_ACCOUNTS = 'on';
// The local stack serves a stand-in for the book-info lookup; a real project leaves it to Open Library.
if (backend.webhookSecret && !process.env.TYPESHELF_METADATA) settings.TYPESHELF_METADATA = 'local';
let paymentsPlugins = [];
if (localPayments) {
  if (!backend.webhookSecret) {
    console.error('--payments=local needs the local backend (its webhook secret); it cannot run without it.');
    await backend.stop();
    process.exit(1);
  }
  const { LOCAL_PAYMENT_SETTINGS, localPaymentsPlugin } = await import('./local-payments.mjs');
  Object.assign(settings, LOCAL_PAYMENT_SETTINGS);
  paymentsPlugins = [
    localPaymentsPlugin({ backendUrl: backend.config.url, webhookSecret: backend.webhookSecret }),
  ];
  console.log('Payments: the local stand-in; pay with the test card 4242 4242 4242 4242 on /pricing.');
} else if (backend.config.url !== null) {
  console.log('Payments: off (npm start -- --payments=local tries purchases with a test card).');
}
if ((await settled(await webStep(settings))) !== 0) {
  await backend.stop();
  process.exit(1);
}
// Vite serves from this process rather than through pnpm, so Ctrl+C stops
// it quietly and with success; the address is printed once it listens.
const vite = await import(createRequire(`${root}/apps/web/package.json`).resolve('vite'));
try {
  server = await vite.preview({
    root: `${root}/apps/web`,
    logLevel: 'warn',
    preview: { host, port: Number(port), strictPort: true },
    plugins: [backendConfigPlugin(backend.config), ...paymentsPlugins],
  });
} catch (error) {
  console.error(`Typeshelf could not be served: ${error.message}`);
  await backend.stop();
  process.exit(1);
}
console.log(`Typeshelf is running at ${address} (Ctrl+C stops it)`);
