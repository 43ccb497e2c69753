/**
 * `pnpm check:deploy` against the local stack: every check passes on the
 * migrations as they are, with today's Supabase default grants and with the
 * old automatic ones, and each check fails when the deployment lacks what it
 * checks (a missing grant, row level security off, premium not enforced, an
 * account that is not free).
 */
import { execFile, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeployChecks } from '../deploy-checks.mjs';
import { freePort, startStack } from '../local/stack.mjs';
import { signedIn, signedInPro, stack } from './client';

type Result = { name: string; ok: boolean; detail: string };
const failed = (results: Result[]) => results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.detail}`);

/** Follows the confirmation link the stack printed for `email` to `logFile`. */
const confirmFrom = (logFile: string) => async (email: string) => {
  const line = readFileSync(logFile, 'utf8')
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('[auth]') && l.includes(` ${email}: `));
  if (!line) throw new Error(`no link printed for ${email}`);
  await fetch(line.slice(line.lastIndexOf(': ') + 2), { redirect: 'manual' });
};

/** A Pro account with a row in every synced table, so row level security has other rows to hide. */
async function seedProRows() {
  const { supabase, user } = await signedInPro('check-deploy-pro');
  const id = user!.id;
  const writes = [
    supabase.from('paragraphs_typed').upsert(
      {
        user_id: id,
        book_id: 'test--seeded',
        chapter: 0,
        paragraph: 0,
        wpm: 60,
        raw: 60,
        acc: 99,
        con: 90,
        time: 900,
        timestamp: 1000,
      },
      { onConflict: 'user_id,book_id,chapter,paragraph' },
    ),
    supabase
      .from('reading_progress')
      .upsert(
        { user_id: id, book_id: 'test--seeded', chapter: 0, last_paragraph: 0, timestamp: 1000 },
        { onConflict: 'user_id,book_id,chapter' },
      ),
    supabase.from('settings').upsert({ id, shared: { theme: 'dark' }, timestamp: 1000 }),
    supabase
      .from('custom_books')
      .upsert(
        { user_id: id, book_id: 'test--seeded', timestamp: 1000, active: true, data: {} },
        { onConflict: 'user_id,book_id' },
      ),
  ];
  for (const write of await Promise.all(writes)) expect(write.error).toBeNull();
}

describe('check:deploy on the local stack', () => {
  it('passes every check on the migrations as they are (today’s default grants)', async () => {
    await seedProRows();
    const results = (await runDeployChecks({
      url: stack.url,
      anonKey: stack.anonKey,
      confirm: confirmFrom(stack.logFile),
    })) as Result[];
    expect(failed(results)).toEqual([]);
    const names = results.map((r) => r.name);
    for (const table of [
      'paragraphs_typed',
      'reading_progress',
      'settings',
      'custom_books',
      'practice_points',
      'billing_items',
    ]) {
      expect(names).toContain(`${table}: a signed-in account can read it`);
      expect(names).toContain(`${table}: row level security shows the account only its own rows`);
      expect(names).toContain(`${table}: signed out, nothing is readable`);
    }
    for (const table of [
      'paragraphs_typed',
      'reading_progress',
      'settings',
      'custom_books',
      'practice_points',
    ])
      expect(names).toContain(`${table}: a free account's write is refused`);
    expect(names).toContain("storage: a free account's book upload is refused");
    expect(names).toContain('paddle-webhook refuses an unsigned call (401)');
  });

  it('the command prints a line per check and exits 0, or 1 when a check fails', async () => {
    const { email } = await signedIn('check-deploy-cli');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(import.meta.dirname, '../../scripts/check-deploy.mjs'), ...args], {
        encoding: 'utf8',
        timeout: 60_000,
      });
    const good = run(
      stack.url,
      stack.publishableKey,
      '--email',
      email,
      '--password',
      'correct horse battery',
    );
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    const lines = good.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^All \d+ checks passed\.$/);
    expect(lines.slice(0, -1).every((line) => line.startsWith('pass  '))).toBe(true);

    const pro = await signedInPro('check-deploy-not-free');
    const notFree = run(
      stack.url,
      stack.anonKey,
      '--email',
      pro.email,
      '--password',
      'correct horse battery',
    );
    expect(notFree.status).toBe(1);
    expect(notFree.stdout).toContain('FAIL  the test account is free');

    const badKey = run(stack.url, 'sb_publishable_wrong');
    expect(badKey.status).toBe(1);
    expect(badKey.stdout).toContain('FAIL  health_check answers ok');
    expect(run(stack.url).status).toBe(2);
  });
});

