/**
 * Raw inflating and CRC-32 that a host may lend the conversion, shaped as
 * Node's `node:zlib` has them (`{ inflateRawSync, crc32 }` from it fits).
 * Native code does both several times faster than fflate's JavaScript, and a
 * worker has none of it to compile; the package itself stays free of Node,
 * so the browser converts with fflate alone.
 */
export interface NativeZlib {
  /**
   * Inflates raw deflate data. Throws when the stream is damaged or short, or
   * once more than `maxOutputLength` bytes have come out (it stops there, so
   * its work is bounded by that length as the sliced inflater's is).
   * `chunkSize` is the size of its output buffers. The result may be a view
   * into a larger buffer.
   */
  inflateRawSync(data: Uint8Array, options: { maxOutputLength: number; chunkSize: number }): Uint8Array;
  /** The CRC-32 of `data`, unsigned. */
  crc32(data: Uint8Array): number;
}
