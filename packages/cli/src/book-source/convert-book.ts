import { crc32, inflateRawSync } from 'node:zlib';
import { type ConvertedBook, type ConvertOptions, convertEpub } from '@typeshelf/epub';

const NODE_ZLIB = { inflateRawSync, crc32 };

/**
 * `convertEpub` as every command runs it: with Node's zlib lent, so a book's
 * entries inflate and are checked in native code, several times faster than
 * the JavaScript inflater the browser uses, with nothing to compile in each
 * worker (docs/decisions.md, "The command line lends the conversion Node's zlib").
 */
export function convertBook(bytes: Uint8Array, options: Omit<ConvertOptions, 'zlib'> = {}): ConvertedBook {
  return convertEpub(bytes, { ...options, zlib: NODE_ZLIB });
}
