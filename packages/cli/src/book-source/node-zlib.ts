import { crc32, inflateRawSync } from 'node:zlib';
import type { NativeZlib } from '@typeshelf/epub';

/**
 * Node's zlib, lent to every conversion the command line runs: it inflates
 * and checks a book's entries in native code, several times faster than the
 * JavaScript inflater the browser uses, with nothing to compile in each
 * worker (docs/decisions.md, "The command line lends the conversion Node's zlib").
 */
export const nodeZlib: NativeZlib = { inflateRawSync, crc32 };
