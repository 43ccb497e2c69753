// `npm start`: from a fresh machine with only Node and npm, installs the
// workspace, builds the libraries, the bundled catalogue and the web app, then
// serves the app and prints its address.
import { ensureWorkspace, run, step } from './toolchain.mjs';

ensureWorkspace();

// The catalogue is the tutorial plus every EPUB in the folders catalogue.json
// names and in TYPESHELF_BOOK_DIRS (separated like PATH); a restart picks up
// new files, and unchanged books are not converted again.
step('Building the libraries');
if (run('pnpm', ['build:libs']) !== 0) process.exit(1);

step('Building the book catalogue');
// Exit 1 means some books failed and were reported above: the rest of the
// catalogue is still served, so one bad file dropped into a folder never
// keeps the app from starting. Exit 2 means the build could not run at all.
const catalogue = run('pnpm', ['build:catalogue']);
if (catalogue === 1) console.warn('Some books could not be converted; they are listed above and left out.');
else if (catalogue !== 0) process.exit(1);

step('Building the web app');
if (run('pnpm', ['--filter', '@typeshelf/web', 'build']) !== 0) process.exit(1);

const port = process.env.PORT ?? '4173';
const host = process.env.HOST ?? '127.0.0.1';
step('Serving Typeshelf');
console.log(
  `Typeshelf is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (Ctrl+C stops it)`,
);
process.exit(
  run('pnpm', [
    '--filter',
    '@typeshelf/web',
    'exec',
    'vite',
    'preview',
    '--host',
    host,
    '--port',
    port,
    '--strictPort',
  ]),
);
