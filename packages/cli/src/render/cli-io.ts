/** What the commands need from the process, passed in so tests can run them in memory. */
export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  clock: () => number;
  setExitCode(code: number): void;
}

export const processIo = (): CliIo => ({
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  clock: () => performance.now(),
  setExitCode: (code) => {
    process.exitCode = code;
  },
});

/** Exit codes: 0 success, 1 some item of a batch failed, 2 the command could not run at all. */
export const EXIT = { ok: 0, itemsFailed: 1, failed: 2 } as const;

export const printLine = (stream: CliIo['stdout'], line = '') => stream.write(`${line}\n`);
