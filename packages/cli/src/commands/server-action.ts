import { readFile } from 'node:fs/promises';
import { readSaveFile } from '@typeshelf/epub';
import { CliError } from '../errors';
import { type CliIo, EXIT, printLine } from '../render/cli-io';
import { reportFailure } from '../render/report-failure';
import { type Credentials, requirePro, signIn, signOut } from '../server/account-client';
import { planSave, type SendScope } from '../server/save-plan';
import { type SendReport, sendSave } from '../server/send-save';

/** The flags `push` and `sync` take (see `server-command.ts`). */
export interface ServerFlags {
  email: string;
  backend?: string;
  json?: boolean;
}

function credentials(flags: ServerFlags, io: CliIo): Credentials {
  const backend = flags.backend ?? io.env.TYPESHELF_BACKEND_URL;
  const anonKey = io.env.TYPESHELF_ANON_KEY;
  const password = io.env.TYPESHELF_PASSWORD;
  if (!backend || !anonKey || !password) throw new CliError('credentials-missing');
  return { backend, anonKey, email: flags.email, password };
}

async function readSave(file: string) {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new CliError(missing ? 'input-not-found' : 'input-unreadable', file);
  }
  return readSaveFile(bytes);
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function reportLines(report: SendReport, scope: SendScope): string[] {
  const lines = [
    `Sent ${count(report.paragraphs, 'paragraph')} and ${count(report.positions, 'reading position')}.`,
  ];
  if (report.leftOut.length > 0) {
    lines.push(`Left out ${count(report.leftOut.length, 'entry', 'entries')} of the save:`);
    for (const { what, why } of report.leftOut) lines.push(`  ${what}: ${why}`);
  }
  if (scope === 'all') {
    lines.push(
      report.settings.length > 0
        ? `Settings sent: ${report.settings.join(', ')}.`
        : 'Settings: the server’s are as new or newer.',
      `Private books sent: ${report.books.length > 0 ? report.books.join(', ') : 'none newer than the server’s'}.`,
      `Private book files uploaded: ${report.files.length > 0 ? report.files.join(', ') : 'none missing'}.`,
    );
  }
  return lines;
}

/** `typeshelf push` and `typeshelf sync`: a save file's data sent to a Pro account. */
export async function runSend(file: string, scope: SendScope, flags: ServerFlags, io: CliIo): Promise<void> {
  try {
    const login = credentials(flags, io);
    // The file is checked before any call: a bad save costs no sign-in.
    const plan = planSave(await readSave(file), scope);
    const account = await signIn(login);
    try {
      await requirePro(account);
      const report = await sendSave(account, plan);
      if (flags.json) printLine(io.stdout, JSON.stringify(report, null, 2));
      else for (const line of reportLines(report, scope)) printLine(io.stdout, line);
      // Something of the save left out is never an all-clear exit.
      io.setExitCode(report.leftOut.length > 0 ? EXIT.itemsFailed : EXIT.ok);
    } finally {
      await signOut(account);
    }
  } catch (error) {
    reportFailure(error, flags.json === true, io);
  }
}
