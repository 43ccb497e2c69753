import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The pages a benchmark opens read the bundled catalogue from `public/`. A
 * fresh clone has none until a build: make it (and the CLI that makes it)
 * when it is missing, as `npm start` would.
 */
export function ensureCatalogue(): void {
  if (existsSync(`${repo}apps/web/public/books/_meta_/index_1.json`)) return;
  const run = (args: string[]) => spawnSync('pnpm', args, { cwd: repo, stdio: 'inherit' }).status;
  if (
    !existsSync(`${repo}packages/cli/dist/bin.js`) &&
    run(['-r', '--filter', '@typeshelf/cli...', 'build']) !== 0
  )
    throw new Error('The CLI could not be built.');
  // Exit 1: some books failed and were left out; the rest of the catalogue is there.
  const status = run(['build:catalogue']);
  if (status !== 0 && status !== 1) throw new Error('The catalogue could not be built.');
}