describe('check:deploy on a project with the old automatic grants', () => {
  let legacy: Awaited<ReturnType<typeof startStack>>;
  let dataDir: string;
  let logFile: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'typeshelf-legacy-'));
    logFile = join(dataDir, 'stack.log');
    const before = process.env.TYPESHELF_LEGACY_GRANTS;
    process.env.TYPESHELF_LEGACY_GRANTS = '1';
    try {
      legacy = await startStack({
        dataDir,
        port: await freePort(),
        durable: false,
        log: (line: string) => appendFileSync(logFile, `${line}\n`),
      });
    } finally {
      if (before === undefined) delete process.env.TYPESHELF_LEGACY_GRANTS;
      else process.env.TYPESHELF_LEGACY_GRANTS = before;
    }
  });
  afterAll(async () => {
    await legacy?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const checks = async () =>
    (await runDeployChecks({
      url: legacy.url,
      anonKey: legacy.anonKey,
      confirm: confirmFrom(logFile),
    })) as Result[];
  const sql = async (text: string) => {
    const db = new pg.Client(legacy.connection);
    await db.connect();
    try {
      await db.query(text);
    } finally {
      await db.end();
    }
  };

  it('passes there too, and fails each check the deployment breaks', async () => {
    expect(failed(await checks())).toEqual([]);
    // The command on this machine signs up a throwaway account and confirms it in the stack's database.
    // (Run asynchronously: this stack answers from this very process.)
    const command = await promisify(execFile)(
      process.execPath,
      [
        join(import.meta.dirname, '../../scripts/check-deploy.mjs'),
        legacy.url,
        legacy.anonKey,
        '--data-dir',
        dataDir,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(command.stdout).toMatch(/pass {2}a free test account signs in — check-deploy-\d+@example\.com/);
    expect(command.stdout.trim().split('\n').at(-1)).toMatch(/^All \d+ checks passed\.$/);

    // Rows of another account, which row level security must hide.
    await sql(`insert into auth.users (id, email, email_confirmed_at) values ('00000000-0000-4000-8000-000000000001', 'other@example.com', now());
      insert into public.reading_progress (user_id, book_id, chapter, last_paragraph, "timestamp")
      values ('00000000-0000-4000-8000-000000000001', 'someone--theirs', 0, 3, 1000)`);
    expect(failed(await checks())).toEqual([]);

    await sql(`revoke select on public.settings from authenticated;
      alter table public.reading_progress disable row level security;
      drop policy "pro only: add" on public.custom_books;
      drop policy "pro only: change" on public.custom_books;
      drop policy "pro only: upload" on storage.objects;
      drop policy "pro only: create bucket" on storage.buckets`);
    const broken = failed(await checks());
    // With row level security off, reading_progress loses its premium policies too.
    expect(broken).toEqual([
      'reading_progress: row level security shows the account only its own rows: 1 rows of other accounts are visible',
      expect.stringMatching(/^settings: a signed-in account can read it: 42501 permission denied/),
      "reading_progress: a free account's write is refused: accepted (201)",
      "custom_books: a free account's write is refused: accepted (201)",
      "storage: a free account's book upload is refused: the book was stored",
    ]);
  });
});
