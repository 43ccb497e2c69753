import CRC32 from 'crc-32';
import { decodeDeflate, ENDED, type Output, TOO_LONG } from './deflate-decoder';

/**
 * Inflating that stops on what comes out rather than trusting what a header
 * declares. A deflate stream can expand about 1,000 times, so a few megabytes
 * of input may ask for gigabytes: the decoder writes into an output bounded
 * by the size the header promised (itself checked against the safety limits)
 * and stops as soon as a stream would pass it, so the work done is bounded by
 * that size and the input, never by the stream.
 */

/** Why inflating gave no bytes: more came out than promised, or the stream is damaged or short. */
export type InflateFailure = 'too long' | 'damaged';

export type InflateResult = { ok: true; bytes: Uint8Array } | { ok: false; failure: InflateFailure };

/**
 * The output starts at this many times the input (plus a little), or the
 * promised size if smaller, and doubles as bytes really come: real entries
 * (text about 3–4×, SVG covers more) rarely grow it, while a stream that
 * promises far more than it gives never makes its promise allocated.
 */
const FIRST_RATIO = 8;
const FIRST_SLACK = 64 * 1024;

/** Inflates raw deflate data that must give exactly `size` bytes. */
export function inflateExactly(data: Uint8Array, size: number): InflateResult {
  const out: Output = {
    buffer: new Uint8Array(Math.min(size, data.length * FIRST_RATIO + FIRST_SLACK)),
    written: 0,
    size,
  };
  const status = decodeDeflate(data, out);
  if (status === TOO_LONG) return { ok: false, failure: 'too long' };
  // Damage after every promised byte came is not read as such: the checksum vouches for the bytes.
  const complete = out.written === size && (status === ENDED || size > 0);
  return complete ? { ok: true, bytes: out.buffer } : { ok: false, failure: 'damaged' };
}

/** The CRC-32 (ISO 3309, as zip and gzip use it) of `bytes`, unsigned. */
export function crc32(bytes: Uint8Array): number {
  return CRC32.buf(bytes) >>> 0;
}
