// Where PostgreSQL's server binaries are; no dependencies, so the start and
// test scripts can ask before the workspace is installed.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the PostgreSQL server binaries, or null when none is installed. */
export function findPostgresBin() {
  if (process.env.TYPESHELF_PG_BIN) return process.env.TYPESHELF_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : null;
}

export const missingPostgresMessage =
  'PostgreSQL was not found (looked in /usr/lib/postgresql/*/bin and TYPESHELF_PG_BIN). ' +
  'Install it with `apt-get install -y postgresql-15`, ' +
  'or start without the local backend: `npm start -- --no-backend`.';
