import type { Command } from 'commander';
import type { CliIo } from '../render/cli-io';
import { parseJobs } from './shared-options';

export function registerValidate(program: Command, io: CliIo): void {
  program
    .command('validate')
    .description('Check EPUB and TBF files (or folders of them): one line per problem, exit 1 if any.')
    .argument('<inputs...>', 'files or folders')
    .option('--json', 'print the results as JSON')
    .option('--plain', 'plain line-by-line progress, even on a terminal')
    .option('--jobs <n>', 'checking threads (default: one per core)', parseJobs)
    .action(async (inputs: string[], flags: { json?: boolean; plain?: boolean; jobs?: number }) => {
      const [{ runBatch }, { problemLines, validateBooks }] = await Promise.all([
        import('../render/batch-output'),
        import('../services/validate-books'),
      ]);
      await runBatch(
        'Checking books',
        flags,
        io,
        (context) => validateBooks(inputs, { ...context, concurrency: flags.jobs }),
        problemLines,
      );
    });
}
