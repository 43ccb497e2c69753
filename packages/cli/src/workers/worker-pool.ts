import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Runs tasks on worker threads, or in this thread when no worker script is available. */
export interface TaskPool<Task, Result> {
  /** Runs a task; `onStart` is called when a worker takes it up (tasks wait in a queue before). */
  run(task: Task, onStart?: () => void): Promise<Result>;
  close(): Promise<void>;
  /** How many tasks run at once. */
  readonly size: number;
}

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: unknown): void;
  onStart?: () => void;
}

/** Workers for `count` tasks on this machine: one per core, never more than the tasks. */
export const poolSizeFor = (count: number, limit = availableParallelism()) =>
  Math.max(1, Math.min(count, limit));

/** A book that takes longer than this is given up, so one pathological file cannot stall a batch. */
export const DEFAULT_TASK_TIMEOUT_MS = 5 * 60_000;

export interface WorkerPoolOptions<Task> {
  /** Buffers a task hands over to its worker instead of copying. */
  transferOf?: (task: Task) => ArrayBuffer[];
  taskTimeoutMs?: number;
  /** Node options for the workers (default: inherited from this process). */
  execArgv?: string[];
}

/**
 * A fixed set of workers running `workerUrl`, each taking the next queued
 * task when it finishes one. A worker that throws, exits or runs past the
 * task time limit fails its task only; it is replaced and the batch goes on.
 */
export function createWorkerPool<Task, Result>(
  workerUrl: URL,
  size: number,
  { transferOf = () => [], taskTimeoutMs = DEFAULT_TASK_TIMEOUT_MS, execArgv }: WorkerPoolOptions<Task> = {},
): TaskPool<Task, Result> {
  const queue: { task: Task; pending: Pending<Result> }[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, { pending: Pending<Result>; timer: ReturnType<typeof setTimeout> }>();
  const live = new Set<Worker>();
  let closed = false;

  /** Takes a worker out of service, failing its task, and starts a replacement. */
  const retire = (worker: Worker, error: Error) => {
    if (!live.delete(worker)) return;
    const job = busy.get(worker);
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    if (job) {
      clearTimeout(job.timer);
      job.pending.reject(error);
    }
    void worker.terminate();
    if (!closed) {
      spawn();
      dispatch();
    }
  };

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const next = queue.shift()!;
      const timer = setTimeout(
        () => retire(worker, new Error(`The task took longer than ${taskTimeoutMs} ms.`)),
        taskTimeoutMs,
      );
      busy.set(worker, { pending: next.pending, timer });
      next.pending.onStart?.();
      worker.postMessage(next.task, transferOf(next.task));
    }
  };

  const spawn = () => {
    const worker = new Worker(workerUrl, execArgv ? { execArgv } : {});
    live.add(worker);
    worker.on('message', (result: Result) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job) {
        clearTimeout(job.timer);
        job.pending.resolve(result);
      }
      idle.push(worker);
      dispatch();
    });
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => retire(worker, new Error(`The worker stopped with exit code ${code}.`)));
    idle.push(worker);
  };

  for (let i = 0; i < size; i++) spawn();

  return {
    size,
    run(task, onStart) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ task, pending: { resolve, reject, onStart } });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const workers = [...live];
      live.clear();
      for (const { timer } of busy.values()) clearTimeout(timer);
      await Promise.all(workers.map((worker) => worker.terminate()));
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
    async run(task, onStart) {
      if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      onStart?.();
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
