import type { Command } from 'commander';
import type { CliIo } from '../render/cli-io';
import type { ServerFlags } from './server-action';

const SIGN_IN_HELP = `
Signs in with --email and the password in TYPESHELF_PASSWORD, against the
backend named by --backend (or TYPESHELF_BACKEND_URL) and TYPESHELF_ANON_KEY.
Only premium (Pro) accounts store data on the server. The save file is read,
never changed; sending it again changes nothing on the server.`;

function serverCommand(program: Command, name: string, description: string): Command {
  return program
    .command(name)
    .description(description)
    .argument('<save-file>', 'a save file exported from the settings (.save)')
    .requiredOption('--email <address>', 'the account’s e-mail address')
    .option('--backend <url>', 'the backend’s address (default: TYPESHELF_BACKEND_URL)')
    .option('--json', 'print what was sent as JSON')
    .addHelpText('after', SIGN_IN_HELP);
}

export function registerServer(program: Command, io: CliIo): void {
  serverCommand(
    program,
    'push',
    'Send a save file’s progress (typed and read paragraphs, reading positions) to your account.',
  ).action(async (file: string, flags: ServerFlags) => {
    const { runSend } = await import('./server-action');
    await runSend(file, 'progress', flags, io);
  });
  serverCommand(
    program,
    'sync',
    'Send everything a save file holds to your account: progress, settings, private books and their files.',
  ).action(async (file: string, flags: ServerFlags) => {
    const { runSend } = await import('./server-action');
    await runSend(file, 'all', flags, io);
  });
}
