import type { Command } from 'commander';
import type { CliIo } from '../render/cli-io';
import { parseJobs } from './shared-options';

export function registerConvert(program: Command, io: CliIo): void {
  program
    .command('convert')
    .description('Convert EPUBs (files or folders) to .tbf files, the format the web app imports.')
    .argument('<inputs...>', 'EPUB files, folders of EPUBs, or Markdown book folders')
    .requiredOption('--out <dir>', 'the folder the .tbf files are written to')
    .option('--json', 'print the results as JSON')
    .option('--plain', 'plain line-by-line progress, even on a terminal')
    .option('--jobs <n>', 'conversion threads (default: one per core)', parseJobs)
    .action(
      async (inputs: string[], flags: { out: string; json?: boolean; plain?: boolean; jobs?: number }) => {
        const [{ runBatch }, { convertBooks }, { problemLines }] = await Promise.all([
          import('../render/batch-output'),
          import('../services/convert-books'),
          import('../services/validate-books'),
        ]);
        await runBatch(
          'Converting books',
          flags,
          io,
          (context) => convertBooks(inputs, flags.out, { ...context, concurrency: flags.jobs }),
          problemLines,
        );
      },
    );
}
