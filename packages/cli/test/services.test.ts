import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BookIndexFile, cataloguePaths } from '@typeshelf/core/book';
import {
  decodeShardList,
  manifestOf,
  shardChaptersOf,
  shardDescriptionsOf,
  shardListOf,
  shardOrder,
  withShardChapters,
  withShardDescriptions,
} from '@typeshelf/core/library';
import { readChapterFile, readContentFile, readTbf } from '@typeshelf/epub';
import { sharedEpubsDir } from '@typeshelf/fixtures';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { partOfSource } from '../src/catalogue/build-plan';
import type { ProgressEvent } from '../src/progress/progress-state';
import { infoLines } from '../src/render/info-table';
import type { BatchContext } from '../src/services/batch-result';
import { buildCatalogue, resolveSourceFolders } from '../src/services/build-catalogue';
import { collectInputs } from '../src/services/collect-inputs';
import { convertBooks } from '../src/services/convert-books';
import { bookInfoReport, bookTextLines, readBook } from '../src/services/read-book';
import { validateBooks } from '../src/services/validate-books';

const tutorialDir = fileURLToPath(new URL('../../../fixtures/tutorial/', import.meta.url));
const publicBook = (name: string) => join(sharedEpubsDir, 'public', name);
const earnest = publicBook('oscar-wilde_the-importance-of-being-earnest.epub');
const jekyll = publicBook('robert-louis-stevenson_the-strange-case-of-dr-jekyll-and-mr-hyde.epub');
const notAnEpub = join(sharedEpubsDir, 'invalid', 'ec_epub3_ocf-zip-unreadable-no-end-header-fatal.epub');
const INVALID_EPUB = "The file you're trying to upload is not a valid EPUB and cannot be loaded.";

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'typeshelf-cli-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** In-process work (the tests run from source, so there is no built worker), events recorded. */
const context = (events: ProgressEvent[] = []): BatchContext => {
  let now = 0;
  return {
    progress: (event) => events.push(event),
    clock: () => (now += 10),
    workers: false,
    concurrency: 2,
  };
};

describe('info and text', { timeout: 60_000 }, () => {
  it('reports metadata, chapters with paragraph counts and warnings for a real EPUB', async () => {
    const report = await bookInfoReport(jekyll);
    expect(report.info.id).toBe('robert-louis-stevenson--the-strange-case-of-dr-jekyll-and-mr-hyde');
    expect(report.info.title).toBe('The Strange Case of Dr. Jekyll and Mr. Hyde');
    expect(report.chapters.length).toBe(report.info.chapters.length);
    const typed = report.chapters.filter((chapter) => chapter.mode === 'type');
    expect(typed.length).toBeGreaterThan(5);
    for (const chapter of typed) expect(chapter.paragraphs).toBeGreaterThan(0);
    expect(Object.keys(report.chapters[0]!)).toEqual(['id', 'title', 'mode', 'length', 'paragraphs', 'why']);
    expect(report.chapters[0]).toMatchObject({ title: 'Titlepage', mode: 'hide', why: 'title page' });
    const lines = infoLines(report);
    expect(lines.find((line) => line.startsWith('000'))).toMatch(/ {2}Titlepage {2}\(hide: title page\)$/);
    expect(lines.find((line) => line.startsWith(typed[0]!.id))).toMatch(new RegExp(`  ${typed[0]!.title}$`));
  });

  it('prints the typable chapters, one paragraph a line, blank lines between chapters', async () => {
    const book = await readBook(tutorialDir);
    const welcome = bookTextLines(book, { chapter: '000' });
    expect(welcome).toEqual([
      'Welcome to Typeshelf. This little book shows you how to practise typing with real books.',
      'Type each paragraph as you see it. The caret shows where you are.',
      'Press Enter at the end of a paragraph to finish it.',
    ]);
    const all = bookTextLines(book, {});
    expect(all.filter((line) => line === '')).toHaveLength(book.info.chapters.length - 1);
    expect(() => bookTextLines(book, { chapter: '999' })).toThrow('The book has no chapter with this id.');
  });

  it('leaves skip chapters out unless asked', async () => {
    const book = await readBook(publicBook('mary-shelley_frankenstein.epub'));
    const skip = book.info.chapters.filter((chapter) => chapter.mode === 'skip');
    expect(skip.length).toBeGreaterThan(0);
    const first = book.content[skip[0]!.id]![0]!;
    expect(bookTextLines(book, {})).not.toContain(first);
    expect(bookTextLines(book, { all: true })).toContain(first);
  });

  it('fails with the specification message for a file that is not an EPUB', async () => {
    await expect(bookInfoReport(notAnEpub)).rejects.toThrow(INVALID_EPUB);
    await expect(bookInfoReport('/no/such/book.epub')).rejects.toThrow('The file or folder does not exist.');
  });
});

