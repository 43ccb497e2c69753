import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BookIndexFile, cataloguePaths } from '@typeshelf/core/book';
import { encodeCatalogueShards } from '@typeshelf/core/library';
import { type BuildState, emptyBuildState, type JournalLine } from './build-plan';

/** Kept beside the index; records what each source hash produced, for incremental builds. */
export const BUILD_STATE_PATH = 'books/_meta_/build-state.json';

/** The journals of builds not finished yet (one file per build or part), removed once the state holds them. */
export const BUILD_JOURNALS = 'books/_meta_/build-journal';

/** Book ids are slugs; anything else is never a folder the build may delete. */
const SAFE_ID = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

export async function readBuildState(out: string): Promise<BuildState> {
  try {
    const state = JSON.parse(await readFile(join(out, BUILD_STATE_PATH), 'utf8')) as BuildState;
    return typeof state.format === 'number' && typeof state.books === 'object' ? state : emptyBuildState();
  } catch {
    return emptyBuildState();
  }
}

/**
 * Appends a converted book's line to a journal (`name`: the build's, or a
 * part's). One write of one line: a process killed in the middle leaves at
 * most a torn last line, which {@link readJournals} skips.
 */
export function appendJournal(out: string, name: string, line: JournalLine): void {
  const folder = join(out, BUILD_JOURNALS);
  mkdirSync(folder, { recursive: true });
  appendFileSync(join(folder, `${name}.jsonl`), `${JSON.stringify(line)}\n`);
}

const isJournalLine = (value: unknown): value is JournalLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JournalLine).hash === 'string' &&
  typeof (value as JournalLine).id === 'string' &&
  typeof (value as JournalLine).format === 'number' &&
  typeof (value as JournalLine).info === 'object';

/** Every journal's lines, in file order; a line that does not read (torn by a kill) is skipped. */
export async function readJournals(out: string): Promise<JournalLine[]> {
  const folder = join(out, BUILD_JOURNALS);
  if (!existsSync(folder)) return [];
  const lines: JournalLine[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.jsonl')) continue;
    for (const text of (await readFile(join(folder, name), 'utf8')).split('\n')) {
      if (text === '') continue;
      try {
        const line: unknown = JSON.parse(text);
        if (isJournalLine(line)) lines.push(line);
      } catch {
        // A torn line: its book converts again.
      }
    }
  }
  return lines;
}

/** Removes the journals once a finished build's state holds what they recorded. */
export function removeJournals(out: string): void {
  rmSync(join(out, BUILD_JOURNALS), { recursive: true, force: true });
}

/** True when the files a reused book needs are all still on disk. */
export function hasBookFiles(out: string, id: string, chapterIds: readonly string[]): boolean {
  return [
    cataloguePaths.content(id),
    cataloguePaths.cover(id),
    cataloguePaths.coverSmall(id),
    ...chapterIds.map((chapterId) => cataloguePaths.chapter(id, chapterId)),
  ].every((path) => existsSync(join(out, path)));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.compare(a, b) === 0;

/** Writes a file unless it already holds these bytes; returns whether it wrote. */
export async function writeIfChanged(out: string, path: string, bytes: Uint8Array): Promise<boolean> {
  const current = await readFile(join(out, path)).catch(() => null);
  if (current !== null && sameBytes(current, bytes)) return false;
  await writeBytes(out, path, bytes);
  return true;
}

/**
 * Writes a file of the catalogue, making its folder when needed. Atomically:
 * the bytes go to a file beside it that is then renamed over it, so a build
 * stopped mid-write leaves the old file or the new one, never half of one
 * (a torn build state would make the next build convert everything again).
 */
async function writeBytes(out: string, path: string, bytes: Uint8Array): Promise<void> {
  const target = join(out, path);
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, target);
}

/**
 * Writes a converted book's files into a fresh folder (no chapter file of an
 * older edition stays), each folder made once. Synchronous: a book is a few
 * hundred small files, and each asynchronous write (open, write and close
 * through the thread pool, a promise each) cost the main thread more than
 * the writing itself (2,623 files of the 32-book catalogue: about 0.4 s of
 * CPU, 0.26 s written one after another).
 */
export function writeBookFolder(
  out: string,
  id: string,
  files: readonly { path: string; bytes: Uint8Array }[],
): void {
  removeBookFolder(out, id);
  const folders = new Set(files.map((file) => dirname(join(out, file.path))));
  for (const folder of folders) mkdirSync(folder, { recursive: true });
  for (const file of files) writeFileSync(join(out, file.path), file.bytes);
}

export const jsonBytes = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The build state, one source a line: read by the command line alone, and
 * indented it was most of a large catalogue's bytes (462 MB at 75,000 books).
 */
export function stateBytes(state: BuildState): Uint8Array {
  const encoder = new TextEncoder();
  const entries = Object.entries(state.books);
  const parts = [encoder.encode(`{"format":${state.format},"converter":${state.converter},"books":{`)];
  entries.forEach(([hash, book], i) => {
    parts.push(encoder.encode(`${i === 0 ? '\n' : ',\n'}${JSON.stringify(hash)}:${JSON.stringify(book)}`));
  });
  parts.push(encoder.encode('\n}}\n'));
  return Buffer.concat(parts);
}

/**
 * Deletes a book's folder: before its files are written again, and for books
 * a previous build wrote and this one no longer has.
 */
export function removeBookFolder(out: string, id: string): void {
  if (SAFE_ID.test(id) && id !== '_meta_') rmSync(join(out, 'books', id), { recursive: true, force: true });
}

/**
 * The whole index, one book a line: made book by book, since at 100,000
 * books the file as one indented string is longer than a JavaScript string
 * may be (and 75,000 books made 420 MB of it indented).
 */
export function indexBytes(index: BookIndexFile): Uint8Array {
  const encoder = new TextEncoder();
  const parts = [encoder.encode(`{"lastUpdate":${JSON.stringify(index.lastUpdate)},"books":[`)];
  index.books.forEach((book, i) => {
    parts.push(encoder.encode(`${i === 0 ? '\n' : ',\n'}${JSON.stringify(book)}`));
  });
  parts.push(encoder.encode('\n]}\n'));
  return Buffer.concat(parts);
}

/** JSON without indentation, for the files browsers download: their bytes are read, not people. */
const compactJsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/**
 * The index as browsers download it (core's catalogue shards): the manifest
 * and each shard's list, descriptions and chapters. A shard file left from a
 * larger catalogue (or an older format) is deleted, so the folder holds only
 * what the manifest names.
 */
export async function writeIndexShards(out: string, index: BookIndexFile): Promise<void> {
  const { manifest, shards } = encodeCatalogueShards(index);
  const written = new Set<string>();
  for (const shard of shards) {
    for (const file of [shard.books, shard.descriptions, shard.chapters]) {
      await writeIfChanged(out, file.path, compactJsonBytes(file.value));
      written.add(join(out, file.path));
    }
  }
  const folder = dirname(join(out, cataloguePaths.indexShardBooks(0)));
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    if (!written.has(join(folder, name))) rmSync(join(folder, name), { force: true });
  }
  await writeIfChanged(out, cataloguePaths.indexManifest, compactJsonBytes(manifest));
}
