import type { Command } from 'commander';
import { type CliIo, EXIT, printLine } from '../render/cli-io';
import { reportFailure } from '../render/report-failure';
import { bookTextChapters, bookTextLines, readBook } from '../services/read-book';

export function registerText(program: Command, io: CliIo): void {
  program
    .command('text')
    .description('Print the typable text: one paragraph a line, chapters separated by a blank line.')
    .argument('<file>', 'an EPUB file (or a Markdown book folder)')
    .option('--chapter <id>', 'only this chapter, e.g. 003')
    .option('--all', 'include the chapters marked skip')
    .option('--json', 'print { id, chapters: [{ id, title, mode, paragraphs }] } as JSON')
    .action(async (file: string, flags: { chapter?: string; all?: boolean; json?: boolean }) => {
      try {
        const book = await readBook(file);
        if (flags.json)
          printLine(
            io.stdout,
            JSON.stringify({ id: book.info.id, chapters: bookTextChapters(book, flags) }, null, 2),
          );
        else for (const line of bookTextLines(book, flags)) printLine(io.stdout, line);
        io.setExitCode(EXIT.ok);
      } catch (error) {
        reportFailure(error, flags.json === true, io);
      }
    });
}
