import type { Command } from 'commander';
import type { CliIo } from '../render/cli-io';

export function registerInfo(program: Command, io: CliIo): void {
  program
    .command('info')
    .description('Show a book’s metadata and its chapter table (id, title, mode, length, paragraphs, pages).')
    .argument('<file>', 'an EPUB file (or a Markdown book folder)')
    .option('--json', 'print { info, chapters, warnings } as JSON')
    .action(async (file: string, flags: { json?: boolean }) => {
      const { runInfo } = await import('./info-action');
      await runInfo(file, flags, io);
    });
}
