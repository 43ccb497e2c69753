import { gzipSync, strToU8 } from 'fflate';
import { ImportError, type ImportFailureKind } from '../errors';
import { utf8 } from '../xml/text-decoder';
import { crc32, crc32After, inflateExactly, inflateInPieces } from '../zip/bounded-inflate';
import { JsonStream } from './json-stream';

/**
 * Bounded gzip and JSON for every file format here. Imports are untrusted:
 * the declared size is checked before inflating, inflating stops as soon as
 * the output passes it, the member's CRC-32 must match, and keys that could
 * reach an object's prototype (`__proto__`, `constructor`, `prototype`) are
 * refused outright.
 */

/** Largest compressed or decompressed import accepted: 256 MB. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

/**
 * What a compressed import may unpack to, against its own size: at most
 * {@link IMPORT_UNPACK_RATIO} times its bytes (real books and save files
 * compress 3–10 times), never less than {@link IMPORT_UNPACK_FLOOR} and never
 * more than {@link MAX_UNPACKED_BYTES}. Checked on the size the file declares
 * before anything is inflated, and again while inflating. With the parse that
 * follows, this keeps an import's memory within 50 times its size and 200 MB
 * (docs/decisions.md, "Import budgets"; `pnpm bench import-memory`).
 */
export const IMPORT_UNPACK_RATIO = 16;
export const IMPORT_UNPACK_FLOOR = 256 * 1024;
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

/** The decompressed bytes a compressed import of `size` bytes may unpack to. */
export function unpackBudget(size: number): number {
  return Math.min(MAX_UNPACKED_BYTES, Math.max(IMPORT_UNPACK_FLOOR, size * IMPORT_UNPACK_RATIO));
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True for bytes that start with the gzip magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 18 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Compresses text as gzip. */
export function gzipText(text: string): Uint8Array {
  return gzipSync(strToU8(text), { level: 6, mtime: 0 });
}

const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;
const FRESERVED = 0xe0;

const u32 = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** Where the deflate data of a gzip member starts, past its optional header fields (RFC 1952 §2.3). */
function gzipDataStart(bytes: Uint8Array): number {
  const flags = bytes[3]!;
  if (bytes[2] !== 8 || (flags & FRESERVED) !== 0) throw new ImportError('corrupted', 'bad gzip header');
  let at = 10;
  if (flags & FEXTRA) at += 2 + (bytes[at]! | (bytes[at + 1]! << 8));
  const skipString = () => {
    const end = bytes.indexOf(0, at);
    if (end < 0) throw new ImportError('corrupted', 'gzip header cut short');
    at = end + 1;
  };
  if (flags & FNAME) skipString();
  if (flags & FCOMMENT) skipString();
  if (flags & FHCRC) at += 2;
  if (at > bytes.length - 8) throw new ImportError('corrupted', 'gzip header cut short');
  return at;
}

/** The deflate data of a gzip file and the size it declares, checked against `limit` before any inflating. */
function gzipMember(bytes: Uint8Array, limit: number): { data: Uint8Array; declared: number } {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportError('too large', `${bytes.length} bytes`);
  if (!isGzip(bytes)) throw new ImportError('corrupted', 'not gzip data');
  const end = bytes.length;
  // ISIZE: the uncompressed size modulo 2^32; any size within the limit is below 2^32.
  const declared = u32(bytes, end - 4);
  if (declared > limit) throw new ImportError('too large', `declares ${declared} bytes`);
  return { data: bytes.subarray(gzipDataStart(bytes), end - 8), declared };
}

/**
 * Decompresses gzip to text, refusing anything that unpacks to over `limit`
 * bytes (by default the file's {@link unpackBudget}); throws
 * {@link ImportError}. One member is read, as every writer here makes: its
 * trailer (CRC-32 and size) is the file's last eight bytes, so bytes after a
 * member, or a second member, fail the checksum.
 */
export function gunzipText(bytes: Uint8Array, limit = unpackBudget(bytes.length)): string {
  const { data, declared } = gzipMember(bytes, limit);
  const result = inflateExactly(data, declared);
  if (!result.ok) throw new ImportError('corrupted', `gzip data ${result.failure}`);
  if (crc32(result.bytes) !== u32(bytes, bytes.length - 8))
    throw new ImportError('corrupted', 'gzip CRC-32 mismatch');
  return utf8.decode(result.bytes);
}

/** Uncompressed UTF-8 text, within the same size limit. */
export function plainText(bytes: Uint8Array, limit = MAX_IMPORT_BYTES): string {
  if (bytes.length > limit) throw new ImportError('too large', `${bytes.length} bytes`);
  return utf8.decode(bytes);
}

/** A key that reaches a prototype, as the text would write it: a quoted name before a colon. */
const FORBIDDEN_KEY_TEXT = /"(?:__proto__|constructor|prototype)"\s*:/;
/** An escaped printable ASCII character (`\u005f`): a key could spell a forbidden name with them. */
const ESCAPED_ASCII = /\\u00[2-7]/i;

const refuse = (forbidden: ImportFailureKind) => (key: string, value: unknown) => {
  if (FORBIDDEN_KEYS.has(key)) throw new ImportError(forbidden, `forbidden key ${key}`);
  return value;
};

/**
 * Parses JSON, refusing prototype-reaching keys with `forbidden` (a TBF calls
 * them a wrong format, a save file corrupted); throws {@link ImportError}.
 * A text that cannot hold such a key (none written out, no escaped ASCII a
 * key could spell one with; JSON.stringify escapes only control characters)
 * is parsed without a reviver: the reviver visits every value of a large
 * save once more and raised an import's peak memory by a fifth.
 */
export function parseJson(text: string, forbidden: ImportFailureKind = 'wrong format'): unknown {
  try {
    if (!FORBIDDEN_KEY_TEXT.test(text) && !ESCAPED_ASCII.test(text)) return JSON.parse(text);
    return JSON.parse(text, refuse(forbidden));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('corrupted', 'not JSON', { cause: error });
  }
}

/**
 * Decompresses gzip JSON and parses it as it inflates (see {@link JsonStream}):
 * neither the unpacked bytes nor their text are ever held whole, so a large
 * save costs the values it holds and little more. Decides as
 * `parseJson(gunzipText(bytes, limit), forbidden)` does, in the same order:
 * the gzip member's failures (size, damage, checksum) first, malformed JSON
 * next, a prototype key last.
 */
export function gunzipJson(
  bytes: Uint8Array,
  forbidden: ImportFailureKind = 'wrong format',
  limit = unpackBudget(bytes.length),
): unknown {
  const { data, declared } = gzipMember(bytes, limit);
  const parser = new JsonStream(forbidden);
  let crc = 0;
  // The JSON's first failure waits until the member has proved whole: a damaged file is reported as damaged.
  let failure: unknown = null;
  const result = inflateInPieces(data, declared, (piece) => {
    crc = crc32After(crc, piece);
    if (failure !== null) return;
    try {
      parser.push(piece);
    } catch (error) {
      failure = error;
    }
  });
  if (!result.ok) throw new ImportError('corrupted', `gzip data ${result.failure}`);
  if (crc !== u32(bytes, bytes.length - 8)) throw new ImportError('corrupted', 'gzip CRC-32 mismatch');
  try {
    if (failure !== null) throw failure;
    return parser.end();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('corrupted', 'not JSON', { cause: error });
  }
}
