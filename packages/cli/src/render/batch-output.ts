import { createPlainReporter, summaryLine } from '../progress/plain-reporter';
import type { ProgressSink } from '../progress/progress-state';
import type { BatchContext, BatchResult } from '../services/batch-result';
import { type CliIo, EXIT, printLine } from './cli-io';
import { reportFailure } from './report-failure';

/** How a batch shows itself: live Ink view, plain lines, or one JSON document. */
export type OutputMode = 'ink' | 'plain' | 'json';

export interface OutputFlags {
  json?: boolean;
  plain?: boolean;
}

/** JSON when asked; plain lines when asked or when stdout is not a terminal; Ink otherwise. */
export function outputMode(flags: OutputFlags, io: CliIo): OutputMode {
  if (flags.json) return 'json';
  if (flags.plain || !io.stdout.isTTY) return 'plain';
  return 'ink';
}

/**
 * Runs a batch service with the right progress display, then prints its
 * result (or its JSON) and sets the exit code: 1 when any item failed.
 * `describe` adds the command's own closing lines in text modes.
 */
export async function runBatch<R extends BatchResult>(
  title: string,
  flags: OutputFlags,
  io: CliIo,
  service: (context: BatchContext) => Promise<R>,
  describe: (result: R) => string[] = () => [],
): Promise<void> {
  const mode = outputMode(flags, io);
  const startedAt = io.clock();
  let progress: ProgressSink = () => {};
  let finish = async () => {};
  if (mode === 'plain')
    progress = createPlainReporter(title, (line) => printLine(io.stdout, line), startedAt);
  if (mode === 'ink') {
    const { startLiveProgress } = await import('./live-progress');
    const live = startLiveProgress(title, io.clock);
    progress = live.sink;
    finish = live.finish;
  }
  let result: R;
  try {
    result = await service({ progress, clock: io.clock });
  } catch (error) {
    await finish();
    reportFailure(error, mode === 'json', io);
    return;
  }
  await finish();
  if (mode === 'json') printLine(io.stdout, JSON.stringify(result, null, 2));
  else {
    for (const line of describe(result)) printLine(io.stdout, line);
    printLine(
      io.stdout,
      summaryLine(title, { ...result.counts, done: result.counts.total, running: 0 }, io.clock() - startedAt),
    );
  }
  // Something left out (a failed item, a skipped source folder) is never an all-clear exit.
  const warned = 'warnings' in result && Array.isArray(result.warnings) && result.warnings.length > 0;
  io.setExitCode(result.counts.failed > 0 || warned ? EXIT.itemsFailed : EXIT.ok);
}
