import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedEpubsDir } from '@typeshelf/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(packageDir, 'dist', 'bin.js');
const INVALID_EPUB = "The file you're trying to upload is not a valid EPUB and cannot be loaded.";

let work: string;
let books: string;

/** Runs the built binary as a user would, with stdout a pipe (so output is plain). */
function typeshelf(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, TYPESHELF_BOOK_DIRS: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  if (!existsSync(bin) || !existsSync(join(packageDir, 'dist', 'convert-worker.js')))
    execFileSync('pnpm', ['-r', '--filter', '@typeshelf/cli...', 'build'], {
      cwd: packageDir,
      stdio: 'ignore',
    });
  work = mkdtempSync(join(tmpdir(), 'typeshelf-e2e-'));
  books = join(work, 'books');
  mkdirSync(books);
  for (const name of [
    'oscar-wilde_the-importance-of-being-earnest.epub',
    'robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub',
  ])
    copyFileSync(join(sharedEpubsDir, 'public', name), join(books, name));
  writeFileSync(join(books, 'broken.epub'), 'this is not a zip file');
  writeFileSync(join(books, 'notes.txt'), 'not a book: named as left out, never passed over');
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the typeshelf binary', { timeout: 90_000 }, () => {
  it('validates a folder: one line per problem, exit 1', () => {
    const { code, stdout } = typeshelf('validate', books, '--plain');
    expect(code).toBe(1);
    expect(stdout).toContain(`${join(books, 'broken.epub')}: ${INVALID_EPUB}`);
    // A file in the folder that is no book is named with why, not passed over in silence.
    expect(stdout).toContain(
      `${join(books, 'notes.txt')}: Incorrect file format. (${join(books, 'notes.txt')})`,
    );
    expect(stdout).toContain('Checking books: 2 ok, 2 failed');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no cursor codes when stdout is not a terminal
    expect(stdout).not.toMatch(/\u001b\[/);
  });

  it('exits 0 when every book is valid', () => {
    expect(typeshelf('validate', join(books, 'oscar-wilde_the-importance-of-being-earnest.epub')).code).toBe(
      0,
    );
  });

  it('prints info as JSON, and the error as JSON with exit 2', () => {
    const ok = typeshelf('info', join(books, 'oscar-wilde_the-importance-of-being-earnest.epub'), '--json');
    expect(ok.code).toBe(0);
    const report = JSON.parse(ok.stdout);
    expect(Object.keys(report)).toEqual(['info', 'chapters', 'warnings']);
    expect(report.info.id).toBe('oscar-wilde--the-importance-of-being-earnest');
    expect(Object.keys(report.chapters[0])).toEqual(['id', 'title', 'mode', 'length', 'paragraphs', 'why']);

    const bad = typeshelf('info', join(books, 'broken.epub'), '--json');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toEqual({
      error: { kind: 'File format is not recognized', message: INVALID_EPUB },
    });
  });

  it('prints a chapter table and a chapter’s text', () => {
    const table = typeshelf(
      'info',
      join(books, 'robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub'),
    );
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^id {3}mode {2}length {2}paragraphs {2}pages {2}title$/m);
    const text = typeshelf(
      'text',
      join(books, 'robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub'),
    );
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Mr. Utterson the lawyer');
    expect(typeshelf('text', join(books, 'broken.epub')).code).toBe(2);
    const json = typeshelf('text', join(books, 'oscar-wilde_the-importance-of-being-earnest.epub'), '--json');
    const { id, chapters } = JSON.parse(json.stdout);
    expect(id).toBe('oscar-wilde--the-importance-of-being-earnest');
    expect(Object.keys(chapters[0])).toEqual(['id', 'title', 'mode', 'paragraphs']);
    expect(chapters.every((chapter: { mode: string }) => chapter.mode === 'type')).toBe(true);
  });

  it('converts the good books to .tbf and reports the bad one', () => {
    const out = join(work, 'tbf');
    const { code, stdout } = typeshelf('convert', books, '--out', out, '--json');
    expect(code).toBe(1);
    const result = JSON.parse(stdout);
    expect(result.counts).toEqual({ total: 4, ok: 2, skipped: 0, failed: 2 });
    expect(readdirSync(out).sort()).toEqual([
      'oscar-wilde--the-importance-of-being-earnest.tbf',
      'robert-louis-stevenson--the-strange-case-of-dr-jekyll-and-mr-hyde.tbf',
    ]);
  });

  it('builds the catalogue on worker threads, then rebuilds nothing', () => {
    const out = join(work, 'public');
    const first = typeshelf('build', books, '--out', out, '--plain');
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/FAILED +broken\.epub/);
    expect(first.stdout).toMatch(/FAILED +notes\.txt/);
    const index = JSON.parse(readFileSync(join(out, 'books/_meta_/index_1.json'), 'utf8'));
    expect(index.books.map((book: { id: string }) => book.id)).toEqual([
      'oscar-wilde--the-importance-of-being-earnest',
      'robert-louis-stevenson--the-strange-case-of-dr-jekyll-and-mr-hyde',
    ]);
    for (const file of ['info.json', 'content.gz', '000.gz', 'cover.min.webp', 'cover-small.min.webp'])
      expect(existsSync(join(out, 'books/oscar-wilde--the-importance-of-being-earnest', file))).toBe(true);

    const again = JSON.parse(typeshelf('build', books, '--out', out, '--json').stdout);
    expect(again.counts).toEqual({ total: 4, ok: 0, skipped: 2, failed: 2 });
    const forced = JSON.parse(typeshelf('build', books, '--out', out, '--json', '--force').stdout);
    expect(forced.counts).toEqual({ total: 4, ok: 2, skipped: 0, failed: 2 });
  });

  it('exits 2 when the config cannot be read, and says why', () => {
    const { code, stderr } = typeshelf(
      'build',
      '--out',
      join(work, 'x'),
      '--config',
      join(work, 'missing.json'),
    );
    expect(code).toBe(2);
    expect(stderr).toContain('typeshelf: The catalogue configuration file is not valid.');
  });

  it('exits 2 on a usage error', () => {
    const { code, stderr } = typeshelf('build', books);
    expect(code).toBe(2);
    expect(stderr).toContain("required option '--out <dir>' not specified");
  });
});

