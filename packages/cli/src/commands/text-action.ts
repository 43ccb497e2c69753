import { type CliIo, EXIT, printLine } from '../render/cli-io';
import { reportFailure } from '../render/report-failure';
import { bookTextChapters, bookTextLines, readBook } from '../services/read-book';

export interface TextFlags {
  chapter?: string;
  all?: boolean;
  json?: boolean;
}

/** `typeshelf text`: the typable paragraphs, one a line, or as JSON. */
export async function runText(file: string, flags: TextFlags, io: CliIo): Promise<void> {
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
}
