/**
 * The worker thread's entry point (built to `dist/convert-worker.js`): runs
 * each task it is sent and posts the result back with the task's id, handing
 * over the bytes. Tasks may overlap: one converts while another waits on its
 * cover.
 */
import { parentPort } from 'node:worker_threads';
import { runTask, type Task, transferablesOf } from './tasks';
import type { WorkerMessage } from './worker-pool';

parentPort?.on('message', async ({ id, payload }: WorkerMessage<Task>) => {
  const result = await runTask(payload);
  const message: WorkerMessage<typeof result> = { id, payload: result };
  parentPort?.postMessage(message, transferablesOf(result));
});