describe('validate', { timeout: 60_000 }, () => {
  it('reports each bad input and goes on with the rest', async () => {
    const events: ProgressEvent[] = [];
    const result = await validateBooks([earnest, notAnEpub, '/no/such/folder'], context(events));
    expect(result.counts).toEqual({ total: 3, ok: 1, skipped: 0, failed: 2 });
    const byInput = Object.fromEntries(result.results.map((item) => [item.input, item]));
    expect(byInput[earnest]!.id).toBe('oscar-wilde--the-importance-of-being-earnest');
    expect(byInput[notAnEpub]!.error).toEqual({
      kind: 'End of central directory not found',
      message: INVALID_EPUB,
    });
    expect(byInput['/no/such/folder']!.error!.kind).toBe('input-not-found');
    expect(events.filter((event) => event.type === 'finished')).toHaveLength(3);
  });
});

describe('validate TBF files', { timeout: 60_000 }, () => {
  it('accepts a converted book and rejects a file that is not a TBF', async () => {
    const out = tempDir();
    await convertBooks([earnest], out, context());
    const bad = join(out, 'bad.tbf');
    writeFileSync(bad, '{"type":"zip","version":1,"books":[]}');
    const result = await validateBooks([out], context());
    expect(result.results.map((item) => [item.status, item.error?.message ?? item.id])).toEqual([
      ['failed', "The file you're trying to upload is not a valid TBF and cannot be loaded."],
      ['ok', 'oscar-wilde--the-importance-of-being-earnest'],
    ]);
  });
});

describe('convert', { timeout: 60_000 }, () => {
  it('writes one .tbf per EPUB that reads back as the same book, cover included', async () => {
    const out = tempDir();
    const result = await convertBooks([earnest, notAnEpub], out, context());
    expect(result.counts).toMatchObject({ ok: 1, failed: 1 });
    const output = result.results.find((item) => item.status === 'ok')!.output!;
    expect(output).toBe(join(out, 'oscar-wilde--the-importance-of-being-earnest.tbf'));
    const [book] = readTbf(new Uint8Array(readFileSync(output)));
    expect(book!.info.id).toBe('oscar-wilde--the-importance-of-being-earnest');
    expect(book!.info.cover).toMatch(/^data:image\/webp;base64,/);
    expect(Object.keys(book!.content)).toEqual(book!.info.chapters.map((chapter) => chapter.id));
  });
});

describe('inputs', () => {
  it('names every file of a folder that is no book, with why; hidden entries are no inputs', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'x');
    writeFileSync(join(dir, '.DS_Store'), 'x');
    mkdirSync(join(dir, 'more'));
    writeFileSync(join(dir, 'more', 'cover.jpg'), 'x');
    writeFileSync(join(dir, 'more', 'a.epub'), 'x');
    const { inputs, problems } = collectInputs([dir]);
    expect(inputs.map((input) => input.label)).toEqual(['a.epub']);
    expect(problems.map((problem) => [problem.label, problem.error.message])).toEqual([
      ['cover.jpg', `Incorrect file format. (${join(dir, 'more', 'cover.jpg')})`],
      ['notes.txt', `Incorrect file format. (${join(dir, 'notes.txt')})`],
    ]);
  });
});

describe('source folders', () => {
  it('resolves config folders against the config file, adds the environment ones, warns about missing ones', () => {
    const root = tempDir();
    const config = { sources: ['.', 'missing'], overrides: {}, showcase: [], addedAt: 0 };
    const { folders, warnings } = resolveSourceFolders(config, join(root, 'catalogue.json'), [tutorialDir]);
    expect(folders).toEqual([root, tutorialDir.replace(/\/$/, '')]);
    expect(warnings).toEqual([`Skipping the missing book folder ${join(root, 'missing')}`]);
  });
});

