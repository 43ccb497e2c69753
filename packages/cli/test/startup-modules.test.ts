import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedEpubsDir } from '@typeshelf/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Which modules each command loads, read from the running binary itself: a
 * module hook logs every module each thread resolves. Ink is for the live
 * terminal view and sharp for drawing covers; neither belongs in `--help` or
 * in the plain and JSON output of any command's main thread.
 */

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(packageDir, 'dist', 'bin.js');
const register = fileURLToPath(new URL('./module-log/register.mjs', import.meta.url));
const book = join(sharedEpubsDir, 'public', 'oscar-wilde_the-importance-of-being-earnest.epub');

let work: string;

beforeAll(() => {
  if (!existsSync(bin) || !existsSync(join(packageDir, 'dist', 'convert-worker.js')))
    execFileSync('pnpm', ['-r', '--filter', '@typeshelf/cli...', 'build'], {
      cwd: packageDir,
      stdio: 'ignore',
    });
  work = mkdtempSync(join(tmpdir(), 'typeshelf-modules-'));
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

let runs = 0;
/**
 * Runs the binary with stdout a pipe and no account settings; returns the
 * modules its main thread and its workers loaded, and what it printed.
 */
function loadedBy(args: string[], status = 0) {
  const log = join(work, `run-${++runs}`);
  const env: Record<string, string | undefined> = {
    ...process.env,
    TYPESHELF_BOOK_DIRS: '',
    TYPESHELF_MODULE_LOG: log,
  };
  for (const name of ['TYPESHELF_PASSWORD', 'TYPESHELF_BACKEND_URL', 'TYPESHELF_ANON_KEY']) delete env[name];
  const result = spawnSync(process.execPath, ['--import', register, bin, ...args], { encoding: 'utf8', env });
  expect(result.status, result.stderr).toBe(status);
  const read = (file: string) =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return { main: read(`${log}.main`), workers: read(`${log}.worker`), stdout: result.stdout };
}

/** What is neither the binary's own files nor Node's built-ins: packages, the book code. */
const outside = (urls: string[]) =>
  urls.filter(
    (url) => !url.startsWith('node:') && !url.startsWith(pathToFileURL(join(packageDir, 'dist')).href),
  );
const ink = (urls: string[]) => urls.filter((url) => /\/node_modules\/(ink|react)\//.test(url));
const sharp = (urls: string[]) => urls.filter((url) => /\/node_modules\/(sharp|@img)\//.test(url));

describe('modules the typeshelf binary loads', { timeout: 120_000 }, () => {
  // The binary bundles commander and the book code: help reads no package at all.
  it.each(
    [
      ['--help'],
      ['help'],
      ...['info', 'text', 'convert', 'validate', 'build', 'push', 'sync'].map((command) => [
        command,
        '--help',
      ]),
    ].map((args) => [args.join(' '), args] as const),
  )('%s loads only the binary’s own files and Node built-ins', (_, args) => {
    expect(outside(loadedBy([...args]).main)).toEqual([]);
  });

  it('--version loads only the binary’s own files and Node built-ins', () => {
    expect(outside(loadedBy(['--version']).main)).toEqual([]);
  });

  it.each([
    ['info', 'plain'],
    ['info', '--json'],
    ['text', 'plain'],
    ['text', '--json'],
    ['validate', '--plain'],
    ['validate', '--json'],
  ])('%s (%s) loads neither Ink nor sharp in any thread', (command, flag) => {
    const { main, workers, stdout } = loadedBy([command, book, ...(flag === 'plain' ? [] : [flag])]);
    // The book was read: the check below is not met by a command that did nothing.
    expect(stdout).toContain(command === 'text' ? 'Earnest' : 'oscar-wilde--the-importance-of-being-earnest');
    expect([...ink(main), ...sharp(main), ...ink(workers), ...sharp(workers)]).toEqual([]);
  });

  it.each([
    ['convert', '--plain'],
    ['convert', '--json'],
    ['build', '--plain'],
    ['build', '--json'],
  ])(
    '%s %s loads neither Ink nor sharp in the main thread; covers are drawn in the workers',
    (command, flag) => {
      const { main, workers } = loadedBy([command, book, '--out', join(work, `${command}${flag}`), flag]);
      expect([...ink(main), ...sharp(main)]).toEqual([]);
      expect(ink(workers)).toEqual([]);
      expect(sharp(workers).length).toBeGreaterThan(0);
    },
  );

  // Without account settings these stop before signing in (exit 2), having loaded what they run with.
  it.each([
    ['push', 'plain'],
    ['push', '--json'],
    ['sync', 'plain'],
    ['sync', '--json'],
  ])('%s (%s) loads neither Ink nor sharp', (command, flag) => {
    const args = [command, join(work, 'missing.save'), '--email', 'reader@example.com'];
    const { main } = loadedBy(flag === 'plain' ? args : [...args, flag], 2);
    expect(main.some((url) => url.includes('server-action'))).toBe(true);
    expect([...ink(main), ...sharp(main)]).toEqual([]);
  });
});
