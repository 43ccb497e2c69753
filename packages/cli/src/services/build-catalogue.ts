import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { cataloguePaths } from '@typeshelf/core/book';
import type { TaskSource } from '../book-source/epub-bytes';
import { buildMarkdownBookEpub } from '../book-source/read-markdown-book';
import {
  assembleBuildPlan,
  assembleCatalogue,
  type BookStep,
  type BuildState,
  type BuiltBook,
  type CatalogueAssembly,
  type CatalogueSource,
  conversionOrder,
  emptyBuildState,
  journalLine,
  partOfSource,
  resumedState,
  reusesNothing,
  takesBookFolder,
} from '../catalogue/build-plan';
import {
  type CatalogueConfig,
  parseCatalogueConfig,
  type ShowcaseEntry,
} from '../catalogue/catalogue-config';
import {
  appendJournal,
  BUILD_STATE_PATH,
  hasBookFiles,
  indexBytes,
  jsonBytes,
  readBuildState,
  readJournals,
  removeBookFolder,
  removeJournals,
  stateBytes,
  writeBookFolder,
  writeIfChanged,
  writeIndexShards,
} from '../catalogue/catalogue-writer';
import { mediaPackZip } from '../catalogue/media-pack';
import { showcaseFiles } from '../catalogue/showcase';
import { CliError, reportError } from '../errors';
import { createTaskPool } from '../workers/task-pool';
import type { OutputFile, Task, TaskResult } from '../workers/tasks';
import type { TaskPool } from '../workers/worker-pool';
import {
  type BatchContext,
  type BatchResult,
  countResults,
  failedItem,
  type ItemResult,
} from './batch-result';
import { type BookInput, collectInputs, queuedItems } from './collect-inputs';

export interface BuildOptions {
  inputs: string[];
  out: string;
  /** Path of `catalogue.json`; its sources are relative to it. */
  config?: string;
  /** Extra source folders, e.g. from `TYPESHELF_BOOK_DIRS`. */
  extraSources?: string[];
  /** Convert every book again, ignoring what the previous build recorded. */
  force?: boolean;
  /**
   * Convert only part `index` (from 0) of `count`, split by source hash, and
   * journal it: parts run at once in separate processes, into the same
   * folder, and a build without a part then reuses every book they made and
   * writes the index, the showcase and the state.
   */
  part?: { index: number; count: number };
}

export interface BuildResult extends BatchResult {
  out: string;
  index: string;
  lastUpdate: number;
  books: number;
  /** Source folders named by the config or environment that do not exist. */
  warnings: string[];
  removed: string[];
}

/** Reads and checks `catalogue.json`. */
export async function loadCatalogueConfig(path: string): Promise<CatalogueConfig> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CliError('config-invalid', `${path}: ${(error as Error).message}`);
  }
  return parseCatalogueConfig(raw);
}

/** Config sources resolved against the config's folder, plus the environment's; missing ones become warnings. */
export function resolveSourceFolders(
  config: CatalogueConfig | null,
  configPath: string | undefined,
  extra: readonly string[],
): { folders: string[]; warnings: string[] } {
  const base = configPath ? dirname(resolve(configPath)) : process.cwd();
  const wanted = [
    ...(config?.sources ?? []).map((source) => resolve(base, source)),
    ...extra.map((dir) => resolve(dir)),
  ];
  const folders: string[] = [];
  const warnings: string[] = [];
  for (const folder of wanted) {
    if (existsSync(folder) && statSync(folder).isDirectory()) folders.push(folder);
    else warnings.push(`Skipping the missing book folder ${folder}`);
  }
  return { folders, warnings };
}

/**
 * The EPUB bytes' hash identifies a source; Markdown books are packed first,
 * deterministically. The size orders the conversions.
 */
async function hashSource(input: BookInput): Promise<{ hash: string; size: number; task: TaskSource }> {
  const bytes =
    input.kind === 'markdown' ? await buildMarkdownBookEpub(input.path) : await readFile(input.path);
  // BLAKE2b: a cold build hashes every source (27 MB for the bundled books) while the workers
  // start, on the same cores; OpenSSL's BLAKE2b takes a third of SHA-256's time here.
  const hash = createHash('blake2b512').update(bytes).digest('hex');
  const task: TaskSource =
    input.kind === 'markdown'
      ? { kind: 'bytes', bytes: new Uint8Array(bytes) }
      : { kind: input.kind, path: input.path };
  return { hash, size: bytes.length, task };
}

type Finish = (key: string, status: 'ok' | 'skipped' | 'failed', detail: string | null) => void;

interface Converted {
  built: BuiltBook[];
  /** Hashes of the sources this build converted (and wrote). */
  convertedHashes: Set<string>;
  failures: ItemResult[];
}

/** What one source needs to convert: its task, its size and its place among the sources. */
interface SourceFacts {
  task: TaskSource;
  size: number;
  position: number;
}

/**
 * Writes each converted book as it arrives, so its files leave memory once
 * they are on disk and the writing overlaps the conversions still running.
 * A folder goes to the earliest source with its id; reused books hold theirs
 * from the start. The first failed write stops the rest and is thrown by
 * `done`.
 */
