/**
 * The schema reads in order: every table, function, trigger and policy is
 * created once across the migrations, none is replaced later. And a local
 * database made by a set of migrations that is no longer in the folder is
 * rebuilt from the current set at start, keeping its accounts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, migrationFiles, startPostgres } from '../local/postgres.mjs';

/** What each migration creates, as "kind name" (policies with their table). */
function created(sql: string): string[] {
  const names: string[] = [];
  const patterns: [string, RegExp][] = [
    ['table', /create table (?:if not exists )?([\w.]+)/gi],
    ['function', /create (?:or replace )?function ([\w.]+)/gi],
    ['trigger', /create trigger (\w+)\s+\w+ [\w ]+? on ([\w.]+)/gi],
    ['policy', /create policy ("[^"]+") on ([\w.]+)/gi],
  ];
  for (const [kind, pattern] of patterns)
    for (const match of sql.matchAll(pattern)) names.push(`${kind} ${match.slice(1).join(' on ')}`);
  return names;
}

describe('the migrations', () => {
  it('create every table, function, trigger and policy once, and replace nothing', () => {
    const all = migrationFiles().flatMap(({ sql }) => created(sql));
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
    expect(all).toContain('function private.merge_paragraph');
    for (const { name, sql } of migrationFiles()) {
      expect(sql, name).not.toMatch(/create or replace|alter table [\w.]+\s+(alter|add|drop) column/i);
    }
  });

  it('a database made by migrations no longer in the folder is rebuilt at start, keeping its accounts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-migrate-'));
    const server = await startPostgres({ dataDir, durable: false });
    const client = new pg.Client(server.connection);
    try {
      await migrate(server.connection, { log: () => {} });
      await client.connect();
      const user = '00000000-0000-4000-8000-000000000001';
      await client.query("insert into auth.users (id, email) values ($1, 'kept@example.com')", [user]);
      await client.query('insert into public.settings (id, shared, "timestamp") values ($1, \'{}\', 1)', [
        user,
      ]);
      // As an older set left it: a migration the folder no longer has, and a policy of its own.
      await client.query(
        "insert into supabase_migrations.schema_migrations values ('20200101000000', '20200101000000_old.sql')",
      );
      await client.query(
        'create policy "old policy" on storage.objects for select to authenticated using (true)',
      );

      const lines: string[] = [];
      const applied = await migrate(server.connection, { log: (line: string) => lines.push(line) });
      expect(applied).toEqual(migrationFiles().map(({ name }) => name));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('20200101000000_old.sql');
      expect((await client.query('select email from auth.users')).rows).toEqual([
        { email: 'kept@example.com' },
      ]);
      expect((await client.query('select count(*)::int as n from public.settings')).rows[0].n).toBe(0);
      const policies = await client.query(
        "select policyname from pg_policies where policyname = 'old policy'",
      );
      expect(policies.rows).toEqual([]);
      // Started again, it is up to date: nothing rebuilt, nothing applied.
      expect(await migrate(server.connection, { log: (line: string) => lines.push(line) })).toEqual([]);
      expect(lines).toHaveLength(1);
    } finally {
      await client.end().catch(() => {});
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