describe('a build killed mid-run', { timeout: 600_000 }, () => {
  const sources = [
    'frederick-douglass_narrative-of-the-life-of-frederick-douglass.epub',
    'oscar-wilde_the-importance-of-being-earnest.epub',
    'robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub',
    'niccolo-machiavelli_the-prince_w-k-marriott.epub',
    'mary-wollstonecraft_a-vindication-of-the-rights-of-woman.epub',
    'arthur-conan-doyle_the-hound-of-the-baskervilles.epub',
    'sun-tzu_the-art-of-war_lionel-giles.epub',
    'h-g-wells_the-time-machine.epub',
  ].map((name) => join(sharedEpubsDir, 'public', name));
  const files = (root: string, dir = ''): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(root, join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const journalLines = (out: string) => {
    const folder = join(out, 'books/_meta_/build-journal');
    if (!existsSync(folder)) return 0;
    return readdirSync(folder)
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .join('')
      .split('\n')
      .slice(0, -1).length;
  };

  it('resumes, after SIGKILL, to the same files byte for byte as a build never stopped', async () => {
    const whole = join(work, 'kill-whole');
    expect(typeshelf('build', ...sources, '--out', whole, '--plain', '--jobs', '1').code).toBe(0);

    // The real binary, killed once it has journalled two books and before it has finished.
    const out = join(work, 'kill-resumed');
    const child = spawn(
      process.execPath,
      [bin, 'build', ...sources, '--out', out, '--plain', '--jobs', '1'],
      {
        stdio: 'ignore',
        env: { ...process.env, TYPESHELF_BOOK_DIRS: '' },
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_, signal) => resolve(signal)),
    );
    while (journalLines(out) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const journalled = journalLines(out);
    expect(journalled).toBeLessThan(sources.length);
    expect(existsSync(join(out, 'books/_meta_/index_1.json'))).toBe(false);

    const resumed = JSON.parse(typeshelf('build', ...sources, '--out', out, '--json').stdout);
    // Every book journalled before the kill is reused; the rest convert.
    expect(resumed.counts).toEqual({
      total: sources.length,
      ok: sources.length - journalled,
      skipped: journalled,
      failed: 0,
    });
    const names = files(whole).sort();
    expect(files(out).sort()).toEqual(names);
    for (const name of names)
      expect(readFileSync(join(out, name)), name).toEqual(readFileSync(join(whole, name)));
  });
});
