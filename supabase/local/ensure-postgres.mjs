// `npm test` and `npm start`: PostgreSQL's server binaries are Debian's or
// the npm package's (see postgres-bin.mjs); on a platform the npm package
// does not cover, Debian's package is installed when we are root (as CI is);
// otherwise the caller reports how to install it.
import { spawnSync } from 'node:child_process';
import { findPostgresBin, missingPostgresMessage } from './postgres-bin.mjs';

export function ensurePostgres() {
  if (findPostgresBin()) return true;
  if (process.getuid?.() !== 0) {
    console.error(missingPostgresMessage);
    return false;
  }
  console.log('Installing PostgreSQL 15 from Debian packages');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql-15'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return install.status === 0 && findPostgresBin() !== null;
}