describe('build', { timeout: 60_000 }, () => {
  const out = tempDir();
  const config = join(tempDir(), 'catalogue.json');
  writeFileSync(
    config,
    JSON.stringify({
      sources: [tutorialDir, '/no/such/books'],
      addedAt: '2026-11-01T00:00:00Z',
      overrides: { 'typeshelf--first-steps': { free: true, createdAt: '2026-11-22T00:00:00Z' } },
      showcase: [
        {
          type: 'article',
          title: 'Start here',
          url: '/books/typeshelf--first-steps',
          img: '/x.webp',
          createdAt: 5,
        },
      ],
    }),
  );
  const readIndex = () =>
    JSON.parse(readFileSync(join(out, cataloguePaths.index()), 'utf8')) as BookIndexFile;
  const readJson = (path: string): unknown => JSON.parse(readFileSync(join(out, path), 'utf8'));
  /** The index as a browser reads it: every shard's list with its descriptions and chapters, in the manifest's order. */
  const readShards = () => {
    const manifest = manifestOf(readJson(cataloguePaths.indexManifest))!;
    return manifest.shards.flatMap((shard) =>
      withShardChapters(
        withShardDescriptions(
          decodeShardList(shardListOf(readJson(shard.books))!, manifest.lastUpdate),
          shardDescriptionsOf(readJson(shard.descriptions), shard.count)!,
        ),
        shardChaptersOf(readJson(shard.chapters), shard.count)!,
      ),
    );
  };

  it('writes the index, every book file and the showcase, and reports the bad book', async () => {
    const result = await buildCatalogue({ inputs: [earnest, notAnEpub], out, config }, context());
    expect(result.counts).toEqual({ total: 3, ok: 2, skipped: 0, failed: 1 });
    expect(result.warnings).toEqual(['Skipping the missing book folder /no/such/books']);
    const index = readIndex();
    expect(index.books.map((book) => book.id)).toEqual([
      'oscar-wilde--the-importance-of-being-earnest',
      'typeshelf--first-steps',
    ]);
    expect(index.lastUpdate).toBe(Date.parse('2026-11-22T00:00:00Z'));
    const tutorial = index.books[1]!;
    expect(tutorial).toMatchObject({ free: true, custom: false, isNew: true, active: true, pages: 4 });
    expect(index.books[0]).toMatchObject({
      free: false,
      isNew: false,
      createdAt: Date.parse('2026-11-01T00:00:00Z'),
    });
    const content = readContentFile(
      new Uint8Array(readFileSync(join(out, cataloguePaths.content(tutorial.id)))),
    );
    expect(Object.keys(content)).toEqual(['000', '001', '002', '003', '004', '005']);
    const chapter = readChapterFile(
      new Uint8Array(readFileSync(join(out, cataloguePaths.chapter(tutorial.id, '000')))),
    );
    expect(chapter).toEqual(content['000']);
    const info = JSON.parse(readFileSync(join(out, cataloguePaths.info(tutorial.id)), 'utf8'));
    expect(info).toMatchObject({ id: tutorial.id, free: true, cover: cataloguePaths.cover(tutorial.id) });
    expect(
      readFileSync(join(out, cataloguePaths.cover(tutorial.id)))
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(JSON.parse(readFileSync(join(out, cataloguePaths.showcaseLastUpdate), 'utf8'))).toEqual({
      timestamp: 5,
    });
    expect(readShards()).toEqual(shardOrder(index.books));
    // One book a line.
    expect(readFileSync(join(out, cataloguePaths.index()), 'utf8').split('\n')).toHaveLength(
      index.books.length + 3,
    );
  });

  it('skips unchanged books and writes the same bytes again', async () => {
    const before = readFileSync(join(out, cataloguePaths.index()));
    const result = await buildCatalogue({ inputs: [earnest, notAnEpub], out, config }, context());
    expect(result.counts).toEqual({ total: 3, ok: 0, skipped: 2, failed: 1 });
    expect(readFileSync(join(out, cataloguePaths.index()))).toEqual(before);
  });

  it('applies a changed override without converting again, and removes books no longer listed', async () => {
    const changed = JSON.parse(readFileSync(config, 'utf8'));
    changed.overrides['oscar-wilde--the-importance-of-being-earnest'] = { free: true, rating: 0.8 };
    writeFileSync(config, JSON.stringify(changed));
    const result = await buildCatalogue({ inputs: [earnest], out, config }, context());
    expect(result.counts).toMatchObject({ ok: 0, skipped: 2 });
    expect(readIndex().books[0]).toMatchObject({ free: true, rating: 0.8 });

    const smaller = await buildCatalogue({ inputs: [], out, config }, context());
    expect(smaller.removed).toEqual(['oscar-wilde--the-importance-of-being-earnest']);
    expect(readIndex().books.map((book) => book.id)).toEqual(['typeshelf--first-steps']);
    expect(readShards()).toEqual(readIndex().books);
    expect(() =>
      readFileSync(join(out, cataloguePaths.info('oscar-wilde--the-importance-of-being-earnest'))),
    ).toThrow();
  });

  it('gives the same bytes in a fresh folder', async () => {
    const files = (root: string, dir = ''): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(root, join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const a = tempDir();
    const b = tempDir();
    await buildCatalogue({ inputs: [tutorialDir, jekyll], out: a }, context());
    await buildCatalogue({ inputs: [jekyll, tutorialDir], out: b }, context());
    const names = files(a).sort();
    expect(files(b).sort()).toEqual(names);
    for (const name of names) expect(readFileSync(join(b, name)), name).toEqual(readFileSync(join(a, name)));
  });

  it('rebuilds a changed book from scratch, leaving no chapter file of the old edition', async () => {
    const source = tempDir();
    const target = tempDir();
    const meta = {
      title: 'Notes',
      author: 'Tester',
      language: 'en',
      identifier: 'urn:t',
      modified: '2026-01-01T00:00:00Z',
    };
    writeFileSync(join(source, 'a.md'), '# One\n\nFirst chapter text.');
    writeFileSync(join(source, 'b.md'), '# Two\n\nSecond chapter text.');
    writeFileSync(join(source, 'book.json'), JSON.stringify({ ...meta, chapters: ['a.md', 'b.md'] }));
    await buildCatalogue({ inputs: [source], out: target }, context());
    expect(readdirSync(join(target, 'books/tester--notes')).filter((name) => name.endsWith('.gz'))).toEqual([
      '000.gz',
      '001.gz',
      'content.gz',
    ]);
    writeFileSync(join(source, 'book.json'), JSON.stringify({ ...meta, chapters: ['a.md'] }));
    const result = await buildCatalogue({ inputs: [source], out: target }, context());
    expect(result.counts.ok).toBe(1);
    expect(readdirSync(join(target, 'books/tester--notes')).filter((name) => name.endsWith('.gz'))).toEqual([
      '000.gz',
      'content.gz',
    ]);
  });

  // Text that packs into a larger EPUB than a sentence does: numbers that deflate poorly.
  const longText = Array.from({ length: 4000 }, (_, i) => `w${(i * 7919) % 10007}`).join(' ');
  it.each([
    ['the second source is larger, so it converts first and gives the folder back', 'short', longText],
    ['the first source is larger, so it converts first and keeps the folder', longText, 'short'],
  ])('keeps the first of two sources with one book id: %s', async (_, firstText, secondText) => {
    const meta = {
      title: 'Twins',
      author: 'Tester',
      language: 'en',
      identifier: 'urn:twins',
      modified: '2026-01-01T00:00:00Z',
    };
    const folder = (name: string, chapters: string[]) => {
      const dir = join(tempDir(), name);
      mkdirSync(dir);
      for (const [i, text] of chapters.entries())
        writeFileSync(join(dir, `${i}.md`), `# Part ${i}\n\n${text}`);
      writeFileSync(
        join(dir, 'book.json'),
        JSON.stringify({ ...meta, chapters: chapters.map((_, i) => `${i}.md`) }),
      );
      return dir;
    };
    const first = folder('first', [firstText]);
    const second = folder('second', ['One.', secondText]);
    const target = tempDir();
    // One book at a time, largest first: the order the two are written in is the order of their sizes.
    const result = await buildCatalogue(
      { inputs: [first, second], out: target },
      { ...context(), concurrency: 1 },
    );
    expect(result.results.map((item) => item.status)).toEqual(['ok', 'failed']);
    expect(result.results[1]!.error?.kind).toBe('duplicate-book-id');
    const book = join(target, 'books/tester--twins');
    expect(readdirSync(book).filter((name) => name.endsWith('.gz'))).toEqual(['000.gz', 'content.gz']);
    expect(readContentFile(new Uint8Array(readFileSync(join(book, 'content.gz'))))).toEqual({
      '000': [firstText],
    });
  });

  it('fails the whole build on an invalid config', async () => {
    const bad = join(tempDir(), 'catalogue.json');
    writeFileSync(bad, '{"sources": 3}');
    await expect(buildCatalogue({ inputs: [], out, config: bad }, context())).rejects.toThrow(
      'The catalogue configuration file is not valid.',
    );
  });
});

describe('a build in parts, and a build that was stopped', { timeout: 180_000 }, () => {
  const sources = [
    earnest,
    jekyll,
    publicBook('h-g-wells_the-time-machine.epub'),
    publicBook('sun-tzu_the-art-of-war_lionel-giles.epub'),
  ];
  const files = (root: string, dir = ''): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(root, join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const journals = (root: string) => join(root, 'books/_meta_/build-journal');
  let whole: string;

  it('converts each book in exactly one part; the build after the parts converts none and writes what one build writes', async () => {
    whole = tempDir();
    await buildCatalogue({ inputs: sources, out: whole }, context());
    const parted = tempDir();
    // The parts run at once, as separate processes would, into one folder.
    const parts = await Promise.all(
      [0, 1, 2].map((index) =>
        buildCatalogue({ inputs: sources, out: parted, part: { index, count: 3 } }, context()),
      ),
    );
    expect(parts.reduce((sum, part) => sum + part.counts.ok, 0)).toBe(sources.length);
    expect(parts.reduce((sum, part) => sum + part.counts.total, 0)).toBe(sources.length);
    expect(readdirSync(join(parted, 'books/_meta_'))).not.toContain('index_1.json');

    const assembled = await buildCatalogue({ inputs: sources, out: parted }, context());
    expect(assembled.counts).toMatchObject({ ok: 0, skipped: sources.length, failed: 0 });
    const names = files(whole).sort();
    expect(files(parted).sort()).toEqual(names);
    for (const name of names)
      expect(readFileSync(join(parted, name)), name).toEqual(readFileSync(join(whole, name)));
  });

  it('keeps the first of two sources with one id when different parts both wrote its folder', async () => {
    // The same book with other text: one id (title and author unchanged), other bytes, other chapters.
    const entries = unzipSync(new Uint8Array(readFileSync(earnest)));
    for (const [name, bytes] of Object.entries(entries))
      if (name.endsWith('.xhtml'))
        entries[name] = strToU8(strFromU8(bytes).replaceAll('Algernon', 'Algernoon'));
    const edited = join(tempDir(), 'earnest-edited.epub');
    writeFileSync(edited, zipSync({ ...entries, mimetype: [entries.mimetype!, { level: 0 }] }));
    const pair = [earnest, edited];
    const reference = tempDir();
    const one = await buildCatalogue({ inputs: pair, out: reference }, context());
    expect(one.results.map((item) => item.status)).toEqual(['ok', 'failed']);
    expect(one.results[1]!.error?.kind).toBe('duplicate-book-id');

    // Parts that put the two in different parts; the copy's part runs last, so its folder is the one on disk.
    const hashes = pair.map((path) => createHash('blake2b512').update(readFileSync(path)).digest('hex'));
    const count = [2, 3, 4, 5, 6, 7, 8].find(
      (n) => partOfSource(hashes[0]!, n) !== partOfSource(hashes[1]!, n),
    )!;
    const parted = tempDir();
    for (const index of [partOfSource(hashes[0]!, count), partOfSource(hashes[1]!, count)])
      await buildCatalogue({ inputs: pair, out: parted, part: { index, count } }, context());
    const content = (root: string) => readFileSync(join(root, cataloguePaths.content(one.results[0]!.id!)));
    expect(content(parted)).not.toEqual(content(reference));

    const assembled = await buildCatalogue({ inputs: pair, out: parted }, context());
    expect(assembled.results.map((item) => item.status)).toEqual(['ok', 'failed']);
    const names = files(reference).sort();
    expect(files(parted).sort()).toEqual(names);
    for (const name of names)
      expect(readFileSync(join(parted, name)), name).toEqual(readFileSync(join(reference, name)));
    // The state keeps the first source alone: the next build reuses it.
    const again = await buildCatalogue({ inputs: pair, out: parted }, context());
    expect(again.results.map((item) => item.status)).toEqual(['skipped', 'failed']);
  });

  it('resumes where a stopped build left off: its finished books are not converted again, a torn line is', async () => {
    const out = tempDir();
    // What a build killed after its first two books leaves: their folders and journal lines, no index or
    // state; the kill tore the journal's last line.
    await buildCatalogue({ inputs: sources.slice(0, 2), out, part: { index: 0, count: 1 } }, context());
    const [journal] = readdirSync(journals(out));
    const lines = readFileSync(join(journals(out), journal!), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    writeFileSync(join(journals(out), journal!), `${lines[0]}\n${lines[1]!.slice(0, 40)}`);

    const resumed = await buildCatalogue({ inputs: sources, out }, context());
    expect(resumed.counts).toMatchObject({ ok: 3, skipped: 1, failed: 0 });
    const names = files(whole).sort();
    // Nothing half-written stays (the state and index are written beside and renamed), and no journal.
    expect(files(out).sort()).toEqual(names);
    for (const name of names)
      expect(readFileSync(join(out, name)), name).toEqual(readFileSync(join(whole, name)));

    const again = await buildCatalogue({ inputs: sources, out }, context());
    expect(again.counts).toMatchObject({ ok: 0, skipped: sources.length });
  });
});
