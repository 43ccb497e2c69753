import CRC32 from 'crc-32';
import { Inflate, inflateSync } from 'fflate';
import type { NativeZlib } from './native-zlib';

/**
 * Inflating that stops on what comes out rather than trusting what a header
 * declares. A deflate stream can expand about 1,000 times, so a few megabytes
 * of input may ask for gigabytes: the input is fed in small slices and
 * inflating stops as soon as the output passes the size the header promised,
 * so the work done is bounded by that size (itself checked against the safety
 * limits), never by the stream.
 */

/** Input fed at a time: at most about 1,000 times this comes out of one slice. */
const SLICE_BYTES = 16 * 1024;
/**
 * Slices in a row that may give no output. Real compressors never write this
 * much input without output; a stream that does has ended (trailing bytes) or
 * pads on purpose, and feeding it on would copy its leftover again each time.
 */
const MAX_IDLE_SLICES = 4;

/** Why inflating gave no bytes: more came out than promised, or the stream is damaged or short. */
export type InflateFailure = 'too long' | 'damaged';

export type InflateResult = { ok: true; bytes: Uint8Array } | { ok: false; failure: InflateFailure };

/** Most bytes one slice can give: deflate expands at most 1,032 times. */
const SLICE_OUTPUT_BYTES = SLICE_BYTES * 1032;

/** Inflates raw deflate data that must give exactly `size` bytes, natively when the host lends zlib. */
export function inflateExactly(data: Uint8Array, size: number, zlib?: NativeZlib): InflateResult {
  const native = zlib ? inflateNatively(data, size, zlib) : null;
  if (native !== null) return { ok: true, bytes: native };
  if (data.length <= SLICE_BYTES && size <= SLICE_OUTPUT_BYTES) {
    const whole = inflateWhole(data, size);
    if (whole !== null) return whole;
  }
  return inflateInSlices(data, size);
}

/**
 * A stream no longer than one slice, inflated in one call into a buffer of
 * the promised size and one byte more (so a longer stream shows). The sliced
 * path would push it in one slice too, so the work is bounded alike; this
 * spares the streaming inflater's window and output copies, which cost more
 * than the inflating itself for the small files most books are made of.
 * Null when the stream is damaged or short: the sliced path then decides,
 * since it accepts a stream that gives the promised bytes before its damage.
 */
function inflateWhole(data: Uint8Array, size: number): InflateResult | null {
  // fflate hands back the buffer it was given, untouched, for no input at all: that is no stream.
  if (data.length === 0) return null;
  let out: Uint8Array;
  try {
    out = inflateSync(data, { out: new Uint8Array(size + 1) });
  } catch {
    return null;
  }
  if (out.length > size) return { ok: false, failure: 'too long' };
  return out.length === size ? { ok: true, bytes: out.subarray(0, size) } : null;
}

/**
 * The host's inflater, taken at its word only for a stream that gives exactly
 * the promised bytes. Any other ending (damaged, short, too long) goes the
 * way it goes without a host, which decides as it always has; zlib stops
 * once it passes the promised size, so that costs at most the work twice.
 */
function inflateNatively(data: Uint8Array, size: number, zlib: NativeZlib): Uint8Array | null {
  let out: Uint8Array;
  try {
    // One output buffer a byte longer than the promise: the stream comes out in one piece, with no
    // joining of 16 KB chunks (a copy of every entry) and no empty chunk made after an exact fill.
    out = zlib.inflateRawSync(data, {
      maxOutputLength: Math.max(1, size),
      chunkSize: Math.max(64, size + 1),
    });
  } catch {
    return null;
  }
  return out.length === size ? out : null;
}

/**
 * A promise within this many times the input (what real books and saves
 * compress to) is inflated into one buffer of its size; a larger one is
 * collected in chunks, so a lying header's memory follows what really comes
 * out.
 */
const PREALLOCATE_RATIO = 16;

function inflateInSlices(data: Uint8Array, size: number): InflateResult {
  // One buffer filled as the bytes come spares the join, which held every byte twice at the end.
  const out = size <= data.length * PREALLOCATE_RATIO ? new Uint8Array(size) : null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  const result = inflateInPieces(data, size, (chunk) => {
    if (out) out.set(chunk, length);
    else chunks.push(chunk);
    length += chunk.length;
  });
  return result.ok ? { ok: true, bytes: out ?? concat(chunks, size) } : result;
}

/**
 * Inflates raw deflate data that must give exactly `size` bytes, handing
 * each piece to `take` as it comes (never more than `size` in all) instead
 * of holding them: a reader that consumes the pieces keeps only what it
 * makes of them. Bounded as {@link inflateExactly} is, and decides alike.
 */
export function inflateInPieces(
  data: Uint8Array,
  size: number,
  take: (piece: Uint8Array) => void,
): { ok: true } | { ok: false; failure: InflateFailure } {
  let length = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length > size) overflow = true;
    else if (chunk.length > 0) take(chunk);
    length += chunk.length;
  });
  let idle = 0;
  for (let at = 0; at < data.length; at += SLICE_BYTES) {
    const before = length;
    const end = Math.min(data.length, at + SLICE_BYTES);
    try {
      inflater.push(data.subarray(at, end), end === data.length);
    } catch {
      return { ok: false, failure: 'damaged' };
    }
    if (overflow) return { ok: false, failure: 'too long' };
    // The promised bytes are all here: what follows is not read (the checksum vouches for them).
    if (length === size && size > 0) break;
    idle = length === before ? idle + 1 : 0;
    if (idle > MAX_IDLE_SLICES) break;
  }
  if (length !== size) return { ok: false, failure: 'damaged' };
  return { ok: true };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

/** The CRC-32 of `bytes` continued from `crc`, the CRC-32 of the bytes before them (0 for none), unsigned. */
export function crc32After(crc: number, bytes: Uint8Array): number {
  return CRC32.buf(bytes, crc | 0) >>> 0;
}

/** The CRC-32 (ISO 3309, as zip and gzip use it) of `bytes`, unsigned; the host's when it lends zlib. */
export function crc32(bytes: Uint8Array, zlib?: NativeZlib): number {
  return zlib ? zlib.crc32(bytes) : CRC32.buf(bytes) >>> 0;
}
