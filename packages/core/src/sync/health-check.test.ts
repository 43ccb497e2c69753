import { describe, expect, it } from 'vitest';
import { runHealthCheck } from './health-check';
import { runStartUp, START_UP_STEPS, type StartUpStep } from './start-up';

/** A simulated clock: sleeping moves it on, and every call notes the time it was made at. */
function simulatedServer(answers: readonly unknown[]) {
  let now = 0;
  const calls: number[] = [];
  return {
    calls,
    check: async () => {
      calls.push(now);
      const answer = answers[calls.length - 1];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    sleep: async (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

describe('the health check against a clock', () => {
  it('tries at once, then 5 more times after 500, 1000, 2000, 4000 and 8000 ms, then gives up', async () => {
    const server = simulatedServer([]);
    expect(await runHealthCheck(server.check, server.sleep)).toBe(false);
    expect(server.calls).toEqual([0, 500, 1500, 3500, 7500, 15500]);
  });

  it('stops at the first ok; failed calls count as tries', async () => {
    const server = simulatedServer([new Error('offline'), 'not ok', 'ok']);
    expect(await runHealthCheck(server.check, server.sleep)).toBe(true);
    expect(server.calls).toEqual([0, 500, 1500]);
  });

  it('gives up early once stopped', async () => {
    const server = simulatedServer([]);
    let stopped = false;
    const sleep = async (ms: number) => {
      await server.sleep(ms);
      stopped = server.now() >= 1500;
    };
    expect(await runHealthCheck(server.check, sleep, () => stopped)).toBe(false);
    expect(server.calls).toEqual([0, 500, 1500]);
  });
});

describe('running the start-up steps', () => {
  it('runs them in order, one at a time, and carries on past a failed one', async () => {
    const log: string[] = [];
    const failures = await runStartUp(
      START_UP_STEPS,
      async (step) => {
        log.push(`start ${step}`);
        await Promise.resolve();
        log.push(`end ${step}`);
        if (step === 'settings') throw new Error('settings unreachable');
      },
      (step, error) => log.push(`failed ${step}: ${(error as Error).message}`),
    );
    expect(failures).toEqual<StartUpStep[]>(['settings']);
    expect(log).toEqual([
      'start user',
      'end user',
      'start user-storage',
      'end user-storage',
      'start daily-stats',
      'end daily-stats',
      'start settings',
      'end settings',
      'failed settings: settings unreachable',
      'start custom-books',
      'end custom-books',
      'start private-files',
      'end private-files',
    ]);
  });
});
