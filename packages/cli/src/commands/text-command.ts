import type { Command } from 'commander';
import { type CliIo, EXIT, printLine } from '../render/cli-io';
import { reportFailure } from '../render/report-failure';
import { bookTextLines, readBook } from '../services/read-book';

export function registerText(program: Command, io: CliIo): void {
  program
    .command('text')
    .description('Print the typable text: one paragraph a line, chapters separated by a blank line.')
    .argument('<file>', 'an EPUB file (or a Markdown book folder)')
    .option('--chapter <id>', 'only this chapter, e.g. 003')
    .option('--all', 'include the chapters marked skip')
    .action(async (file: string, flags: { chapter?: string; all?: boolean }) => {
      try {
        const lines = bookTextLines(await readBook(file), flags);
        for (const line of lines) printLine(io.stdout, line);
        io.setExitCode(EXIT.ok);
      } catch (error) {
        reportFailure(error, false, io);
      }
    });
}
