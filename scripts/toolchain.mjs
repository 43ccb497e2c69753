// Shared by the start, test and bench scripts: they run from plain `npm` on a
// fresh machine, so they make sure pnpm and the workspace are installed first.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PNPM_VERSION = '12.21.0';

/** Runs a command in the repository, streaming its output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function step(title) {
  console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`);
}

function hasPnpm() {
  try {
    return (
      execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() !== ''
    );
  } catch {
    return false;
  }
}

/** pnpm comes from npm: corepack fails on these machines. */
export function ensurePnpm() {
  if (hasPnpm()) return;
  step(`Installing pnpm ${PNPM_VERSION} with npm`);
  if (run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]) !== 0) process.exit(1);
}

/** pnpm, then the workspace. */
export function ensureWorkspace() {
  ensurePnpm();
  if (process.env.TYPESHELF_SKIP_INSTALL !== '1') {
    step('Installing the workspace');
    const frozen = existsSync(`${root}/pnpm-lock.yaml`) ? ['--frozen-lockfile'] : [];
    if (run('pnpm', ['install', ...frozen]) !== 0) process.exit(1);
  }
}

/** Browser tests use the system Chromium; Debian's package is installed when it is missing. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${path}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    return false;
  }
  step('Installing Chromium from Debian packages');
  run('apt-get', ['update', '-qq']);
  return run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0 && existsSync(path);
}
