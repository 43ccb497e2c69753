import { type ConvertedBook, type ConvertOptions, convertEpub } from './convert-epub';
import { inflateAhead } from './zip/inflate-ahead';
import type { RawInflater } from './zip/stream-inflater';

export interface AsyncConvertOptions extends ConvertOptions {
  /**
   * An asynchronous native inflater the host lends (a browser's
   * `DecompressionStream`, through `streamInflater`). The book's documents
   * are inflated with it first; the output is the same either way, and
   * without it fflate inflates.
   */
  inflater?: RawInflater;
}

/**
 * {@link convertEpub} for a host whose native inflating is asynchronous: the
 * entries the conversion reads are inflated ahead with the lent inflater,
 * then the synchronous conversion runs on them. Throws what `convertEpub`
 * throws (as a rejection).
 */
export async function convertEpubAsync(
  bytes: Uint8Array,
  options: AsyncConvertOptions = {},
): Promise<ConvertedBook> {
  const { inflater, ...rest } = options;
  const zlib = inflater && !rest.zlib ? await inflateAhead(bytes, inflater, rest.limits) : rest.zlib;
  return convertEpub(bytes, { ...rest, ...(zlib ? { zlib } : {}) });
}
