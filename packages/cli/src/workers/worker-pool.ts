import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Runs tasks on worker threads, or in this thread when no worker script is available. */
export interface TaskPool<Task, Result> {
  run(task: Task): Promise<Result>;
  close(): Promise<void>;
  /** How many tasks run at once. */
  readonly size: number;
}

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/** Workers for `count` tasks on this machine: one per core, never more than the tasks. */
export const poolSizeFor = (count: number, limit = availableParallelism()) =>
  Math.max(1, Math.min(count, limit));

/**
 * A fixed set of workers running `workerUrl`, each taking the next queued
 * task when it finishes one. A worker that dies fails its task and is
 * replaced, so one bad book cannot stop the batch.
 */
export function createWorkerPool<Task, Result>(
  workerUrl: URL,
  size: number,
  transferOf: (task: Task) => ArrayBuffer[] = () => [],
): TaskPool<Task, Result> {
  const queue: { task: Task; pending: Pending<Result> }[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending<Result>>();
  let closed = false;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const next = queue.shift()!;
      busy.set(worker, next.pending);
      worker.postMessage(next.task, transferOf(next.task));
    }
  };

  const spawn = () => {
    const worker = new Worker(workerUrl);
    worker.on('message', (result: Result) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      pending?.resolve(result);
      dispatch();
    });
    worker.on('error', (error) => {
      const pending = busy.get(worker);
      busy.delete(worker);
      pending?.reject(error);
      if (!closed) {
        spawn();
        dispatch();
      }
    });
    idle.push(worker);
  };

  for (let i = 0; i < size; i++) spawn();

  return {
    size,
    run(task) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ task, pending: { resolve, reject } });
        dispatch();
      });
    },
    async close() {
      closed = true;
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}

/** The same interface in this thread, `size` tasks at a time; used by tests and from source. */
export function createInProcessPool<Task, Result>(
  runTask: (task: Task) => Promise<Result>,
  size = 1,
): TaskPool<Task, Result> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    size,
    async run(task) {
      if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      try {
        return await runTask(task);
      } finally {
        active--;
        waiting.shift()?.();
      }
    },
    async close() {},
  };
}
