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
  /**
   * Tasks each worker holds at once (default 1). A task that waits on other
   * threads (libvips draws a cover on Node's thread pool) leaves its
   * worker's JavaScript idle; a second task converts meanwhile.
   */
  tasksPerWorker?: number;
}

/** What travels to a worker, and back: a task or its result, with the id that pairs them. */
export interface WorkerMessage<Payload> {
  id: number;
  payload: Payload;
}

interface Job<Task, Result> {
  task: Task;
  pending: Pending<Result>;
  /** Its worker failed while it ran beside another task: it runs alone from then on. */
  alone?: boolean;
}

/**
 * A fixed set of workers running `workerUrl`, each holding up to
 * `tasksPerWorker` queued tasks, new ones going to the least busy worker. A
 * worker that throws, exits or runs past the task time limit is replaced and
 * fails its task only (tasks it held together are tried again alone first);
 * the batch goes on.
 */
export function createWorkerPool<Task, Result>(
  workerUrl: URL,
  size: number,
  {
    transferOf = () => [],
    taskTimeoutMs = DEFAULT_TASK_TIMEOUT_MS,
    execArgv,
    tasksPerWorker = 1,
  }: WorkerPoolOptions<Task> = {},
): TaskPool<Task, Result> {
  type Running = { job: Job<Task, Result>; timer: ReturnType<typeof setTimeout> };
  const queue: Job<Task, Result>[] = [];
  const running = new Map<Worker, Map<number, Running>>();
  let nextId = 0;
  let closed = false;

  /**
   * Takes a worker out of service and starts a replacement. A task it held
   * alone fails; tasks it held together go back to the front of the queue to
   * run alone, since a crash, or one task blocking the thread past the time
   * limit, shows on every task the worker held.
   */
  const retire = (worker: Worker, error: Error) => {
    const jobs = running.get(worker);
    if (!jobs) return;
    running.delete(worker);
    for (const { job, timer } of jobs.values()) {
      clearTimeout(timer);
      if (job.alone === true || jobs.size === 1) job.pending.reject(error);
      else queue.unshift({ ...job, alone: true });
    }
    void worker.terminate();
    if (!closed) {
      spawn();
      dispatch();
    }
  };

  /** The least busy worker that can take `job`, if any: a task running alone holds a worker to itself. */
  const workerFor = (job: Job<Task, Result>) => {
    let best: Worker | null = null;
    for (const [worker, jobs] of running) {
      const alone = job.alone === true || [...jobs.values()].some((held) => held.job.alone === true);
      if (jobs.size >= (alone ? 1 : tasksPerWorker)) continue;
      if (best === null || jobs.size < running.get(best)!.size) best = worker;
    }
    return best;
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const worker = workerFor(queue[0]!);
      if (!worker) return;
      const job = queue.shift()!;
      const id = nextId++;
      const timer = setTimeout(
        () => retire(worker, new Error(`The task took longer than ${taskTimeoutMs} ms.`)),
        taskTimeoutMs,
      );
      running.get(worker)!.set(id, { job, timer });
      job.pending.onStart?.();
      const message: WorkerMessage<Task> = { id, payload: job.task };
      worker.postMessage(message, transferOf(job.task));
    }
  };

  const spawn = () => {
    const worker = new Worker(workerUrl, execArgv ? { execArgv } : {});
    running.set(worker, new Map());
    worker.on('message', ({ id, payload }: WorkerMessage<Result>) => {
      const jobs = running.get(worker);
      const held = jobs?.get(id);
      if (!held) return;
      jobs!.delete(id);
      clearTimeout(held.timer);
      // The next task goes out before this one's result is handled, so the worker never waits on it.
      dispatch();
      held.job.pending.resolve(payload);
    });
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => retire(worker, new Error(`The worker stopped with exit code ${code}.`)));
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
      const workers = [...running.keys()];
      for (const jobs of running.values()) for (const { timer } of jobs.values()) clearTimeout(timer);
      running.clear();
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
