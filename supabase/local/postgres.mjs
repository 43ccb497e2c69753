// A real PostgreSQL server for the local stack and the database tests: the
// Debian binaries (`/usr/lib/postgresql/<n>/bin`, or TYPESHELF_PG_BIN), one
// cluster per data folder, reachable only through a unix socket in that
// folder, so it never takes a TCP port. The socket is open to its owner only
// (mode 0700): the cluster trusts every local connection, so no other user
// of the machine may reach it. PostgreSQL refuses to run as root: as root it
// runs as the `postgres` user (root still connects; the kernel lets it).

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { stopWithProcess } from './child-guard.mjs';
import { findPostgresBin, missingPostgresMessage } from './postgres-bin.mjs';

const migrationsDir = new URL('../migrations/', import.meta.url);
const platformSql = new URL('./platform.sql', import.meta.url);

/** As root, PostgreSQL's commands run as `postgres`; setpriv execs, so signals reach the server itself. */
function asServerUser(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

function ownFolder(path) {
  mkdirSync(path, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(path, uid, gid);
  }
}

/**
 * Starts PostgreSQL on `dataDir`, creating the cluster first when the folder
 * is empty. Returns the socket folder, a connection config for `pg` and
 * `stop()`. `durable: false` turns fsync off (tests and benchmarks).
 */
export async function startPostgres({ dataDir, durable = true, port = 5432 }) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(missingPostgresMessage);
  ownFolder(dataDir);
  const cluster = join(dataDir, 'cluster');
  if (!existsSync(join(cluster, 'PG_VERSION'))) {
    ownFolder(cluster);
    const [command, args] = asServerUser(join(bin, 'initdb'), [
      '-D',
      cluster,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      ...(durable ? [] : ['--no-sync']),
    ]);
    const init = spawnSync(command, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
  }
  const settings = [
    '-D',
    cluster,
    '-k',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=',
    '-c',
    'unix_socket_permissions=0700',
    '-c',
    `fsync=${durable ? 'on' : 'off'}`,
    '-c',
    `synchronous_commit=${durable ? 'on' : 'off'}`,
  ];
  if (!durable) settings.push('-c', 'full_page_writes=off');
  const [command, args] = asServerUser(join(bin, 'postgres'), settings);
  const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopWithProcess(server, 'SIGINT');

  const connection = { host: dataDir, port, user: 'postgres', database: 'postgres' };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer in 30 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    connection,
    socketDir: dataDir,
    port,
    /** Fast shutdown: open transactions roll back, the data stays. */
    pid: server.pid,
    async stop() {
      if (server.exitCode === null) server.kill('SIGINT');
      await exited;
    },
  };
}

/** The migrations in the order Supabase applies them (by file name). */
export function migrationFiles() {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, migrationsDir), 'utf8') }));
}

/**
 * Brings a database up to date: Supabase's platform objects, then every
 * migration not applied yet, each in its own transaction, recorded like the
 * Supabase CLI records them.
 */
export async function migrate(connection) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(readFileSync(platformSql, 'utf8'));
    await client.query(
      'create schema if not exists supabase_migrations; ' +
        'create table if not exists supabase_migrations.schema_migrations (version text primary key, name text)',
    );
    const done = new Set(
      (await client.query('select version from supabase_migrations.schema_migrations')).rows.map(
        (row) => row.version,
      ),
    );
    const applied = [];
    for (const { name, sql } of migrationFiles()) {
      const version = name.split('_')[0];
      if (done.has(version)) continue;
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into supabase_migrations.schema_migrations values ($1, $2)', [
          version,
          name,
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${name} failed: ${error.message}`);
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await client.end();
  }
}

/** True when a folder holds a cluster already (its data persists between starts). */
export function hasCluster(dataDir) {
  const marker = join(dataDir, 'cluster', 'PG_VERSION');
  return existsSync(marker) && statSync(marker).isFile();
}
