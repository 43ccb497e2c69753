/**
 * What the browser bench (`apps/web/bench/upload-conversion.bench.ts`) runs
 * inside Chromium, bundled into its page: the upload's conversion with the
 * native `DecompressionStream` lent (as the app's worker lends it) or with
 * fflate alone, beside the fflate floor (fflate unzips every entry, saxes
 * parses every XHTML) and the native floor (the same parse over entries
 * inflated by `DecompressionStream`). Each resolves to its wall time in ms.
 */
import {
  convertEpub,
  convertEpubAsync,
  type DecompressionStreamConstructor,
  streamInflater,
} from '@typeshelf/epub';
import { unzipSync } from 'fflate';
import { parseAll, storedEntries } from './floors';

const Decompression = (globalThis as unknown as { DecompressionStream: DecompressionStreamConstructor })
  .DecompressionStream;
const inflater = streamInflater(Decompression);

/** One whole entry through the native stream in one write, no limits: what any native reader must do. */
async function inflateNatively(raw: Uint8Array): Promise<Uint8Array> {
  const stream = new Decompression('deflate-raw');
  const writer = stream.writable.getWriter();
  void writer.write(raw as Uint8Array<ArrayBuffer>);
  void writer.close();
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value) continue;
    chunks.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Entries in turn, as the conversion inflates them (hundreds of streams at once run slower in a page). */
async function nativeFloor(bytes: Uint8Array): Promise<number> {
  const files: [string, Uint8Array][] = [];
  for (const { name, method, raw } of storedEntries(bytes))
    files.push([name, method === 8 ? await inflateNatively(raw) : raw]);
  return parseAll(files);
}

export const runs = {
  'native floor': nativeFloor,
  'fflate floor': async (bytes: Uint8Array) => parseAll(Object.entries(unzipSync(bytes))),
  'upload, native': async (bytes: Uint8Array) =>
    (await convertEpubAsync(bytes, { custom: true, inflater })).info.chapters.length,
  'upload, fflate': async (bytes: Uint8Array) => convertEpub(bytes, { custom: true }).info.chapters.length,
};

/** Wall ms of one run of `kind` over `bytes`, after a full collection when the page has `gc()`. */
export async function time(kind: keyof typeof runs, bytes: Uint8Array): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  await runs[kind](bytes);
  return performance.now() - start;
}
