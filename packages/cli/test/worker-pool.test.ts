import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessPool, createWorkerPool, poolSizeFor } from '../src/workers/worker-pool';

const dir = mkdtempSync(join(tmpdir(), 'typeshelf-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A worker that doubles numbers and dies on a negative one, as a bad book might crash a worker.
const script = join(dir, 'double.mjs');
writeFileSync(
  script,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (n) => {
  if (n < 0) throw new Error('boom');
  parentPort.postMessage(n * 2);
});
`,
);

describe('createWorkerPool', () => {
  it('runs tasks on workers, fails only the task whose worker died, and carries on', async () => {
    const pool = createWorkerPool<number, number>(pathToFileURL(script), 2);
    try {
      const results = await Promise.allSettled([1, 2, -1, 3, 4].map((n) => pool.run(n)));
      expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
        2,
        4,
        'failed',
        6,
        8,
      ]);
      expect(await pool.run(5)).toBe(10);
    } finally {
      await pool.close();
    }
  });
});

describe('createInProcessPool', () => {
  it('never runs more tasks at once than its size', async () => {
    let running = 0;
    let most = 0;
    const pool = createInProcessPool(async (n: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return n + 1;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => pool.run(n)))).toEqual([2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('sizes pools by cores and tasks, never below one', () => {
    expect(poolSizeFor(31, 2)).toBe(2);
    expect(poolSizeFor(1, 8)).toBe(1);
    expect(poolSizeFor(0, 8)).toBe(1);
  });
});
