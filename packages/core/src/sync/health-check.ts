/**
 * The health check's retry schedule (03 §4, §9): the first try at once, then
 * up to five retries, waiting 500 ms and doubling before each.
 */
import { HEALTH_CHECK_FIRST_DELAY, HEALTH_CHECK_RETRIES } from './sync-constants';

/** Delays before each retry, in ms: [500, 1000, 2000, 4000, 8000]. */
export const HEALTH_CHECK_DELAYS: readonly number[] = Array.from(
  { length: HEALTH_CHECK_RETRIES },
  (_, i) => HEALTH_CHECK_FIRST_DELAY * 2 ** i,
);

/**
 * What to do after the `attempt`-th try (0 for the first) answered `answer`
 * (null when the call failed): done, wait and try again, or give up.
 */
export function healthCheckStep(
  attempt: number,
  answer: unknown,
): { type: 'healthy' } | { type: 'retry'; delay: number } | { type: 'unhealthy' } {
  if (answer === 'ok') return { type: 'healthy' };
  const delay = HEALTH_CHECK_DELAYS[attempt];
  return delay === undefined ? { type: 'unhealthy' } : { type: 'retry', delay };
}

/**
 * Calls `check` until it answers ok, following the schedule above; `sleep`
 * is the shell's timer, so tests drive the schedule with a clock of their
 * own. A throwing call counts as a failed try. Resolves true when healthy.
 */
export async function runHealthCheck(
  check: () => Promise<unknown>,
  sleep: (ms: number) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const answer = await check().catch(() => null);
    const step = healthCheckStep(attempt, answer);
    if (step.type === 'healthy') return true;
    if (step.type === 'unhealthy' || stopped()) return false;
    await sleep(step.delay);
  }
}
