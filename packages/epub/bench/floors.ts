/**
 * What every floor of the conversion benches shares: the central directory
 * read as any zip reader must (no checks beyond that), and saxes over every
 * XHTML file. Free of Node APIs, so the browser bench's page runs it too.
 */
import { strFromU8 } from 'fflate';
import { SaxesParser } from 'saxes';

/** Characters of text saxes reports over the XHTML files among `files`. */
export function parseAll(files: Iterable<readonly [string, Uint8Array]>): number {
  let texts = 0;
  for (const [name, data] of files) {
    if (!/\.x?html?$/.test(name)) continue;
    const parser = new SaxesParser({ xmlns: false, position: false });
    parser.on('text', (text) => {
      texts += text.length;
    });
    parser.write(strFromU8(data)).close();
  }
  return texts;
}

/** Every entry's name, method and stored (compressed) bytes, from the central directory. */
export function* storedEntries(
  bytes: Uint8Array,
): Generator<{ name: string; method: number; raw: Uint8Array }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    yield { name, method, raw: bytes.subarray(start, start + size) };
  }
}
