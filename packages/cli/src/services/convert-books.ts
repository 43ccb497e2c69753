import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CliError, reportError } from '../errors';
import { createTaskPool } from '../workers/task-pool';
import {
  type BatchContext,
  type BatchResult,
  countResults,
  failedItem,
  type ItemResult,
} from './batch-result';
import { collectInputs, queuedItems } from './collect-inputs';

/**
 * Converts EPUBs (files, folders, Markdown book folders) to `.tbf` files in
 * `out`, named `author--title.tbf`, on the worker pool. Two inputs that give
 * the same file name: the second fails rather than overwrite the first.
 */
export async function convertBooks(
  paths: readonly string[],
  out: string,
  context: BatchContext,
): Promise<BatchResult> {
  const outDir = resolve(out);
  const { inputs, problems } = collectInputs(paths);
  context.progress({
    type: 'queued',
    at: context.clock(),
    items: queuedItems(problems, inputs),
  });
  const fail = (key: string, error: unknown): ItemResult => {
    const result = failedItem(key, reportError(error));
    context.progress({
      type: 'finished',
      key,
      status: 'failed',
      detail: result.error!.message,
      at: context.clock(),
    });
    return result;
  };
  const results: ItemResult[] = problems.map((problem) => fail(problem.path, problem.error));
  await mkdir(outDir, { recursive: true });
  const written = new Set<string>();
  const pool = createTaskPool(inputs.length, context);
  try {
    const converted = await Promise.all(
      inputs.map(async (input): Promise<ItemResult> => {
        if (input.kind === 'tbf') return fail(input.path, new CliError('unsupported-input', input.label));
        const result = await pool
          .run({ type: 'convert', source: { kind: input.kind, path: input.path } }, () =>
            context.progress({ type: 'started', key: input.path, at: context.clock() }),
          )
          .catch((error: unknown) => ({ ok: false as const, error: reportError(error) }));
        if (!result.ok) {
          context.progress({
            type: 'finished',
            key: input.path,
            status: 'failed',
            detail: result.error.message,
            at: context.clock(),
          });
          return failedItem(input.path, result.error);
        }
        if (result.type !== 'convert') return fail(input.path, null);
        if (written.has(result.fileName))
          return fail(input.path, new CliError('duplicate-book-id', result.info.id));
        written.add(result.fileName);
        const output = join(outDir, result.fileName);
        await writeFile(output, result.bytes);
        context.progress({
          type: 'finished',
          key: input.path,
          status: 'ok',
          detail: output,
          at: context.clock(),
        });
        return {
          input: input.path,
          status: 'ok',
          id: result.info.id,
          output,
          warnings: result.info.warnings,
          error: null,
        };
      }),
    );
    results.push(...converted);
  } finally {
    await pool.close();
  }
  return { results, counts: countResults(results) };
}