function bookFolderWriter(out: string, holders: Map<string, number>) {
  let failure: { error: unknown } | null = null;
  return {
    /** Whether the book's files were written. */
    write(position: number, id: string, files: readonly OutputFile[]): boolean {
      if (failure || !takesBookFolder(holders.get(id), position)) return false;
      holders.set(id, position);
      try {
        writeBookFolder(out, id, files);
        return true;
      } catch (error) {
        failure = { error };
        return false;
      }
    },
    done() {
      if (failure) throw failure.error;
    },
  };
}

/**
 * The conversion pool, started on first use and sized then. A build that can
 * reuse nothing (the first, or a forced one) starts it before it hashes the
 * sources, so the workers load their code while this thread reads and hashes;
 * an incremental build starts it once it knows what changed, and one where
 * nothing did starts no worker at all.
 */
function lazyPool(context: BatchContext) {
  let pool: TaskPool<Task, TaskResult> | null = null;
  return {
    get(count: number) {
      pool ??= createTaskPool(count, context);
      return pool;
    },
    async close() {
      await pool?.close();
    },
  };
}

/**
 * Apply, part 1: reused books are done at once; the rest convert on the pool,
 * in parallel, largest first, and each is written as soon as it converts,
 * then journalled (`journal` names the journal), so a stopped build keeps it.
 */
async function convertChanged(
  plan: readonly BookStep[],
  facts: ReadonlyMap<string, SourceFacts>,
  out: string,
  context: BatchContext,
  finish: Finish,
  pools: ReturnType<typeof lazyPool>,
  journal: string,
): Promise<Converted> {
  const converted: Converted = { built: [], convertedHashes: new Set(), failures: [] };
  const holders = new Map<string, number>();
  for (const step of plan) {
    if (step.type !== 'reuse') continue;
    converted.built.push({ source: step.source, info: step.info });
    holders.set(step.id, facts.get(step.source.key)!.position);
    finish(step.source.key, 'skipped', step.id);
  }
  const converting = conversionOrder(plan, (source) => facts.get(source.key)!.size);
  const writer = bookFolderWriter(out, holders);
  if (converting.length > 0) {
    const pool = pools.get(converting.length);
    await Promise.all(
      converting.map(async (source) => {
        const result = await pool
          .run({ type: 'catalogue-book', source: facts.get(source.key)!.task }, () =>
            context.progress({ type: 'started', key: source.key, at: context.clock() }),
          )
          .catch((error: unknown) => ({ ok: false as const, error: reportError(error) }));
        if (!result.ok || result.type !== 'catalogue-book') {
          const error = result.ok ? reportError(null) : result.error;
          converted.failures.push(failedItem(source.key, error));
          finish(source.key, 'failed', error.message);
          return;
        }
        converted.built.push({ source, info: result.info });
        converted.convertedHashes.add(source.hash);
        if (writer.write(facts.get(source.key)!.position, result.info.id, result.files))
          appendJournal(out, journal, journalLine(source.hash, result.info));
        finish(source.key, 'ok', result.info.id);
      }),
    );
  }
  writer.done();
  return converted;
}

/**
 * Apply, part 2 (the converted books' own files are already written):
 * removes books that left, then writes every info file, the index, the
 * showcase and the build state. Unchanged files are left untouched.
 */
async function writeCatalogue(
  out: string,
  assembly: CatalogueAssembly,
  showcase: readonly ShowcaseEntry[],
): Promise<void> {
  await writeBooksIndex(out, assembly);
  const files = showcaseFiles(showcase);
  await writeIfChanged(out, cataloguePaths.showcase, jsonBytes(files.showcase));
  await writeIfChanged(out, cataloguePaths.showcaseLastUpdate, jsonBytes(files.lastUpdate));
  await writeIfChanged(out, cataloguePaths.mediaPack, mediaPackZip(await readCovers(out, assembly)));
  await writeIfChanged(out, BUILD_STATE_PATH, stateBytes(assembly.state));
  // The state now holds every book the journals recorded.
  removeJournals(out);
}

/**
 * The catalogue step proper, after conversion: removes books that left, writes
 * every info file, the whole index and its shards.
 */
export async function writeBooksIndex(out: string, assembly: CatalogueAssembly): Promise<void> {
  for (const id of assembly.removedIds) removeBookFolder(out, id);
  for (const info of assembly.books) await writeIfChanged(out, cataloguePaths.info(info.id), jsonBytes(info));
  await writeIfChanged(out, cataloguePaths.index(), indexBytes(assembly.index));
  await writeIndexShards(out, assembly.index);
}

/** The covers of the catalogue's books as written (a book without one is left out). */
async function readCovers(out: string, assembly: CatalogueAssembly): Promise<Map<string, Uint8Array>> {
  const covers = new Map<string, Uint8Array>();
  for (const info of assembly.books) {
    const bytes = await readFile(resolve(out, cataloguePaths.cover(info.id))).catch(() => null);
    if (bytes) covers.set(info.id, bytes);
  }
  return covers;
}

