import { VERSION } from '@typeshelf/core';
import { Command } from 'commander';
import { registerBuild } from './commands/build-command';
import { registerConvert } from './commands/convert-command';
import { registerInfo } from './commands/info-command';
import { registerText } from './commands/text-command';
import { registerValidate } from './commands/validate-command';
import { type CliIo, processIo } from './render/cli-io';

/**
 * Builds the `typeshelf` command tree. Each command parses its options,
 * calls a service, then renders (Ink, plain lines or JSON). Parse errors
 * throw (`exitOverride`) so {@link runCli} can choose the exit code.
 */
export function createProgram(io: CliIo = processIo()): Command {
  const program = new Command('typeshelf')
    .description('Convert EPUBs to Typeshelf books and build the static catalogue.')
    .version(VERSION)
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
  return program;
}

const isCommanderError = (error: unknown): error is { code: string; exitCode: number } =>
  typeof error === 'object' && error !== null && 'code' in error && 'exitCode' in error;

/** Runs the CLI on `argv`; usage errors exit 2, help and version exit 0. */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<void> {
  try {
    await createProgram(io).parseAsync([...argv]);
  } catch (error) {
    if (!isCommanderError(error)) throw error;
    io.setExitCode(error.exitCode === 0 ? 0 : 2);
  }
}
