import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { type BookInfo, cataloguePaths } from '@typeshelf/core';
import { buildMarkdownBookEpub } from '../book-source/read-markdown-book';
import {
  assembleBuildPlan,
  assembleCatalogue,
  type BuiltBook,
  type CatalogueSource,
} from '../catalogue/build-plan';
import {
  type CatalogueConfig,
  parseCatalogueConfig,
  type ShowcaseEntry,
} from '../catalogue/catalogue-config';
import {
  BUILD_STATE_PATH,
  hasBookFiles,
  jsonBytes,
  readBuildState,
  removeBookFolder,
  writeIfChanged,
} from '../catalogue/catalogue-writer';
import { showcaseFiles } from '../catalogue/showcase';
import { CliError } from '../errors';
import { createTaskPool } from '../workers/task-pool';
import type { OutputFile, TaskSource } from '../workers/tasks';
import { reportError } from '../workers/tasks';
import {
  type BatchContext,
  type BatchResult,
  countResults,
  failedItem,
  type ItemResult,
} from './batch-result';
import { type BookInput, collectInputs } from './collect-inputs';

export interface BuildOptions {
  inputs: string[];
  out: string;
  /** Path of `catalogue.json`; its sources are relative to it. */
  config?: string;
  /** Extra source folders, e.g. from `TYPESHELF_BOOK_DIRS`. */
  extraSources?: string[];
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

/** The EPUB bytes' hash identifies a source; Markdown books are packed first, deterministically. */
async function hashSource(input: BookInput): Promise<{ hash: string; task: TaskSource }> {
  const bytes =
    input.kind === 'markdown' ? await buildMarkdownBookEpub(input.path) : await readFile(input.path);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const task: TaskSource =
    input.kind === 'markdown'
      ? { kind: 'bytes', bytes: new Uint8Array(bytes) }
      : { kind: input.kind, path: input.path };
  return { hash, task };
}

/**
 * Builds the static catalogue: converts what changed (on worker threads),
 * reuses what did not, then writes each book's files, the index, the
 * showcase and the build state. One bad book is reported; the rest is built.
 */
export async function buildCatalogue(options: BuildOptions, context: BatchContext): Promise<BuildResult> {
  const out = resolve(options.out);
  const config = options.config ? await loadCatalogueConfig(options.config) : null;
  const { folders, warnings } = resolveSourceFolders(config, options.config, options.extraSources ?? []);
  const { inputs, problems } = collectInputs([...options.inputs, ...folders]);
  const books = inputs.filter((input) => input.kind !== 'tbf');
  const results = new Map<string, ItemResult>();
  for (const problem of problems)
    results.set(problem.path, failedItem(problem.path, reportError(problem.error)));
  for (const input of inputs.filter((candidate) => candidate.kind === 'tbf'))
    results.set(
      input.path,
      failedItem(input.path, reportError(new CliError('unsupported-input', input.label))),
    );

  context.progress({
    type: 'queued',
    at: context.clock(),
    items: [...problems, ...inputs].map((item) => ({ key: item.path, label: item.label })),
  });
  for (const [key, result] of results)
    context.progress({
      type: 'finished',
      key,
      status: 'failed',
      detail: result.error?.message ?? null,
      at: context.clock(),
    });

  // Plan: hash every source, then decide what to reuse.
  const sources: (CatalogueSource & { task: TaskSource })[] = [];
  for (const input of books) {
    try {
      const { hash, task } = await hashSource(input);
      sources.push({ key: input.path, label: input.label, hash, task });
    } catch (error) {
      const failure = failedItem(input.path, reportError(error));
      results.set(input.path, failure);
      context.progress({
        type: 'finished',
        key: input.path,
        status: 'failed',
        detail: failure.error?.message ?? null,
        at: context.clock(),
      });
    }
  }
  const previous = await readBuildState(out);
  const plan = assembleBuildPlan(sources, previous, (id, info: BookInfo) =>
    hasBookFiles(
      out,
      id,
      info.chapters.map((chapter) => chapter.id),
    ),
  );

  // Apply, part 1: convert on the pool; reused books are done at once.
  const built: BuiltBook[] = [];
  const filesByHash = new Map<string, OutputFile[]>();
  const warningsByKey = new Map<string, string[]>();
  const converting = plan.filter((step) => step.type === 'convert');
  const pool = createTaskPool(converting.length, {
    workers: context.workers,
    concurrency: context.concurrency,
    workerUrl: context.workerUrl,
  });
  try {
    for (const step of plan) {
      if (step.type !== 'reuse') continue;
      built.push({ source: step.source, info: step.info });
      context.progress({
        type: 'finished',
        key: step.source.key,
        status: 'skipped',
        detail: step.id,
        at: context.clock(),
      });
    }
    await Promise.all(
      converting.map(async ({ source }) => {
        const task = sources.find((candidate) => candidate.key === source.key)!.task;
        context.progress({ type: 'started', key: source.key, at: context.clock() });
        const result = await pool.run({ type: 'catalogue-book', source: task }).catch((error: unknown) => ({
          ok: false as const,
          error: reportError(error),
        }));
        if (!result.ok || result.type !== 'catalogue-book') {
          const error = result.ok ? reportError(null) : result.error;
          results.set(source.key, failedItem(source.key, error));
          context.progress({
            type: 'finished',
            key: source.key,
            status: 'failed',
            detail: error.message,
            at: context.clock(),
          });
          return;
        }
        built.push({ source, info: result.info });
        filesByHash.set(source.hash, result.files);
        warningsByKey.set(source.key, result.info.warnings);
        context.progress({
          type: 'finished',
          key: source.key,
          status: 'ok',
          detail: result.info.id,
          at: context.clock(),
        });
      }),
    );
  } finally {
    await pool.close();
  }

  // Apply, part 2: assemble (pure) in source order, then write.
  const order = new Map(sources.map((source, i) => [source.key, i]));
  built.sort((a, b) => (order.get(a.source.key) ?? 0) - (order.get(b.source.key) ?? 0));
  const assembly = assembleCatalogue(built, config?.overrides ?? {}, previous, config?.addedAt ?? 0);
  const duplicateKeys = new Set(assembly.duplicates.map((duplicate) => duplicate.source.key));
  for (const duplicate of assembly.duplicates) {
    const error = reportError(new CliError('duplicate-book-id', duplicate.id));
    results.set(duplicate.source.key, failedItem(duplicate.source.key, error, duplicate.id));
    context.progress({
      type: 'finished',
      key: duplicate.source.key,
      status: 'failed',
      detail: error.message,
      at: context.clock(),
    });
  }
  for (const id of assembly.removedIds) await removeBookFolder(out, id);
  for (const book of built) {
    if (duplicateKeys.has(book.source.key)) continue;
    for (const file of filesByHash.get(book.source.hash) ?? [])
      await writeIfChanged(out, file.path, file.bytes);
  }
  for (const info of assembly.books) await writeIfChanged(out, cataloguePaths.info(info.id), jsonBytes(info));
  await writeIfChanged(out, cataloguePaths.index(), jsonBytes(assembly.index));
  const showcase = showcaseFiles(config?.showcase ?? ([] as ShowcaseEntry[]));
  await writeIfChanged(out, cataloguePaths.showcase, jsonBytes(showcase.showcase));
  await writeIfChanged(out, cataloguePaths.showcaseLastUpdate, jsonBytes(showcase.lastUpdate));
  await writeIfChanged(out, BUILD_STATE_PATH, jsonBytes(assembly.state));

  for (const book of built) {
    if (results.has(book.source.key)) continue;
    const reused = !filesByHash.has(book.source.hash);
    results.set(book.source.key, {
      input: book.source.key,
      status: reused ? 'skipped' : 'ok',
      id: book.info.id,
      output: null,
      warnings: warningsByKey.get(book.source.key) ?? book.info.warnings,
      error: null,
    });
  }
  const ordered = [...problems.map((problem) => problem.path), ...inputs.map((input) => input.path)]
    .map((key) => results.get(key))
    .filter((result): result is ItemResult => result !== undefined);
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
