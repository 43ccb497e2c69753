import { Command } from 'commander';
import { registerBuild } from './commands/build-command';
import { registerConvert } from './commands/convert-command';
import { registerInfo } from './commands/info-command';
import { registerServer } from './commands/server-command';
import { registerText } from './commands/text-command';
import { registerValidate } from './commands/validate-command';
import { type CliIo, processIo } from './render/cli-io';

/**
 * `--version` prints core's application version, but loading core costs
 * more than the rest of `--help`: the option only records the request, and
 * {@link runCli} loads core to answer it.
 */
class VersionRequested extends Error {}

/**
 * Builds the `typeshelf` command tree. The tree itself loads only commander:
 * each command imports its service and renderer when it runs, so `--help` and
 * each command pay only for what they use. Parse errors throw
 * (`exitOverride`) so {@link runCli} can choose the exit code.
 */
export function createProgram(io: CliIo = processIo()): Command {
  const program = new Command('typeshelf')
    .description('Convert EPUBs to Typeshelf books and build the static catalogue.')
    .option('-V, --version', 'output the version number')
    .on('option:version', () => {
      throw new VersionRequested();
    })
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  registerInfo(program, io);
  registerText(program, io);
  registerConvert(program, io);
  registerValidate(program, io);
  registerBuild(program, io);
  registerServer(program, io);
  return program;
}

const isCommanderError = (error: unknown): error is { code: string; exitCode: number } =>
  typeof error === 'object' && error !== null && 'code' in error && 'exitCode' in error;

/** Runs the CLI on `argv`; usage errors exit 2, help and version exit 0. */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<void> {
  try {
    await createProgram(io).parseAsync([...argv]);
  } catch (error) {
    if (error instanceof VersionRequested) {
      const { VERSION } = await import('./version');
      io.stdout.write(`${VERSION}\n`);
      io.setExitCode(0);
      return;
    }
    if (!isCommanderError(error)) throw error;
    io.setExitCode(error.exitCode === 0 ? 0 : 2);
  }
}
