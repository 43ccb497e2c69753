/// <reference lib="webworker" />
/**
 * Converts uploaded files off the main thread: EPUBs with `convertEpub`, TBF
 * exports with `readTbf`. Replies with progress per file, then the books or
 * the spec's message for the first failure.
 */
import {
  cleanBookInfo,
  convertEpubAsync,
  coverDataUrl,
  isEpubError,
  isImportError,
  type RawInflater,
  readTbf,
  streamInflater,
  UPLOAD_MESSAGES,
} from '@typeshelf/epub';
import type { ConvertedFile, ConvertRequest, WorkerReply } from './convert-messages';

declare const self: DedicatedWorkerGlobalScope;

const post = (reply: WorkerReply) => self.postMessage(reply);

/** The browser's native inflating when it has it (every current one does); fflate otherwise. */
const inflater: RawInflater | undefined =
  typeof DecompressionStream === 'function' ? streamInflater(DecompressionStream) : undefined;

async function convertOne(request: ConvertRequest, index: number): Promise<ConvertedFile> {
  const bytes = new Uint8Array(request.bytes);
  post({ type: 'progress', file: index, stage: 'converting', fraction: 0.1 });
  if (request.kind === 'tbf') {
    const books = readTbf(bytes).map((book) => ({
      info: cleanBookInfo({ ...book.info, custom: true }),
      content: book.content,
    }));
    return { name: request.name, kind: 'tbf', books };
  }
  const converted = await convertEpubAsync(bytes, {
    now: request.now,
    custom: true,
    ...(inflater ? { inflater } : {}),
  });
  post({ type: 'progress', file: index, stage: 'cover', fraction: 0.9 });
  const cover = converted.info.cover ?? (converted.cover ? coverDataUrl(converted.cover) : null);
  const info = { ...converted.info, cover };
  return { name: request.name, kind: 'epub', books: [{ info, content: converted.content }] };
}

self.onmessage = async (event: MessageEvent<ConvertRequest[]>) => {
  try {
    const files: ConvertedFile[] = [];
    for (const [index, request] of event.data.entries()) {
      files.push(await convertOne(request, index));
      post({ type: 'progress', file: index, stage: 'converting', fraction: 1 });
    }
    post({ type: 'done', files });
  } catch (error) {
    const message =
      isEpubError(error) || isImportError(error) ? (error as Error).message : UPLOAD_MESSAGES.unexpected;
    console.error(error);
    post({ type: 'error', message });
  }
};
