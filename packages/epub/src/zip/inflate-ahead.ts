import { crc32 } from './bounded-inflate';
import type { NativeZlib } from './native-zlib';
import type { SafetyLimits } from './safety-limits';
import type { RawInflater } from './stream-inflater';
import { entryData, openZip } from './zip-archive';

/**
 * Entries a conversion may read, inflated ahead by an asynchronous inflater
 * so the synchronous conversion can then take them as if a native zlib were
 * lent. Only what the reader takes for markup, style or navigation is
 * inflated ahead (pictures are mostly stored, and only the cover is read),
 * and only while their declared sizes stay within {@link AHEAD_BYTES}: past
 * that a small hostile file could ask for far more inflating than the
 * conversion itself would do, so it is left to the synchronous path, which
 * inflates only what it reads.
 */
const AHEAD_BYTES = 64 * 1024 * 1024;

const READABLE = /\.(x?html?|xml|opf|ncx|css|svg|smil)$/i;

/**
 * The entries' bytes as a lent zlib serves them: by where their compressed
 * data sits in the archive. An entry that was not inflated ahead, or whose
 * stream ended otherwise than with its promised size, is refused here, so
 * the conversion's own path inflates it and decides as it always does: the
 * output and every refusal stay the same.
 */
function servedFrom(inflated: ReadonlyMap<number, Uint8Array>): NativeZlib {
  return {
    inflateRawSync(data, { maxOutputLength }) {
      const bytes = inflated.get(data.byteOffset);
      if (bytes === undefined || bytes.length > maxOutputLength) throw new Error('not inflated ahead');
      return bytes;
    },
    crc32: (data) => crc32(data),
  };
}

/**
 * Inflates ahead what a conversion of `bytes` will read, with `inflater`.
 * Undefined when the archive cannot be opened (the conversion then refuses
 * it the same way) or asks for too much to inflate ahead.
 */
export async function inflateAhead(
  bytes: Uint8Array,
  inflater: RawInflater,
  limits?: Partial<SafetyLimits>,
): Promise<NativeZlib | undefined> {
  let entries: ReturnType<typeof openZip>['entries'];
  try {
    entries = openZip(bytes, limits).entries;
  } catch {
    return undefined;
  }
  const wanted = entries.filter((entry) => entry.method === 8 && READABLE.test(entry.name));
  let total = 0;
  for (const entry of wanted) total += entry.size;
  if (total > AHEAD_BYTES) return undefined;
  const inflated = new Map<number, Uint8Array>();
  // One after another: a browser runs its streams on the page's own thread, and hundreds of them
  // open at once took about four times as long there as the same streams in turn.
  for (const entry of wanted) {
    let data: Uint8Array;
    try {
      data = entryData(bytes, entry);
    } catch {
      continue;
    }
    const out = await inflater.inflateRaw(data, entry.size);
    if (out !== null && out.length === entry.size) inflated.set(data.byteOffset, out);
  }
  return servedFrom(inflated);
}
