import { reportError } from '../errors';
import { type CliIo, EXIT, printLine } from './cli-io';

/**
 * A command that could not run at all: the message on stderr (or
 * `{ "error": { kind, message } }` on stdout with `--json`) and exit code 2.
 */
export function reportFailure(error: unknown, json: boolean, io: CliIo): void {
  const reported = reportError(error);
  if (json) printLine(io.stdout, JSON.stringify({ error: reported }, null, 2));
  else printLine(io.stderr, `typeshelf: ${reported.message}`);
  io.setExitCode(EXIT.failed);
}
