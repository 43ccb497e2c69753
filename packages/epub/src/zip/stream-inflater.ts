/**
 * Inflating that a host lends as an asynchronous stream: a browser's native
 * `DecompressionStream('deflate-raw')`, which decodes in native code several
 * times faster than fflate's JavaScript but only asynchronously. The package
 * never names the global itself (it stays free of DOM and Node APIs): the
 * host passes the constructor, and without one fflate inflates.
 */

/** Raw inflating that may take its time. */
export interface RawInflater {
  /**
   * The bytes raw deflate `data` inflates to, or null when the stream is
   * damaged or short, or gives more than `maxBytes` (it stops soon after
   * passing them, so the work is bounded by that length, not by the stream).
   */
  inflateRaw(data: Uint8Array, maxBytes: number): Promise<Uint8Array | null>;
}

/** The parts of a `DecompressionStream` this uses, so no DOM typings are needed. */
export interface DecompressionStreamLike {
  readonly readable: {
    getReader(): {
      read(): Promise<{ done: boolean; value?: Uint8Array }>;
      cancel(): Promise<void>;
    };
  };
  readonly writable: {
    getWriter(): { write(chunk: Uint8Array<ArrayBuffer>): Promise<void>; close(): Promise<void> };
  };
}

export type DecompressionStreamConstructor = new (format: 'deflate-raw') => DecompressionStreamLike;

/**
 * Input written at a time. The stream pushes back after each write until its
 * output is read, so once the output passes `maxBytes` at most one slice's
 * worth more (deflate expands at most 1,032 times) is decoded before the
 * reading stops: the same bound the sliced fflate path keeps.
 */
const SLICE_BYTES = 16 * 1024;

const ignore = () => {};

/** A {@link RawInflater} over the host's `DecompressionStream` constructor. */
export function streamInflater(Decompression: DecompressionStreamConstructor): RawInflater {
  return {
    async inflateRaw(data, maxBytes) {
      const stream = new Decompression('deflate-raw');
      const writer = stream.writable.getWriter();
      const reader = stream.readable.getReader();
      // Fed while the output is read; a damaged stream shows on the reader, so the writer's failures are dropped.
      void (async () => {
        for (let at = 0; at < data.length; at += SLICE_BYTES)
          // A browser's typings refuse views of a SharedArrayBuffer; an upload's bytes never are one.
          await writer.write(
            data.subarray(at, Math.min(data.length, at + SLICE_BYTES)) as Uint8Array<ArrayBuffer>,
          );
        await writer.close();
      })().catch(ignore);
      const chunks: Uint8Array[] = [];
      let length = 0;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (!value) continue;
          length += value.length;
          if (length > maxBytes) {
            reader.cancel().catch(ignore);
            return null;
          }
          chunks.push(value);
        }
      } catch {
        return null;
      }
      return joined(chunks, length);
    },
  };
}

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
