/**
 * The command line's `push` and `sync` against the local stack, run as a
 * user runs the built binary: a free account is refused with the spec's
 * message and nothing is stored; a wrong password gets the sign-in message;
 * a Pro account's push stores the save's paragraphs and reading positions,
 * its sync the settings, private book and book file as well, and sending the
 * same save again changes nothing.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cellOf } from '@typeshelf/core/progress';
import { readSaveFile, writeSaveFile } from '@typeshelf/epub';
import { sampleBookInfo } from '@typeshelf/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSave } from '../../packages/cli/src/server/save-plan';
import { sendSave } from '../../packages/cli/src/server/send-save';
import { makePro, PASSWORD, signedIn, stack } from './client';

const cliDir = fileURLToPath(new URL('../../packages/cli/', import.meta.url));
const bin = join(cliDir, 'dist', 'bin.js');
const T = Date.UTC(2026, 10, 20, 9);
const BOOK = 'nobody--a-short-book';
const HOSTILE = 'nobody--a-hostile-book';

let work: string;
let saveFile: string;

beforeAll(() => {
  if (!existsSync(bin))
    execFileSync('pnpm', ['-r', '--filter', '@typeshelf/cli...', 'build'], { cwd: cliDir, stdio: 'ignore' });
  work = mkdtempSync(join(tmpdir(), 'typeshelf-cli-send-'));
  const typed = (timestamp: number) =>
    cellOf(
      {
        type: 'typed',
        wpm: { value: 62, raw: 65, weight: 4000 },
        acc: { value: 97, weight: 40 },
        con: { value: 81, weight: 4000 },
        time: 4000,
        timestamp,
        length: 40,
      },
      ['moor'],
    );
  const info = sampleBookInfo({ id: BOOK, title: 'A short book', custom: true, active: true, updatedAt: T });
  const { bytes } = writeSaveFile(
    {
      paragraphsStats: {
        'typeshelf--first-steps__000__0': typed(T),
        'typeshelf--first-steps__000__1': typed(T + 1000),
        'typeshelf--first-steps__000__2': cellOf({ type: 'read', timestamp: T + 2000, length: 30 }),
        'typeshelf--first-steps__000__x': typed(T),
        // A paragraph index the server refuses: left out and named, not a refused batch.
        'typeshelf--first-steps__000__2000000000': typed(T),
      },
      settings: { shared: { dailyGoal: 25 }, modifiedAt: { shared: T } },
      customBooksInfo: {
        [BOOK]: info,
        [HOSTILE]: { ...info, id: HOSTILE, source: { isUrl: true, value: 'javascript:alert(1)' } },
      },
      customBooksContent: { [BOOK]: { '000': ['A line to type.'] }, [HOSTILE]: { '000': ['Text.'] } },
    },
    new Date(T),
  );
  saveFile = join(work, 'typeshelf_2026-11-20.save');
  writeFileSync(saveFile, bytes);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the built binary (asynchronously: the stack's development server answers from this process). */
