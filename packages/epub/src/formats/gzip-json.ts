import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';
import { ImportError } from '../errors';
import { utf8 } from '../xml/text-decoder';

/**
 * Bounded gzip and JSON for every file format here. Imports are untrusted:
 * the declared size is checked before inflating, the output buffer is capped
 * at it, and keys that could reach an object's prototype (`__proto__`,
 * `constructor`, `prototype`) are refused outright.
 */

/** Largest compressed or decompressed import accepted: 256 MB. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True for bytes that start with the gzip magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 18 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Compresses text as gzip. */
export function gzipText(text: string): Uint8Array {
  return gzipSync(strToU8(text), { level: 6, mtime: 0 });
}

/** Decompresses gzip to text, refusing anything over `limit` bytes; throws {@link ImportError}. */
export function gunzipText(bytes: Uint8Array, limit = MAX_IMPORT_BYTES): string {
  if (bytes.length > limit) throw new ImportError('too large', `${bytes.length} bytes`);
  if (!isGzip(bytes)) throw new ImportError('corrupted', 'not gzip data');
  const end = bytes.length;
  // ISIZE: the uncompressed size modulo 2^32, in the last four bytes.
  const declared =
    (bytes[end - 4]! | (bytes[end - 3]! << 8) | (bytes[end - 2]! << 16) | (bytes[end - 1]! << 24)) >>> 0;
  if (declared > limit) throw new ImportError('too large', `declares ${declared} bytes`);
  let out: Uint8Array;
  try {
    out = gunzipSync(bytes, { out: new Uint8Array(declared) });
  } catch (cause) {
    throw new ImportError('corrupted', 'gzip data does not inflate', { cause });
  }
  try {
    return strFromU8(out);
  } catch (cause) {
    throw new ImportError('corrupted', 'not UTF-8 text', { cause });
  }
}

/** Uncompressed UTF-8 text, within the same size limit. */
export function plainText(bytes: Uint8Array, limit = MAX_IMPORT_BYTES): string {
  if (bytes.length > limit) throw new ImportError('too large', `${bytes.length} bytes`);
  return utf8.decode(bytes);
}

/** Parses JSON, refusing prototype-reaching keys; throws {@link ImportError}. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ImportError('wrong format', `forbidden key ${key}`);
      return value;
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('corrupted', 'not JSON', { cause: error });
  }
}

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
