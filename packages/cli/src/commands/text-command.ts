import type { Command } from 'commander';
import type { CliIo } from '../render/cli-io';
import type { TextFlags } from './text-action';

export function registerText(program: Command, io: CliIo): void {
  program
    .command('text')
    .description('Print the typable text: one paragraph a line, chapters separated by a blank line.')
    .argument('<file>', 'an EPUB file (or a Markdown book folder)')
    .option('--chapter <id>', 'only this chapter, e.g. 003')
    .option('--all', 'include the chapters marked skip')
    .option('--json', 'print { id, chapters: [{ id, title, mode, paragraphs }] } as JSON')
    .action(async (file: string, flags: TextFlags) => {
      const { runText } = await import('./text-action');
      await runText(file, flags, io);
    });
}
