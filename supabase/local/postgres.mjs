// A real PostgreSQL server for the local stack and the database tests: the
// Debian binaries (`/usr/lib/postgresql/<n>/bin`, or TYPESHELF_PG_BIN), one
// cluster per data folder, reachable only through a unix socket in that
// folder, so it never takes a TCP port. The socket is open to its owner only
// (mode 0700): the cluster trusts every local connection, so no other user
// of the machine may reach it. PostgreSQL refuses to run as root: as root it
// runs as the `postgres` user (root still connects; the kernel lets it).

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { stopWithProcess } from './child-guard.mjs';
import { findPostgresBin, missingPostgresMessage } from './postgres-bin.mjs';

const migrationsDir = new URL('../migrations/', import.meta.url);
const platformSql = new URL('./platform.sql', import.meta.url);
const legacyGrantsSql = new URL('./legacy-grants.sql', import.meta.url);

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

const INITDB_OPTIONS = ['-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale'];

function initCluster(bin, cluster, extra) {
  const [command, args] = asServerUser(join(bin, 'initdb'), ['-D', cluster, ...INITDB_OPTIONS, ...extra]);
  const init = spawnSync(command, args, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
}

/**
 * A fresh cluster made once per machine and copied for every throwaway one:
 * the test suites start dozens of databases, and initdb costs several times
 * what a copy does. Built beside its final place and renamed into it, so two
 * processes racing to make it never see half a cluster.
 */
function throwawayTemplate(bin) {
  const key = createHash('sha256')
    .update(`${bin}\0${INITDB_OPTIONS.join(' ')}`)
    .digest('hex')
    .slice(0, 12);
  const template = join(tmpdir(), `typeshelf-pg-template-${process.getuid?.() ?? 'user'}-${key}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = `${template}.${process.pid}.${Date.now()}`;
  ownFolder(building);
  try {
    initCluster(bin, building, ['--no-sync']);
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(template, 'PG_VERSION'))) throw error;
  }
  return template;
}

function copyCluster(template, cluster) {
  const [command, args] = asServerUser('cp', ['-a', `${template}/.`, cluster]);
  const copy = spawnSync(command, args, { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`copying the database template failed:\n${copy.stderr}`);
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
    if (durable) initCluster(bin, cluster, []);
    else copyCluster(throwawayTemplate(bin), cluster);
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
 * What a database made by migrations that are no longer in the folder (the
 * set was squashed before its first deployment) loses before it is migrated
 * afresh: the app's own schemas and the storage policies the migrations
 * made. Supabase's platform objects stay, so local accounts and stored files
 * survive; synced rows come back from the devices, and granted tiers are
 * granted again with `pnpm grant`.
 */
const REBUILD_APP_SCHEMA = `
  drop schema if exists public cascade;
  drop schema if exists private cascade;
  create schema public;
  do $$
  declare policy record;
  begin
    for policy in select policyname, tablename from pg_policies where schemaname = 'storage' loop
      execute format('drop policy %I on storage.%I', policy.policyname, policy.tablename);
    end loop;
  end
  $$;
  truncate supabase_migrations.schema_migrations;
`;

/**
 * Brings a database up to date: Supabase's platform objects (with the old
 * default grants when TYPESHELF_LEGACY_GRANTS=1), then every migration not
 * applied yet, each in its own transaction, recorded like the Supabase CLI
 * records them. A database that records a migration the folder no longer
 * has is rebuilt first (see REBUILD_APP_SCHEMA), and `log` says so.
 */
export async function migrate(connection, { log = console.log, env = process.env } = {}) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(
      'create schema if not exists supabase_migrations; ' +
        'create table if not exists supabase_migrations.schema_migrations (version text primary key, name text)',
    );
    const files = migrationFiles();
    const versions = new Set(files.map(({ name }) => name.split('_')[0]));
    const recorded = (await client.query('select version, name from supabase_migrations.schema_migrations'))
      .rows;
    const gone = recorded.filter((row) => !versions.has(row.version));
    if (gone.length > 0) {
      await client.query(`begin; ${REBUILD_APP_SCHEMA} commit;`);
      log(
        `The local database was made by migrations that no longer exist (${gone.map((row) => row.name).join(', ')}); ` +
          'its app tables were rebuilt from the current ones. Accounts and stored books are kept; synced progress ' +
          'comes back from your devices, and a tier given with `pnpm grant` must be given again.',
      );
    }
    await client.query(readFileSync(platformSql, 'utf8'));
    if (env.TYPESHELF_LEGACY_GRANTS === '1') await client.query(readFileSync(legacyGrantsSql, 'utf8'));
    const done = new Set(
      (await client.query('select version from supabase_migrations.schema_migrations')).rows.map(
        (row) => row.version,
      ),
    );
    const applied = [];
    for (const { name, sql } of files) {
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