/** Each input's result in input order: failures as recorded, built books as converted or reused. */
function resultRows(
  problems: readonly { path: string }[],
  inputs: readonly { path: string }[],
  results: Map<string, ItemResult>,
  built: readonly BuiltBook[],
  convertedHashes: ReadonlySet<string>,
): ItemResult[] {
  for (const book of built) {
    if (results.has(book.source.key)) continue;
    results.set(book.source.key, {
      input: book.source.key,
      status: convertedHashes.has(book.source.hash) ? 'ok' : 'skipped',
      id: book.info.id,
      output: null,
      warnings: book.info.warnings,
      error: null,
    });
  }
  return [...problems, ...inputs]
    .map((item) => results.get(item.path))
    .filter((result): result is ItemResult => result !== undefined);
}

/**
 * Builds the static catalogue: plans what changed (by source hash), converts
 * that on worker threads, reuses the rest, then writes each book's files, the
 * index, the showcase and the build state. One bad book is reported; the
 * rest is built.
 */
export async function buildCatalogue(options: BuildOptions, context: BatchContext): Promise<BuildResult> {
  const out = resolve(options.out);
  const config = options.config ? await loadCatalogueConfig(options.config) : null;
  const { folders, warnings } = resolveSourceFolders(config, options.config, options.extraSources ?? []);
  const { inputs, problems } = collectInputs([...options.inputs, ...folders]);
  const results = new Map<string, ItemResult>();
  const finish: Finish = (key, status, detail) =>
    context.progress({ type: 'finished', key, status, detail, at: context.clock() });
  const fail = (key: string, error: unknown, id: string | null = null) => {
    const failure = failedItem(key, reportError(error), id);
    results.set(key, failure);
    finish(key, 'failed', failure.error?.message ?? null);
  };

  context.progress({
    type: 'queued',
    at: context.clock(),
    items: queuedItems(problems, inputs),
  });
  for (const problem of problems) fail(problem.path, problem.error);
  const facts = new Map<string, SourceFacts>();

  // Forced builds reuse nothing, but still know what the last build wrote, to remove what left.
  // A build resumes from the last finished state and the books journalled since (a stopped build's,
  // or the parts').
  const journals = await readJournals(out);
  const finished = await readBuildState(out);
  const previous: BuildState = {
    ...finished,
    books: {
      ...finished.books,
      ...Object.fromEntries(journals.map((line) => [line.hash, { id: line.id, info: line.info }])),
    },
  };
  const state = options.force ? emptyBuildState() : resumedState(finished, journals);
  const part = options.part;
  const pools = lazyPool(context);
  let converted: Converted;
  try {
    const convertible = inputs.filter((input) => input.kind !== 'tbf').length;
    if (convertible > 0 && reusesNothing(state)) pools.get(convertible);

    // Plan: hash every source, then decide (purely) what to reuse.
    const sources: CatalogueSource[] = [];
    for (const input of inputs) {
      if (input.kind === 'tbf') {
        fail(input.path, new CliError('unsupported-input', input.label));
        continue;
      }
      try {
        const { hash, size, task } = await hashSource(input);
        // Another part's source: that part converts it.
        if (part && partOfSource(hash, part.count) !== part.index) continue;
        facts.set(input.path, { task, size, position: sources.length });
        sources.push({ key: input.path, label: input.label, hash });
      } catch (error) {
        fail(input.path, error);
      }
    }
    const plan = assembleBuildPlan(sources, state, (id, info) =>
      hasBookFiles(
        out,
        id,
        info.chapters.map((chapter) => chapter.id),
      ),
    );

    // Apply: convert, assemble (pure, in source order), write.
    const journal = part ? `part-${part.index + 1}-of-${part.count}` : 'build';
    converted = await convertChanged(plan, facts, out, context, finish, pools, journal);
  } finally {
    await pools.close();
  }
  for (const failure of converted.failures) results.set(failure.input, failure);
  if (part) {
    // A part's books are journalled; the index, the showcase and the state are the assembling build's.
    const rows = resultRows(problems, inputs, results, converted.built, converted.convertedHashes);
    return {
      out,
      index: resolve(out, cataloguePaths.index()),
      lastUpdate: 0,
      books: converted.built.length,
      warnings,
      removed: [],
      results: rows,
      counts: countResults(rows),
    };
  }
  const positionOf = (book: BuiltBook) => facts.get(book.source.key)!.position;
  const built = [...converted.built].sort((a, b) => positionOf(a) - positionOf(b));
  const assembly = assembleCatalogue(built, config?.overrides ?? {}, previous, config?.addedAt ?? 0);
  for (const duplicate of assembly.duplicates)
    fail(duplicate.source.key, new CliError('duplicate-book-id', duplicate.id), duplicate.id);
  await writeCatalogue(out, assembly, config?.showcase ?? []);

  const ordered = resultRows(problems, inputs, results, built, converted.convertedHashes);
  return {
    out,
    index: resolve(out, cataloguePaths.index()),
    lastUpdate: assembly.index.lastUpdate,
    books: assembly.books.length,
    warnings,
    removed: assembly.removedIds,
    results: ordered,
    counts: countResults(ordered),
  };
}
