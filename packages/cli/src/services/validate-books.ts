import { reportError } from '../errors';
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
 * Checks EPUBs (and Markdown book folders) by converting them on the pool,
 * and TBF files by reading them. A book that converts is valid; its warnings
 * ('no toc', 'no text', no typable chapter) are reported without failing it.
 */
export async function validateBooks(paths: readonly string[], context: BatchContext): Promise<BatchResult> {
  const { inputs, problems } = collectInputs(paths);
  context.progress({
    type: 'queued',
    at: context.clock(),
    items: queuedItems(problems, inputs),
  });
  const results: ItemResult[] = problems.map((problem) => {
    const result = failedItem(problem.path, reportError(problem.error));
    context.progress({
      type: 'finished',
      key: problem.path,
      status: 'failed',
      detail: result.error!.message,
      at: context.clock(),
    });
    return result;
  });
  const pool = createTaskPool(inputs.length, context);
  try {
    const checked = await Promise.all(
      inputs.map(async (input): Promise<ItemResult> => {
        const result = await pool
          .run({ type: 'check', source: { kind: input.kind, path: input.path } }, () =>
            context.progress({ type: 'started', key: input.path, at: context.clock() }),
          )
          .catch((error: unknown) => ({ ok: false as const, error: reportError(error) }));
        if (!result.ok || result.type !== 'check') {
          const error = result.ok ? reportError(null) : result.error;
          context.progress({
            type: 'finished',
            key: input.path,
            status: 'failed',
            detail: error.message,
            at: context.clock(),
          });
          return failedItem(input.path, error);
        }
        const warnings = [...result.info.warnings];
        // A book with text only in skip or hidden chapters has nothing to type either.
        if (!warnings.includes('no text') && !result.info.chapters.some((chapter) => chapter.mode === 'type'))
          warnings.push('no typable chapter');
        context.progress({
          type: 'finished',
          key: input.path,
          status: 'ok',
          detail:
            warnings.length > 0 ? `${result.info.id} (warning: ${warnings.join(', ')})` : result.info.id,
          at: context.clock(),
        });
        return { input: input.path, status: 'ok', id: result.info.id, output: null, warnings, error: null };
      }),
    );
    results.push(...checked);
  } finally {
    await pool.close();
  }
  return { results, counts: countResults(results) };
}

/** One line per problem: `path: message`, and `path: warning: …` for notes that do not fail. */
export function problemLines(result: BatchResult): string[] {
  return result.results.flatMap((item) => [
    ...(item.error ? [`${item.input}: ${item.error.message}`] : []),
    ...item.warnings.map((warning) => `${item.input}: warning: ${warning}`),
  ]);
}
