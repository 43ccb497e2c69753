import { type CliIo, EXIT, printLine } from '../render/cli-io';
import { infoLines } from '../render/info-table';
import { reportFailure } from '../render/report-failure';
import { bookInfoReport } from '../services/read-book';

/** `typeshelf info`: the book's metadata and chapter table, as lines or JSON. */
export async function runInfo(file: string, flags: { json?: boolean }, io: CliIo): Promise<void> {
  try {
    const report = await bookInfoReport(file);
    if (flags.json) printLine(io.stdout, JSON.stringify(report, null, 2));
    else for (const line of infoLines(report)) printLine(io.stdout, line);
    io.setExitCode(EXIT.ok);
  } catch (error) {
    reportFailure(error, flags.json === true, io);
  }
}
