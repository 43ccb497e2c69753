import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessPool, createWorkerPool, poolSizeFor } from '../src/workers/worker-pool';

const dir = mkdtempSync(join(tmpdir(), 'typeshelf-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A worker that doubles numbers, answering a little later so tasks overlap; a
// bad book might instead crash it (-1), make it exit (-2) or never finish (0).
const script = join(dir, 'double.mjs');
writeFileSync(
  script,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, payload: n }) => {
  if (n === -1) throw new Error('boom');
  if (n === -2) process.exit(3);
  if (n === 0) for (;;) {}
  setTimeout(() => parentPort.postMessage({ id, payload: n * 2 }), 20);
});
`,
);

describe('createWorkerPool', { timeout: 30_000 }, () => {
  it.each([1, 2])(
    'fails only the task whose worker crashed, exited or hung, and carries on (%i tasks a worker)',
    async (tasksPerWorker) => {
      const pool = createWorkerPool<number, number>(pathToFileURL(script), 2, {
        // Long enough for a worker to start on a loaded machine; only the
        // hung task should ever reach it.
        taskTimeoutMs: 4000,
        tasksPerWorker,
      });
      try {
        const results = await Promise.allSettled([1, -1, 2, -2, 3, 0, 4].map((n) => pool.run(n)));
        expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
          2,
          'failed',
          4,
          'failed',
          6,
          'failed',
          8,
        ]);
        expect(await pool.run(5)).toBe(10);
      } finally {
        await pool.close();
      }
    },
  );

  it('gives each worker up to its number of tasks at once, and no more', async () => {
    // Answers with how many tasks the worker held when this one arrived.
    const counting = join(dir, 'counting.mjs');
    writeFileSync(
      counting,
      `import { parentPort } from 'node:worker_threads';
let held = 0;
parentPort.on('message', ({ id }) => {
  held++;
  const seen = held;
  setTimeout(() => { held--; parentPort.postMessage({ id, payload: seen }); }, 50);
});
`,
    );
    const pool = createWorkerPool<null, number>(pathToFileURL(counting), 1, { tasksPerWorker: 2 });
    try {
      const seen = await Promise.all(Array.from({ length: 6 }, () => pool.run(null)));
      expect(Math.max(...seen)).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('starts its workers with the Node options it is given, not those of this process', async () => {
    const echo = join(dir, 'exec-argv.mjs');
    writeFileSync(
      echo,
      `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id }) => parentPort.postMessage({ id, payload: process.execArgv }));
`,
    );
    const pool = createWorkerPool<null, string[]>(pathToFileURL(echo), 1, { execArgv: ['--no-deprecation'] });
    try {
      expect(await pool.run(null)).toEqual(['--no-deprecation']);
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
