/**
 * Runs the conversion worker on some files; resolves with the books or
 * rejects with the spec's message. Aborting `signal` (Cancel, or leaving the
 * upload screen) terminates the worker at once, whatever it was doing, and
 * rejects with {@link ConversionCancelled}.
 */
import type { ConvertedFile, ConvertRequest, FileKind, WorkerReply } from './convert-messages';

/** Overall progress 0..1 over all files. */
export type ProgressListener = (fraction: number) => void;

export class ConversionError extends Error {
  override readonly name = 'ConversionError';
}

/** The conversion was cancelled: nothing to show. */
export class ConversionCancelled extends Error {
  override readonly name = 'ConversionCancelled';
}

export async function runConversion(
  files: { file: File; kind: FileKind }[],
  onProgress: ProgressListener,
  cannotRead: string,
  signal?: AbortSignal,
): Promise<ConvertedFile[]> {
  let requests: ConvertRequest[];
  try {
    const now = Date.now();
    requests = await Promise.all(
      files.map(async ({ file, kind }) => ({ name: file.name, kind, bytes: await file.arrayBuffer(), now })),
    );
  } catch {
    throw new ConversionError(cannotRead);
  }
  if (signal?.aborted) throw new ConversionCancelled();
  onProgress(0.05);
  const worker = new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ConvertedFile[]>((resolve, reject) => {
      signal?.addEventListener('abort', () => {
        worker.terminate();
        reject(new ConversionCancelled());
      });
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        switch (reply.type) {
          case 'progress':
            onProgress(Math.min(0.99, (reply.file + reply.fraction) / requests.length));
            break;
          case 'done':
            onProgress(1);
            resolve(reply.files);
            break;
          case 'error':
            reject(new ConversionError(reply.message));
            break;
          default: {
            const never: never = reply;
            reject(new Error(`Unknown reply ${JSON.stringify(never)}`));
          }
        }
      };
      worker.onerror = () => reject(new ConversionError(cannotRead));
      worker.postMessage(
        requests,
        requests.map((r) => r.bytes),
      );
    });
  } finally {
    worker.terminate();
  }
}
