/**
 * The sync's start-up order (03 §4): fetch the user, load the user's
 * storage, sync daily stats (the progress), settings, custom books, private
 * book files; "Synchronizing storage..." shows while it runs.
 */

export const START_UP_STEPS = [
  'user',
  'user-storage',
  'daily-stats',
  'settings',
  'custom-books',
  'private-files',
] as const;
export type StartUpStep = (typeof START_UP_STEPS)[number];

/** Who syncs with the server: Pro accounts only (03 §4, §6). */
export const syncsWithServer = (account: { isPremium: boolean } | null) => account?.isPremium === true;

/** The steps a session runs at start-up: none but the user for anyone not Pro. */
export function startUpSteps(account: { isPremium: boolean } | null): readonly StartUpStep[] {
  return syncsWithServer(account) ? START_UP_STEPS : START_UP_STEPS.slice(0, 2);
}

/**
 * Runs the start-up steps one after another in the spec's order; each step
 * is the shell's. A failing step is reported and the next still runs (a
 * settings failure must not keep the books from syncing). Resolves with the
 * steps that failed.
 */
export async function runStartUp(
  steps: readonly StartUpStep[],
  run: (step: StartUpStep) => Promise<void>,
  failed: (step: StartUpStep, error: unknown) => void,
): Promise<StartUpStep[]> {
  const failures: StartUpStep[] = [];
  for (const step of steps) {
    try {
      await run(step);
    } catch (error) {
      failures.push(step);
      failed(step, error);
    }
  }
  return failures;
}
