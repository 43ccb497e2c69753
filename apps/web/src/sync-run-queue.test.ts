import { describe, expect, it } from 'vitest';
import { syncRunQueue } from './sync-run-queue';

type Step = 'a' | 'b' | 'c';
const ORDER: readonly Step[] = ['a', 'b', 'c'];

/** A queue whose runs wait until released, recording what each was asked. */
function recorder() {
  const runs: { steps: readonly Step[]; live: boolean; release: (ok: boolean) => void }[] = [];
  const actives: number[] = [];
  const run = syncRunQueue<Step>(
    ORDER,
    (steps, live) => new Promise<boolean>((release) => runs.push({ steps, live, release })),
    (active) => actives.push(active),
  );
  return { run, runs, actives };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('syncRunQueue', () => {
  it('runs one run at a time, in the order asked, each with its steps in the given order', async () => {
    const { run, runs } = recorder();
    const first = run(['c', 'a']);
    const second = run(['b']);
    await settle();
    expect(runs.map((r) => r.steps)).toEqual([['a', 'c']]);
    runs[0]?.release(true);
    await expect(first).resolves.toBe(true);
    await settle();
    expect(runs.map((r) => r.steps)).toEqual([['a', 'c'], ['b']]);
    runs[1]?.release(false);
    await expect(second).resolves.toBe(false);
  });

  it('folds live changes heard while a live run waits into that run', async () => {
    const { run, runs } = recorder();
    void run(['a']);
    const live1 = run(['c'], true);
    const live2 = run(['b'], true);
    expect(live2).toBe(live1);
    await settle();
    runs[0]?.release(true);
    await settle();
    expect(runs.map((r) => [r.steps, r.live])).toEqual([
      [['a'], false],
      [['b', 'c'], true],
    ]);
  });

  it('gives a live change heard after its run began a run of its own', async () => {
    const { run, runs } = recorder();
    const first = run(['a'], true);
    await settle();
    expect(runs).toHaveLength(1);
    const later = run(['b'], true);
    expect(later).not.toBe(first);
    runs[0]?.release(true);
    await settle();
    expect(runs.map((r) => r.steps)).toEqual([['a'], ['b']]);
  });

  it('never folds a live change into a run that is not live', async () => {
    const { run, runs } = recorder();
    void run(['a']);
    await settle();
    void run(['b']);
    void run(['c'], true);
    runs[0]?.release(true);
    await settle();
    runs[1]?.release(true);
    await settle();
    expect(runs.map((r) => [r.steps, r.live])).toEqual([
      [['a'], false],
      [['b'], false],
      [['c'], true],
    ]);
  });

  it('goes on after a run that failed, and counts the runs queued or under way', async () => {
    const actives: number[] = [];
    let calls = 0;
    const run = syncRunQueue<Step>(
      ORDER,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return true;
      },
      (active) => actives.push(active),
    );
    const failed = run(['a']);
    const after = run(['b']);
    await expect(failed).rejects.toThrow('offline');
    await expect(after).resolves.toBe(true);
    await settle();
    expect(actives).toEqual([1, 2, 1, 0]);
  });
});
