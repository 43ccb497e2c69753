import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Task, TaskResult } from './tasks';

/** EPUB bytes built in memory (Markdown books) move to the worker rather than being copied. */
const taskTransferables = (task: Task): ArrayBuffer[] =>
  task.source.kind === 'bytes' && task.source.bytes.buffer instanceof ArrayBuffer
    ? [task.source.bytes.buffer]
    : [];

import { createInProcessPool, createWorkerPool, poolSizeFor, type TaskPool } from './worker-pool';

/**
 * The built worker script sits beside the bundle that imports this module
 * (`dist/`). Run from source (tests, tsx) there is none, and tasks run in
 * this thread instead.
 */
const workerUrl = new URL('./convert-worker.js', import.meta.url);

export interface TaskPoolOptions {
  /** Force in-process work (tests), or force workers; default: workers when built. */
  workers?: boolean;
  /** Upper bound on parallel tasks; default: one per core. */
  concurrency?: number;
  /** Another built worker script, for callers running from source (benchmarks). */
  workerUrl?: URL;
  /**
   * Node options for the workers; by default they inherit this process's. A
   * benchmark run through a TypeScript loader passes none, since the built
   * worker needs no loader and the binary's workers start without one.
   */
  workerExecArgv?: string[];
}

/** A pool for `count` tasks: worker threads when the built script exists, else in-process. */
export function createTaskPool(count: number, options: TaskPoolOptions = {}): TaskPool<Task, TaskResult> {
  const size = poolSizeFor(count, options.concurrency);
  const url = options.workerUrl ?? workerUrl;
  const canUseWorkers = url.protocol === 'file:' && existsSync(fileURLToPath(url));
  if (options.workers ?? canUseWorkers)
    return createWorkerPool<Task, TaskResult>(url, size, {
      transferOf: taskTransferables,
      execArgv: options.workerExecArgv,
      // A catalogue book waits on its cover (libvips, on Node's thread pool); a second book converts meanwhile.
      tasksPerWorker: 2,
    });
  // Loaded only here: with workers, the main thread never evaluates the conversion code.
  return createInProcessPool((task: Task) => import('./tasks').then(({ runTask }) => runTask(task)), size);
}
