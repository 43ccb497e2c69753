import { delimiter } from 'node:path';
import type { Command } from 'commander';
import type { CliIo } from '../render/cli-io';
import { parseJobs, parsePart } from './shared-options';

/** Extra book folders for every build, separated like PATH. */
export const BOOK_DIRS_VARIABLE = 'TYPESHELF_BOOK_DIRS';

interface BuildFlags {
  out: string;
  config?: string;
  json?: boolean;
  plain?: boolean;
  jobs?: number;
  force?: boolean;
  part?: { index: number; count: number };
}

export function registerBuild(program: Command, io: CliIo): void {
  program
    .command('build')
    .description('Build the static catalogue the web app reads (index, book files, covers, showcase).')
    .argument('[inputs...]', 'EPUB files, folders of EPUBs, or Markdown book folders')
    .requiredOption('--out <dir>', 'the catalogue folder (the web app’s public folder)')
    .option('--config <file>', 'catalogue.json: source folders, per-book overrides, showcase')
    .option('--json', 'print the results as JSON')
    .option('--plain', 'plain line-by-line progress, even on a terminal')
    .option('--jobs <n>', 'conversion threads (default: one per core)', parseJobs)
    .option('--force', 'convert every book again, even unchanged ones')
    .option(
      '--part <k/n>',
      'convert only part k of n (split by file hash) and journal it; run the parts at once, then a build without --part writes the index',
      parsePart,
    )
    .action(async (inputs: string[], flags: BuildFlags) => {
      const [{ runBatch }, { buildCatalogue }, { sourcesFromEnvironment }] = await Promise.all([
        import('../render/batch-output'),
        import('../services/build-catalogue'),
        import('../catalogue/catalogue-config'),
      ]);
      await runBatch(
        'Building the catalogue',
        flags,
        io,
        (context) =>
          buildCatalogue(
            {
              inputs,
              out: flags.out,
              config: flags.config,
              extraSources: sourcesFromEnvironment(io.env[BOOK_DIRS_VARIABLE], delimiter),
              force: flags.force,
              part: flags.part,
            },
            { ...context, concurrency: flags.jobs },
          ),
        (result) => [
          ...result.warnings.map((warning) => `warning: ${warning}`),
          ...result.results
            .filter((item) => item.error !== null)
            .map((item) => `${item.input}: ${item.error?.message}`),
          `${result.books} book(s) in ${result.index}`,
        ],
      );
    });
}
