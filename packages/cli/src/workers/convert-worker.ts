/**
 * The worker thread's entry point (built to `dist/convert-worker.js`): runs
 * each task it is sent and posts the result back, handing over the bytes.
 */
import { parentPort } from 'node:worker_threads';
import { runTask, type Task, transferablesOf } from './tasks';

parentPort?.on('message', async (task: Task) => {
  const result = await runTask(task);
  parentPort?.postMessage(result, transferablesOf(result));
});
