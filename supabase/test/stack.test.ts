/**
 * How `npm start` chooses and runs the backend: --no-backend and a named
 * Supabase project start nothing, a port in use is refused with a message
 * saying what to do, the local stack's data and keys persist between starts,
 * its database socket is its owner's alone, and SIGTERM or SIGHUP stop every
 * process it runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startStack } from '../local/stack.mjs';
import { startBackend } from '../local/start-backend.mjs';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'typeshelf-stack-test-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the backend npm start runs', () => {
  it('--no-backend and a configured Supabase project start nothing local', async () => {
    const none = await startBackend({ root: folder(), argv: ['--no-backend'], env: {}, siteUrl: 'http://x' });
    expect(none.config).toEqual({ url: null, anonKey: null });
    const project = await startBackend({
      root: folder(),
      argv: [],
      env: { TYPESHELF_SUPABASE_URL: 'https://abc.supabase.co', TYPESHELF_SUPABASE_ANON_KEY: 'anon' },
      siteUrl: 'http://x',
    });
    expect(project.config).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
    await expect(
      startBackend({ root: folder(), argv: [], env: { TYPESHELF_BACKEND_PORT: 'abc' }, siteUrl: 'http://x' }),
    ).rejects.toThrow('TYPESHELF_BACKEND_PORT must be a port number');
  });

  it('a port in use is refused with a clear message before anything starts', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startStack({ dataDir: folder(), port, durable: false, log: () => {} })).rejects.toThrow(
        `Port ${port} for the local backend is already in use`,
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('keeps its database and keys between starts', async () => {
    const dataDir = folder();
    const first = await startStack({ dataDir, port: await freePort(), durable: false, log: () => {} });
    const db = new pg.Client(first.connection);
    await db.connect();
    await db.query("insert into auth.users (email) values ('kept@example.com')");
    await db.end();
    const anonKey = first.anonKey;
    const newKeys = [first.publishableKey, first.secretKey];
    expect(first.publishableKey).toMatch(/^sb_publishable_[\w-]{22}_[\w-]{8}$/);
    expect(first.secretKey).toMatch(/^sb_secret_[\w-]{22}_[\w-]{8}$/);
    // Any local user could connect as the superuser through a socket open to all.
    expect(statSync(join(dataDir, 'db', '.s.PGSQL.5432')).mode & 0o777).toBe(0o700);
    await first.stop();

    const second = await startStack({ dataDir, port: await freePort(), durable: false, log: () => {} });
    try {
      expect(second.anonKey).toBe(anonKey);
      expect([second.publishableKey, second.secretKey]).toEqual(newKeys);
      const again = new pg.Client(second.connection);
      await again.connect();
      const { rows } = await again.query(
        "select count(*)::int as n from auth.users where email = 'kept@example.com'",
      );
      await again.end();
      expect(rows[0].n).toBe(1);
      const health = await fetch(`${second.url}/rest/v1/rpc/health_check`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(await health.json()).toBe('ok');
    } finally {
      await second.stop();
    }
  });

  // `npm start` runs the script in a shell. npm passes SIGTERM to that shell, which ends without
  // passing it on (the stack's process is orphaned), and SIGHUP ends npm alone (the shell is);
  // either way the stack's process must notice and stop.
  it.each([
    ['SIGTERM', 'to the process'],
    ['SIGHUP', 'to the process'],
    ['SIGTERM', 'to the shell running it'],
    ['SIGHUP', 'to the npm running that shell'],
  ] as const)('%s %s stops PostgreSQL, PostgREST and Deno', async (signal, to) => {
    const script = join(import.meta.dirname, 'run-stack.mjs');
    const dataDir = folder();
    const command = `"${process.execPath}" "${script}" "${dataDir}"; true`;
    const stdio: ['ignore', 'pipe', 'inherit'] = ['ignore', 'pipe', 'inherit'];
    const runner =
      to === 'to the process'
        ? spawn(process.execPath, [script, dataDir], { stdio })
        : to === 'to the shell running it'
          ? spawn('sh', ['-c', command], { stdio })
          : spawn('sh', ['-c', `sh -c '${command}'; true`], { stdio });
    const exited = new Promise<number | null>((resolve) => runner.once('exit', resolve));
    let out = '';
    const started = await new Promise<{ url: string; pids: number[] }>((resolve, reject) => {
      runner.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!));
      });
      runner.once('exit', () => reject(new Error(`the stack did not start: ${out}`)));
    });
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(started.pids.filter(alive)).toHaveLength(3);
    runner.kill(signal);
    await exited;
    for (let waited = 0; waited < 20_000 && started.pids.some(alive); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started.pids.filter(alive)).toEqual([]);
    await expect(fetch(`${started.url}/auth/v1/settings`)).rejects.toThrow();
  });
});
