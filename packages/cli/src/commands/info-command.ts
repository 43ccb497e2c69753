import type { Command } from 'commander';
import { type CliIo, EXIT, printLine } from '../render/cli-io';
import { infoLines } from '../render/info-table';
import { reportFailure } from '../render/report-failure';
import { bookInfoReport } from '../services/read-book';

export function registerInfo(program: Command, io: CliIo): void {
  program
    .command('info')
    .description('Show a book’s metadata and its chapter table (id, title, mode, length, paragraphs, pages).')
    .argument('<file>', 'an EPUB file (or a Markdown book folder)')
    .option('--json', 'print { info, chapters, warnings } as JSON')
    .action(async (file: string, flags: { json?: boolean }) => {
      try {
        const report = await bookInfoReport(file);
        if (flags.json) printLine(io.stdout, JSON.stringify(report, null, 2));
        else for (const line of infoLines(report)) printLine(io.stdout, line);
        io.setExitCode(EXIT.ok);
      } catch (error) {
        reportFailure(error, flags.json === true, io);
      }
    });
}
