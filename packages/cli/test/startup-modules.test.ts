import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
/** Runs the binary with stdout a pipe; returns the modules its main thread and its workers loaded. */
function loadedBy(...args: string[]) {
  const log = join(work, `run-${++runs}`);
  const result = spawnSync(process.execPath, ['--import', register, bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, TYPESHELF_BOOK_DIRS: '', TYPESHELF_MODULE_LOG: log },
  });
  expect(result.status, result.stderr).toBe(0);
  const read = (file: string) =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return { main: read(`${log}.main`), workers: read(`${log}.worker`) };
}

const ink = (urls: string[]) => urls.filter((url) => /\/node_modules\/(ink|react)\//.test(url));
const sharp = (urls: string[]) => urls.filter((url) => /\/node_modules\/(sharp|@img)\//.test(url));

describe('modules the typeshelf binary loads', { timeout: 120_000 }, () => {
  it('--help loads commander and nothing of the book code', () => {
    const { main } = loadedBy('--help');
    expect(main.some((url) => url.includes('/node_modules/commander/'))).toBe(true);
    expect(main.filter((url) => /\/(core|epub)\/(dist|src)\/|@typeshelf/.test(url))).toEqual([]);
    expect([...ink(main), ...sharp(main)]).toEqual([]);
  });

  it.each([
    ['info', 'plain'],
    ['info', '--json'],
    ['text', 'plain'],
    ['text', '--json'],
    ['validate', '--plain'],
    ['validate', '--json'],
  ])('%s (%s) loads neither Ink nor sharp in any thread', (command, flag) => {
    const { main, workers } = loadedBy(command, book, ...(flag === 'plain' ? [] : [flag]));
    expect(main.some((url) => url.includes('/epub/dist/'))).toBe(true);
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
      const { main, workers } = loadedBy(command, book, '--out', join(work, `${command}${flag}`), flag);
      expect([...ink(main), ...sharp(main)]).toEqual([]);
      expect(ink(workers)).toEqual([]);
      expect(sharp(workers).length).toBeGreaterThan(0);
    },
  );
});