function typeshelf(args: string[], password = PASSWORD) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      {
        env: {
          ...process.env,
          TYPESHELF_BACKEND_URL: stack.url,
          TYPESHELF_ANON_KEY: stack.anonKey,
          TYPESHELF_PASSWORD: password,
        },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

type Account = Awaited<ReturnType<typeof signedIn>>;

async function rows(account: Account, table: string) {
  const { data, error } = await account.supabase.from(table).select('*');
  expect(error).toBeNull();
  return data as Record<string, unknown>[];
}

describe('typeshelf push and sync', () => {
  it('refuses an account without Pro with the spec’s message, and stores nothing', async () => {
    const free = await signedIn('cli-free');
    for (const command of ['push', 'sync']) {
      const result = await typeshelf([command, saveFile, '--email', free.email]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('only premium users can store data on the server');
    }
    expect(await rows(free, 'paragraphs_typed')).toEqual([]);
    expect(await rows(free, 'settings')).toEqual([]);
  });

  it('a write the server refuses for the plan (as when a subscription lapses after the check) gets the same message', async () => {
    // The sending itself, past the check made before it: what reaches the server decides.
    const lapsed = await signedIn('cli-lapsed');
    const account = { client: lapsed.supabase, userId: lapsed.user!.id };
    for (const scope of ['progress', 'all'] as const) {
      const plan = planSave(readSaveFile(readFileSync(saveFile)), scope);
      await expect(sendSave(account, plan)).rejects.toMatchObject({
        kind: 'not-premium',
        message: 'only premium users can store data on the server',
      });
    }
    expect(await rows(lapsed, 'paragraphs_typed')).toEqual([]);
  });

  it('refuses a wrong password with the sign-in message, and a missing password before any call', async () => {
    const account = await signedIn('cli-password');
    const wrong = await typeshelf(['push', saveFile, '--email', account.email], 'not the password');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('The provided email address or password are incorrect.');
    const missing = await typeshelf(['push', saveFile, '--email', account.email], '');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('TYPESHELF_PASSWORD');
  });

  it('refuses a file that is not a save with the import message', async () => {
    const account = await signedIn('cli-corrupt');
    const corrupt = join(work, 'broken.save');
    writeFileSync(corrupt, 'not a save file');
    const result = await typeshelf(['push', corrupt, '--email', account.email]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("The file you're trying to upload is corrupted and cannot be loaded.");
    expect(await rows(account, 'paragraphs_typed')).toEqual([]);
  });

  it('push sends the progress; sync the settings, private book and file too; again, nothing changes', async () => {
    const account = await signedIn('cli-pro');
    await makePro(account.user!.id);

    const push = await typeshelf(['push', saveFile, '--email', account.email, '--json']);
    expect(push.stderr).toBe('');
    // What the save holds and is not sent is named with why, and the exit code says so.
    expect(push.code).toBe(1);
    expect(JSON.parse(push.stdout)).toMatchObject({
      paragraphs: 3,
      positions: 1,
      skipped: 2,
      settings: [],
      leftOut: [
        {
          what: 'paragraph typeshelf--first-steps__000__2000000000',
          why: expect.stringMatching(/server’s limits/),
        },
        {
          what: 'paragraph typeshelf--first-steps__000__x',
          why: expect.stringMatching(/not a paragraph key/),
        },
      ],
    });
    const paragraphs = (await rows(account, 'paragraphs_typed')).sort(
      (a, b) => Number(a.paragraph) - Number(b.paragraph),
    );
    expect(paragraphs.map((row) => [row.book_id, row.chapter, row.paragraph, row.wpm, row.read_at])).toEqual([
      ['typeshelf--first-steps', 0, 0, 62, 0],
      ['typeshelf--first-steps', 0, 1, 62, 0],
      ['typeshelf--first-steps', 0, 2, 0, T + 2000],
    ]);
    expect(paragraphs[0]?.missed).toEqual(['moor']);
    expect((await rows(account, 'reading_progress')).map((row) => [row.chapter, row.last_paragraph])).toEqual(
      [[0, 2]],
    );
    // push is progress only.
    expect(await rows(account, 'settings')).toEqual([]);
    expect(await rows(account, 'custom_books')).toEqual([]);

    const sync = await typeshelf(['sync', saveFile, '--email', account.email]);
    expect(sync.code).toBe(1);
    expect(sync.stdout).toContain('Left out 3 entries of the save:');
    expect(sync.stdout).toContain(`  private book ${HOSTILE}: its info or text breaks the book checks`);
    expect(sync.stdout).toContain('  paragraph typeshelf--first-steps__000__x: not a paragraph key');
    expect(sync.stdout).toContain('Settings sent: shared.');
    expect(sync.stdout).toContain(`Private book files uploaded: ${BOOK}.`);
    const [settings] = await rows(account, 'settings');
    expect(settings?.shared).toEqual({ dailyGoal: 25 });
    expect(Number(settings?.shared_at)).toBe(T);
    expect((await rows(account, 'custom_books')).map((row) => [row.book_id, row.active])).toEqual([
      [BOOK, true],
    ]);
    const files = await account.supabase.storage.from(account.user!.id).list('books');
    expect(files.data?.map((file) => file.name)).toEqual([`${BOOK}.tbf`]);

    const before = await rows(account, 'paragraphs_typed');
    const again = await typeshelf(['sync', saveFile, '--email', account.email]);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('Settings: the server’s are as new or newer.');
    expect(again.stdout).toContain('Private book files uploaded: none missing.');
    const after = await rows(account, 'paragraphs_typed');
    const strip = (list: Record<string, unknown>[]) =>
      list
        .map(({ modified_at: _m, ...row }) => row)
        .sort((a, b) => Number(a.paragraph) - Number(b.paragraph));
    expect(strip(after)).toEqual(strip(before));
  });
});
