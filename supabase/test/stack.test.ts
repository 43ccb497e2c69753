/**
 * How `npm start` chooses and runs the backend: --no-backend and a named
 * Supabase project start nothing, a port in use is refused with a message
 * saying what to do, and the local stack's data and keys persist between
 * starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
    await first.stop();

    const second = await startStack({ dataDir, port: await freePort(), durable: false, log: () => {} });
    try {
      expect(second.anonKey).toBe(anonKey);
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
});
